import { readFileSync } from 'node:fs';
import type { AuditLogResult, CreateProcessInstanceResult, SearchQueryResponse, UserTaskResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { auditAndEntityTransactions } from '../testing/audit-transactions.js';
import { clientAs } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const TENANT_WORK = readFileSync(new URL('./tenant-work.bpmn', import.meta.url), 'utf8');

describe('deciding on user tasks as the demo realm users', () => {
  let engine: TestEngine;
  let dave: HttpClient;
  let alice: HttpClient;
  let bob: HttpClient;
  let olga: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    [dave, alice, bob, olga] = await Promise.all(['dave', 'alice', 'bob', 'olga'].map((name) => clientAs(engine.baseUrl, name)));
    for (const tenantId of ['<default>', 'acme']) expect((await dave.deploy({ 'tenant-work.bpmn': TENANT_WORK }, tenantId)).status).toBe(200);
  });
  afterAll(() => engine?.close());

  async function taskOf(candidates: string[], tenantId = '<default>'): Promise<string> {
    const started = await dave.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'tenant-work',
      tenantId,
      variables: { candidates },
    });
    expect(started.status).toBe(200);
    const found = await olga.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    const key = found.body.items[0]?.userTaskKey;
    expect(key).toBeDefined();
    return key ?? '';
  }

  const visibleTo = async (reviewer: HttpClient, userTaskKey: string) =>
    (await reviewer.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', { filter: { userTaskKey } })).body.items.length === 1;

  it("should show a reviewer only the tasks offered to them or their group, and hide the others' as missing", async () => {
    // given a task for the finance group (alice) and one offered to bob by name
    const financeTask = await taskOf([]);
    const bobsTask = await taskOf(['bob']);

    // then
    expect([await visibleTo(alice, financeTask), await visibleTo(bob, financeTask)]).toEqual([true, false]);
    expect([await visibleTo(alice, bobsTask), await visibleTo(bob, bobsTask)]).toEqual([true, true]);
    expect((await bob.get(`/v2/user-tasks/${financeTask}`)).status).toBe(404);
    expect((await bob.post(`/v2/user-tasks/${financeTask}/completion`, {})).status).toBe(404);
    expect((await alice.get(`/v2/user-tasks/${financeTask}`)).status).toBe(200);
  });

  it("should hide another tenant's task even from a candidate", async () => {
    const acmeTask = await taskOf(['bob'], 'acme');

    expect(await visibleTo(bob, acmeTask)).toBe(false);
    expect((await bob.post(`/v2/user-tasks/${acmeTask}/assignment`, { assignee: 'bob' })).status).toBe(404);
    expect(await visibleTo(alice, acmeTask)).toBe(true);
  });

  it('should check at completion that the caller still may decide, refuse stale and repeated completions, and audit each', async () => {
    // given a task both may take, which bob claims
    const task = await taskOf(['bob']);
    const before = await bob.get<UserTaskResult>(`/v2/user-tasks/${task}`);
    expect((await bob.post(`/v2/user-tasks/${task}/assignment`, { assignee: 'bob', action: 'claim' })).status).toBe(204);

    // when alice, still a candidate by group, tries to complete it
    const byAlice = await alice.post<{ title: string; detail: string }>(`/v2/user-tasks/${task}/completion`, { variables: { approved: true } });
    // and bob completes it with the revision he read before claiming
    const stale = await bob.post(`/v2/user-tasks/${task}/completion`, {}, { 'if-match': before.headers.get('etag') ?? '' });
    const open = await bob.get<UserTaskResult>(`/v2/user-tasks/${task}`);
    const done = await bob.post(`/v2/user-tasks/${task}/completion`, { action: 'approve' }, { 'if-match': open.headers.get('etag') ?? '' });
    const again = await bob.post(`/v2/user-tasks/${task}/completion`, {});

    // then
    expect(byAlice.status).toBe(403);
    expect(byAlice.body.detail).toContain('it is assigned to bob');
    expect(stale.status).toBe(412);
    expect(open.body).toMatchObject({ state: 'CREATED', assignee: 'bob' });
    expect(done.status).toBe(204);
    expect(again.status).toBe(409);
    const log = await olga.post<SearchQueryResponse<AuditLogResult>>(`/v2/user-tasks/${task}/audit-logs/search`, { sort: [{ field: 'auditLogKey' }] });
    expect(log.status).toBe(200);
    expect(log.body.items.map((entry) => [entry.actorId, entry.actorType, entry.operationType, entry.result, entry.annotation])).toEqual([
      ['bob', 'USER', 'ASSIGN', 'SUCCESS', 'claim'],
      ['alice', 'USER', 'COMPLETE', 'FAIL', null],
      ['bob', 'USER', 'COMPLETE', 'FAIL', null],
      ['bob', 'USER', 'COMPLETE', 'SUCCESS', 'approve'],
      ['bob', 'USER', 'COMPLETE', 'FAIL', null],
    ]);
    expect(log.body.items[3]).toMatchObject({ entityType: 'USER_TASK', entityKey: task, userTaskKey: task, tenantId: '<default>', category: 'USER_TASKS' });
    expect(log.body.items[3]?.userTaskRevision).toBe(Number(JSON.parse(open.headers.get('etag') ?? '0')));
  });

  it('should commit a decision and its audit entry in one transaction', async () => {
    // given a task bob may take
    const task = await taskOf(['bob']);

    // when bob claims it, then completes it
    const claimed = await bob.post(`/v2/user-tasks/${task}/assignment`, { assignee: 'bob', action: 'claim' });
    const afterClaim = await auditAndEntityTransactions(engine.app.get(PgPool), 'USER_TASK', task);
    const completed = await bob.post(`/v2/user-tasks/${task}/completion`, {});
    const afterCompletion = await auditAndEntityTransactions(engine.app.get(PgPool), 'USER_TASK', task);

    // then the task's row and the entry of each decision were written by the same transaction: no crash can leave one without the other
    expect([claimed.status, completed.status]).toEqual([204, 204]);
    expect(afterClaim.audit).not.toBeNull();
    expect(afterClaim.audit).toBe(afterClaim.entity);
    expect(afterCompletion.audit).not.toBe(afterClaim.audit);
    expect(afterCompletion.audit).toBe(afterCompletion.entity);
  });

  it('should let only operators and admins read the audit log', async () => {
    expect((await alice.post('/v2/audit-logs/search', {})).status).toBe(403);
    expect((await dave.post('/v2/audit-logs/search', {})).status).toBe(403);
    expect((await olga.post('/v2/audit-logs/search', { filter: { actorId: 'bob' } })).status).toBe(200);
  });

  it("should audit an operator's cancellation with the operator as actor", async () => {
    const started = await dave.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'tenant-work',
      variables: { candidates: [] },
    });
    const key = started.body.processInstanceKey;

    expect((await dave.post(`/v2/process-instances/${key}/cancellation`, {})).status).toBe(403);
    expect((await olga.post(`/v2/process-instances/${key}/cancellation`, {})).status).toBe(204);

    const log = await olga.post<SearchQueryResponse<AuditLogResult>>('/v2/audit-logs/search', {
      filter: { processInstanceKey: key, entityType: 'PROCESS_INSTANCE' },
    });
    expect(log.body.items.map((entry) => [entry.actorId, entry.operationType, entry.result, entry.category])).toEqual([
      ['olga', 'CANCEL', 'SUCCESS', 'DEPLOYED_RESOURCES'],
    ]);
  });
});
