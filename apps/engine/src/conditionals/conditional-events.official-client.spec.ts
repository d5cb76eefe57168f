import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { type CamundaClient, CONSISTENT, clientInput, completeOneJob, elementStatesOf, refusalOf, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (name: string) => fileURLToPath(new URL(`./${name}`, import.meta.url));

/** Conditional events driven by the official Camunda client, every response checked against Camunda's schemas. */
describe('conditional events with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: CamundaClient;
  let pg: PgPool;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
    pg = engine.app.get(PgPool);
    await camunda.deployResourcesFromFiles([
      fixture('conditional-boundary.address-change.bpmn'),
      fixture('conditional-event-sub-process.cancel.bpmn'),
      fixture('conditional-start.orders.bpmn'),
    ]);
  });
  afterAll(() => engine?.close());

  const start = (processDefinitionId: string, variables: Record<string, unknown>) =>
    camunda.createProcessInstance(clientInput('createProcessInstance', { processDefinitionId, variables }));
  const stateOf = async (processInstanceKey: string) =>
    (await camunda.getProcessInstance(clientInput('getProcessInstance', { processInstanceKey }), CONSISTENT)).state;

  it('should interrupt a task through its conditional boundary event when PUT /v2/element-instances/{key}/variables makes the condition true', async () => {
    // given
    const { processInstanceKey } = await start('conditional-boundary', { addressChanged: false });
    const waiting = await pg.query<{ kind: string; element_id: string }>(`select kind, element_id from event_subscription where process_instance_key = $1`, [
      processInstanceKey,
    ]);
    expect(waiting).toEqual([{ kind: 'conditional', element_id: 'address-changed' }]);
    const found = await camunda.searchElementInstances(
      clientInput('searchElementInstances', { filter: { processInstanceKey, elementId: 'review' } }),
      CONSISTENT,
    );
    const review = found.items[0]?.elementInstanceKey;

    // when: a variable the condition does not mention, then the one it does
    await camunda.createElementInstanceVariables(clientInput('createElementInstanceVariables', { elementInstanceKey: review, variables: { note: 'x' } }));
    const unmoved = await elementStatesOf(camunda, processInstanceKey);
    await camunda.createElementInstanceVariables(
      clientInput('createElementInstanceVariables', { elementInstanceKey: review, variables: { addressChanged: true } }),
    );

    // then
    expect(unmoved).toEqual(['start COMPLETED', 'review ACTIVE']);
    expect(await stateOf(processInstanceKey)).toBe('COMPLETED');
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual([
      'start COMPLETED',
      'review TERMINATED',
      'address-changed COMPLETED',
      'apply-changes COMPLETED',
    ]);
    expect(await pg.query(`select key from event_subscription where process_instance_key = $1`, [processInstanceKey])).toEqual([]);
    const history = await fetch(`${engine.baseUrl}/baton/v1/process-instances/${processInstanceKey}/history`);
    expect(history.status).toBe(200);
    const { items } = (await history.json()) as { items: { type: string; payload: Record<string, unknown> }[] };
    expect(items.filter((item) => item.type === 'EventTriggered').map((item) => [item.payload.kind, item.payload.elementId])).toEqual([
      ['conditional', 'address-changed'],
    ]);
  });

  it("should start an interrupting conditional event sub-process from a job's completion variables", async () => {
    // given
    const { processInstanceKey } = await start('conditional-cancel', { cancelled: false });

    // when
    expect(await completeOneJob(camunda, 'conditional-prepare', { cancelled: true })).toBe('prepare');

    // then: the next task was reached in the same command, and ended by the event sub-process
    expect(await stateOf(processInstanceKey)).toBe('COMPLETED');
    expect(await elementStatesOf(camunda, processInstanceKey)).toEqual([
      'start COMPLETED',
      'prepare COMPLETED',
      'ship TERMINATED',
      'cancellation COMPLETED',
      'order-cancelled COMPLETED',
      'cancelled-end COMPLETED',
    ]);
  });

  it('should start every latest process whose root conditional start condition holds, once per start event, with the variables', async () => {
    // when
    const large = await camunda.evaluateConditionals(clientInput('evaluateConditionals', { variables: { amount: 5000, rush: true } }));
    const none = await camunda.evaluateConditionals(clientInput('evaluateConditionals', { variables: { other: 1 } }));
    const definitions = await camunda.searchProcessDefinitions(
      clientInput('searchProcessDefinitions', { filter: { processDefinitionId: 'conditional-small-order' } }),
      CONSISTENT,
    );
    const smallKey = definitions.items[0]?.processDefinitionKey;
    const onlySmall = await camunda.evaluateConditionals(
      clientInput('evaluateConditionals', { variables: { amount: 10, rush: true }, processDefinitionKey: smallKey }),
    );
    const unknown = await refusalOf(
      camunda.evaluateConditionals(clientInput('evaluateConditionals', { variables: {}, processDefinitionKey: '2251799813999999' })),
    );

    // then: both start events of the large order held (two instances), the small order's did not
    expect(large.tenantId).toBe('<default>');
    expect(large.conditionalEvaluationKey).toMatch(/^\d+$/);
    const started = await Promise.all(
      large.processInstances.map(async ({ processInstanceKey }) =>
        camunda.getProcessInstance(clientInput('getProcessInstance', { processInstanceKey }), CONSISTENT),
      ),
    );
    expect(started.map((instance) => instance.processDefinitionId)).toEqual(['conditional-large-order', 'conditional-large-order']);
    const startEvents = await Promise.all(
      large.processInstances.map(async ({ processInstanceKey }) => (await elementStatesOf(camunda, processInstanceKey))[0]),
    );
    expect(startEvents.sort()).toEqual(['large-order COMPLETED', 'rush-order COMPLETED']);
    const variables = await camunda.searchVariables(
      clientInput('searchVariables', { filter: { processInstanceKey: large.processInstances[0]?.processInstanceKey } }),
      CONSISTENT,
    );
    expect(Object.fromEntries(variables.items.map((item) => [item.name, item.value]))).toEqual({ amount: '5000', rush: 'true' });
    expect(none.processInstances).toEqual([]);
    expect(onlySmall.processInstances.map((instance) => instance.processDefinitionKey)).toEqual([smallKey]);
    expect(unknown?.status).toBe(404);
  });
});
