import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { bpmn, MigrationSpecClient } from './migration-spec-client.js';

const LOAN = bpmn('../../../../examples/loan/loan.v1.bpmn', import.meta.url);

describe("an operator's modification of a running instance", () => {
  let engine: TestEngine;
  let http: HttpClient;
  let client: MigrationSpecClient;
  let loan: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    client = new MigrationSpecClient(http);
    loan = await client.deploy('loan.bpmn', LOAN);
  });
  afterAll(() => engine?.close());

  const modify = (key: string, body: Record<string, unknown>) => http.post<{ detail?: string }>(`/v2/process-instances/${key}/modification`, body);

  async function variables(processInstanceKey: string): Promise<Record<string, unknown>> {
    const found = await http.post<{ items: { name: string; value: string; scopeKey: string }[] }>('/v2/variables/search', { filter: { processInstanceKey } });
    return Object.fromEntries(found.body.items.map((item) => [`${item.scopeKey === processInstanceKey ? '' : 'local:'}${item.name}`, JSON.parse(item.value)]));
  }

  it('should move a token past review with variables, and record who did it and why', async () => {
    // given
    const key = await client.start(loan, { amount: 900 });

    // when
    const moved = await modify(key, {
      moveInstructions: [
        {
          sourceElementInstruction: { sourceType: 'byId', sourceElementId: 'intake' },
          targetElementId: 'disbursement',
          variableInstructions: [{ variables: { approvedBy: 'ops' } }],
        },
      ],
      reason: 'approved by phone',
      operationReference: 42,
    });

    // then
    expect(moved.status).toBe(204);
    expect(await client.activeElements(key)).toEqual(['disbursement']);
    expect(await variables(key)).toEqual({ amount: 900, approvedBy: 'ops' });
    expect(await client.completeJobs('loan-intake', key)).toEqual([]);
    expect(await client.completeJobs('loan-disbursement', key)).toHaveLength(1);
    const history = await http.get<{ items: { type: string; payload: Record<string, unknown> }[] }>(`/baton/v1/process-instances/${key}/history`);
    expect(history.body.items.find((event) => event.type === 'ProcessInstanceModified')?.payload).toMatchObject({
      activatedElementIds: ['disbursement'],
      requestedBy: { actorId: 'anonymous', reason: 'approved by phone', operationReference: 42 },
    });
    const audit = await http.post<{ items: { operationType: string; result: string; annotation: string | null }[] }>('/v2/audit-logs/search', {
      filter: { processInstanceKey: key, operationType: 'MODIFY' },
    });
    expect(audit.body.items).toEqual([expect.objectContaining({ result: 'SUCCESS', annotation: 'reason: approved by phone; operationReference: 42' })]);
  });

  it('should activate an element beside the running one, with its own local variables', async () => {
    const key = await client.start(loan, { amount: 1 });
    expect(
      (
        await modify(key, {
          activateInstructions: [{ elementId: 'notify-customer', variableInstructions: [{ scopeId: 'notify-customer', variables: { channel: 'sms' } }] }],
        })
      ).status,
    ).toBe(204);
    expect(await client.activeElements(key)).toEqual(['intake', 'notify-customer']);
    expect(await variables(key)).toEqual({ amount: 1, 'local:channel': 'sms' });
  });

  it('should terminate an element instance, and the instance with its last token', async () => {
    const key = await client.start(loan, {});
    const [intake] = (
      await http.post<{ items: { elementInstanceKey: string }[] }>('/v2/element-instances/search', { filter: { processInstanceKey: key, elementId: 'intake' } })
    ).body.items;
    expect((await modify(key, { terminateInstructions: [{ elementInstanceKey: intake?.elementInstanceKey }] })).status).toBe(204);
    expect((await client.instance(key)).state).toBe('TERMINATED');
  });

  it('should refuse an instruction it cannot carry out, naming the element, and change nothing', async () => {
    const key = await client.start(loan, {});
    const refused = await modify(key, {
      activateInstructions: [{ elementId: 'notify-customer' }],
      terminateInstructions: [{ elementId: 'review' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.detail).toBe(`Expected to modify process instance '${key}', but element 'review' has no active instance`);
    expect(await client.activeElements(key)).toEqual(['intake']);
    const start = await modify(key, { activateInstructions: [{ elementId: 'start' }] });
    expect(start.body.detail).toContain("element 'start' is a START_EVENT, which cannot be activated");
  });

  it('should set variables in a scope, locally or where they live', async () => {
    // given
    const key = await client.start(loan, { amount: 5 });
    const [intake] = (
      await http.post<{ items: { elementInstanceKey: string }[] }>('/v2/element-instances/search', { filter: { processInstanceKey: key, elementId: 'intake' } })
    ).body.items;

    // when
    expect((await http.request('PUT', `/v2/element-instances/${intake?.elementInstanceKey}/variables`, { variables: { amount: 7, note: 'x' } })).status).toBe(
      204,
    );
    expect(
      (await http.request('PUT', `/v2/element-instances/${intake?.elementInstanceKey}/variables`, { variables: { attempt: 2 }, local: true })).status,
    ).toBe(204);

    // then: propagated to where `amount` lives (the process), new names at the process too; `local` stays in the scope
    expect(await variables(key)).toEqual({ amount: 7, note: 'x', 'local:attempt': 2 });
    expect((await http.request('PUT', '/v2/element-instances/2251799813600001/variables', { variables: { a: 1 } })).status).toBe(404);
  });
});
