/**
 * Files uploaded for a user task's completion (the tasklist's file picker, header baton-upload-for-user-task) are not
 * left behind when the completion is refused: a listener's denial or a 409 deletes them, a completion that is taken
 * keeps them for good, and those no completion ever named expire and are swept by retention.
 */
import { readFileSync } from 'node:fs';
import {
  type CreateProcessInstanceResult,
  type DocumentReference,
  type SearchQueryResponse,
  UPLOAD_FOR_USER_TASK_HEADER,
  type UserTaskResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { Retention } from '../retention/retention.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const LISTENED = readFileSync(new URL('../global-task-listeners/task-listeners.bpmn', import.meta.url), 'utf8');

describe('files uploaded for a user task completion', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    expect((await http.deploy({ 'task-listeners.bpmn': LISTENED })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  const openTask = async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'listened-invoice' });
    const found = await http.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    return found.body.items[0]?.userTaskKey ?? '';
  };
  const uploadFor = async (userTaskKey: string | undefined, name: string) => {
    const form = new FormData();
    form.append('file', new Blob([name]), name);
    const response = await fetch(`${engine.baseUrl}/v2/documents`, {
      method: 'POST',
      body: form,
      headers: userTaskKey === undefined ? {} : { [UPLOAD_FOR_USER_TASK_HEADER]: userTaskKey },
    });
    return { status: response.status, body: (await response.json()) as DocumentReference & { detail?: string } };
  };
  const stored = async (documentId: string) =>
    (
      await pg.query<{ pending: boolean; task: string | null }>(
        `select pending_until is not null as pending, pending_user_task_key::text as task from document where document_id = $1`,
        [documentId],
      )
    )[0];
  /** Completes the task while the completing listener's job is answered with `verdict`. */
  const completeWith = async (userTaskKey: string, variables: Record<string, unknown>, verdict: { denied: boolean }) => {
    const completion = http.post<{ detail: string }>(`/v2/user-tasks/${userTaskKey}/completion`, { variables });
    const activated = await http.post<{ jobs: { jobKey: string }[] }>('/v2/jobs/activation', {
      type: 'invoice-check',
      maxJobsToActivate: 1,
      timeout: 30_000,
      requestTimeout: 10_000,
    });
    const jobKey = activated.body.jobs[0]?.jobKey;
    expect(jobKey).toBeDefined();
    expect((await http.post(`/v2/jobs/${jobKey}/completion`, { result: { type: 'userTask', ...verdict } })).status).toBe(204);
    return completion;
  };

  it('should delete the files of a completion a listener denies, and keep those of the completion taken', async () => {
    const userTaskKey = await openTask();
    const denied = (await uploadFor(userTaskKey, 'first.pdf')).body;
    const pendingBefore = await stored(denied.documentId);

    const refusal = await completeWith(userTaskKey, { receipts: [denied] }, { denied: true });
    const afterRefusal = await stored(denied.documentId);
    const taken = (await uploadFor(userTaskKey, 'second.pdf')).body;
    const completion = await completeWith(userTaskKey, { receipts: [taken] }, { denied: false });

    expect(pendingBefore).toEqual({ pending: true, task: userTaskKey });
    expect(refusal.status).toBe(409);
    expect(afterRefusal).toBeUndefined();
    expect(completion.status).toBe(204);
    expect(await stored(taken.documentId)).toEqual({ pending: false, task: null });
    expect((await http.get(`/v2/documents/${taken.documentId}`)).status).toBe(200);
  });

  it('should delete the files of a completion refused with 409, but not a document uploaded without the header', async () => {
    const userTaskKey = await openTask();
    await completeWith(userTaskKey, {}, { denied: false });
    const pending = (await uploadFor(userTaskKey, 'late.pdf')).body;
    const plain = (await uploadFor(undefined, 'shared.pdf')).body;

    const refusal = await http.post(`/v2/user-tasks/${userTaskKey}/completion`, { variables: { receipts: [pending, plain] } });

    expect(refusal.status).toBe(409);
    expect(await stored(pending.documentId)).toBeUndefined();
    expect(await stored(plain.documentId)).toEqual({ pending: false, task: null });
  });

  it('should let a pending upload no completion named expire, and retention sweep it', async () => {
    const userTaskKey = await openTask();
    const orphan = (await uploadFor(userTaskKey, 'forgotten.pdf')).body;
    const readable = (await http.get(`/v2/documents/${orphan.documentId}`)).status;
    await pg.query(`update document set pending_until = now() - interval '1 second' where document_id = $1`, [orphan.documentId]);

    const gone = (await http.get(`/v2/documents/${orphan.documentId}`)).status;
    const round = await engine.app.get(Retention).runOnce();

    expect([readable, gone]).toEqual([200, 404]);
    expect(round.documents).toBe(1);
    expect(await stored(orphan.documentId)).toBeUndefined();
  });

  it('should refuse a header that names no user task key, naming it', async () => {
    const answer = await uploadFor('not-a-key', 'x.pdf');

    expect(answer.status).toBe(400);
    expect(answer.body.detail).toContain(UPLOAD_FOR_USER_TASK_HEADER);
  });
});
