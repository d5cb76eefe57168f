import { DEFAULT_TENANT_ID } from '@baton/api-contract';
import type {
  BatchOperationCreatedResult,
  BatchOperationItemResult,
  BatchOperationResult,
  CreateProcessInstanceResult,
  SearchQueryResponse,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import { eventually } from '../testing/eventually.js';
import { type FakeIssuer, startFakeIssuer } from '../testing/fake-issuer.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const ACME = 'acme';
const WAIT = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="batch-tenants-wait" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="batch-tenants-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="a" sourceRef="start" targetRef="work" />
    <bpmn:sequenceFlow id="b" sourceRef="work" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/**
 * A batch operation touches the tenants of the instances it covers, and is there for a caller only when the caller
 * sees every one of them: an operator of <default> only does not see, suspend, resume or cancel a batch that also
 * moves acme's instances (404, as for a key that does not exist), nor find it or its items in a search.
 */
describe('batch operations over several tenants', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let both: HttpClient;
  let defaultOnly: HttpClient;
  let pg: PgPool;
  const instances: Record<string, string> = {};

  const operator = async (tenants: string[]) =>
    new HttpClient(engine.baseUrl, {
      authorization: `Bearer ${await issuer.token({ preferred_username: `operator-of-${tenants.join('-')}`, realm_access: { roles: ['operator'] }, tenant_ids: tenants })}`,
    });

  /** A batch the runner leaves alone (it works only on ACTIVE ones), over one instance of each of `tenants`. */
  const insertBatch = async (state: string, tenants: string[]): Promise<string> => {
    const generator = engine.app.get(KeyGenerator);
    await generator.reserve(1);
    const key = generator.next();
    await pg.query(
      `insert into batch_operation (key, type, state, plan, tenant_ids, actor_id, actor_type, start_date, operations_total)
       values ($1, 'MODIFY_PROCESS_INSTANCE', $2, '{}', $3::jsonb, 'someone', 'USER', now(), $4)`,
      [key, state, JSON.stringify(tenants), tenants.length],
    );
    for (const tenant of tenants) {
      await pg.query(`insert into batch_operation_item (batch_operation_key, item_key, process_instance_key, state) values ($1, $2, $2, 'ACTIVE')`, [
        key,
        instances[tenant],
      ]);
    }
    return key;
  };

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer } });
    pg = engine.app.get(PgPool);
    const admin = new HttpClient(engine.baseUrl, {
      authorization: `Bearer ${await issuer.token({ preferred_username: 'admin-of-both', realm_access: { roles: ['admin'] }, tenant_ids: [DEFAULT_TENANT_ID, ACME] })}`,
    });
    for (const tenant of [DEFAULT_TENANT_ID, ACME]) {
      expect((await admin.deploy({ 'wait.bpmn': WAIT }, tenant)).status).toBe(200);
      const started = await admin.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'batch-tenants-wait', tenantId: tenant });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      instances[tenant] = started.body.processInstanceKey;
    }
    both = await operator([DEFAULT_TENANT_ID, ACME]);
    defaultOnly = await operator([DEFAULT_TENANT_ID]);
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  const searchBatches = async (client: HttpClient) =>
    (await client.post<SearchQueryResponse<BatchOperationResult>>('/v2/batch-operations/search', { page: { limit: 100 } })).body.items.map(
      (batch) => batch.batchOperationKey,
    );
  const searchItems = async (client: HttpClient, batchOperationKey: string) =>
    (await client.post<SearchQueryResponse<BatchOperationItemResult>>('/v2/batch-operation-items/search', { filter: { batchOperationKey } })).body.items.map(
      (item) => item.processInstanceKey,
    );

  it('should record the tenants of the instances a batch covers, and hide the batch from an operator of only some of them', async () => {
    // given: an operator of both tenants modifies the instances of both (moving a token from an element none has: each is skipped)
    const created = await both.post<BatchOperationCreatedResult>('/v2/process-instances/modification', {
      filter: { processDefinitionId: 'batch-tenants-wait' },
      moveInstructions: [{ sourceElementId: 'nowhere', targetElementId: 'end' }],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const key = created.body.batchOperationKey;
    await eventually(async () => (await both.get<BatchOperationResult>(`/v2/batch-operations/${key}`)).body.state, 'COMPLETED');

    // when
    const [row] = await pg.query<{ tenant_ids: string[] }>(`select tenant_ids from batch_operation where key = $1`, [key]);
    const read = await defaultOnly.get(`/v2/batch-operations/${key}`);

    // then
    expect(row?.tenant_ids).toEqual([DEFAULT_TENANT_ID, ACME].sort());
    expect(read.status).toBe(404);
    expect(await searchBatches(defaultOnly)).not.toContain(key);
    expect(await searchItems(defaultOnly, key)).toEqual([]);
    expect(await searchBatches(both)).toContain(key);
    expect((await searchItems(both, key)).sort()).toEqual([instances[DEFAULT_TENANT_ID], instances[ACME]].sort());
  });

  it('should let an operator of <default> only neither read nor suspend, resume or cancel a batch that touches acme', async () => {
    // given
    const held = await insertBatch('SUSPENDED', [DEFAULT_TENANT_ID, ACME]);
    const created = await insertBatch('CREATED', [DEFAULT_TENANT_ID, ACME]);

    // when
    const answers = [
      await defaultOnly.get(`/v2/batch-operations/${held}`),
      await defaultOnly.post(`/v2/batch-operations/${created}/suspension`),
      await defaultOnly.post(`/v2/batch-operations/${held}/resumption`),
      await defaultOnly.post(`/v2/batch-operations/${held}/cancellation`),
    ];

    // then: not there for them, and untouched
    expect(answers.map((answer) => answer.status)).toEqual([404, 404, 404, 404]);
    const states = await pg.query<{ key: string; state: string }>(
      `select key::text as key, state from batch_operation where key = any($1::bigint[]) order by key`,
      [[held, created]],
    );
    expect(states).toEqual([
      { key: held, state: 'SUSPENDED' },
      { key: created, state: 'CREATED' },
    ]);
    expect(await searchBatches(defaultOnly)).not.toContain(held);
    expect(await searchItems(defaultOnly, held)).toEqual([]);
  });

  it('should let an operator of every tenant a batch touches read, suspend, resume and cancel it', async () => {
    // given
    const created = await insertBatch('CREATED', [DEFAULT_TENANT_ID, ACME]);
    const held = await insertBatch('SUSPENDED', [DEFAULT_TENANT_ID, ACME]);

    // when
    const answers = [
      await both.get(`/v2/batch-operations/${created}`),
      await both.post(`/v2/batch-operations/${created}/suspension`),
      await both.post(`/v2/batch-operations/${held}/cancellation`),
    ];

    // then
    expect(answers.map((answer) => answer.status)).toEqual([200, 204, 204]);
    expect((await both.post(`/v2/batch-operations/${created}/resumption`)).status).toBe(204);
    expect(await searchBatches(both)).toEqual(expect.arrayContaining([created, held]));
  });

  it('should let an operator of <default> only see a batch that touches <default> only', async () => {
    // given
    const own = await insertBatch('SUSPENDED', [DEFAULT_TENANT_ID]);

    // when
    const read = await defaultOnly.get<BatchOperationResult>(`/v2/batch-operations/${own}`);

    // then
    expect(read.status).toBe(200);
    expect(await searchBatches(defaultOnly)).toContain(own);
    expect(await searchItems(defaultOnly, own)).toEqual([instances[DEFAULT_TENANT_ID]]);
  });
});
