import { describe, expect, it } from 'vitest';
import type { MigrateProcessInstance } from '../model/runtime-command.js';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

const REQUESTED_BY = { actorId: 'olga', reason: 'new worker', operationReference: null, batchOperationKey: null };

function versions() {
  const v1 = new ProcessBuilder('order')
    .element('start', 'START_EVENT')
    .serviceTask('pay', 'pay-v1')
    .element('end', 'END_EVENT')
    .chain('start', 'pay', 'end')
    .build();
  const v2 = new ProcessBuilder('order')
    .element('start', 'START_EVENT')
    .serviceTask('charge', 'charge-v2')
    .serviceTask('ship', 'ship-v2')
    .element('end', 'END_EVENT')
    .chain('start', 'charge', 'ship', 'end')
    .build();
  return { v1, v2 };
}

const migrate = (target: ReturnType<typeof versions>['v2'], mappingInstructions: MigrateProcessInstance['mappingInstructions']): MigrateProcessInstance => ({
  type: 'MigrateProcessInstance',
  target: { processDefinitionKey: '20', version: 2, process: target },
  mappingInstructions,
  requestedBy: REQUESTED_BY,
});

describe('MigrateProcessInstance', () => {
  it('should move the instance, its element and its job to the target, then run on the target', () => {
    // given
    const { v1, v2 } = versions();
    const harness = new InstanceHarness(v1);
    harness.start();
    const jobKey = harness.jobKeyOf('pay');

    // when
    const events = harness.send(migrate(v2, [{ sourceElementId: 'pay', targetElementId: 'charge' }]));

    // then
    expect(events).toEqual(['ProcessInstanceMigrated', 'ElementInstanceMigrated order -> order', 'ElementInstanceMigrated pay -> charge', 'JobMigrated']);
    expect(harness.state).toMatchObject({ processDefinitionKey: '20', processDefinitionVersion: 2, process: v2 });
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ elementId: 'charge', type: 'charge-v2', retries: 3 });
    expect(harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toContain('JobCreated ship ship-v2');
  });

  it("should move an open execution listener job with its element, keeping the listener's type", () => {
    // given
    const { v1, v2 } = versions();
    const listener = { eventType: 'start', type: { kind: 'static', value: 'audit' }, retries: { kind: 'static', value: '3' } } as const;
    const pay = v1.elements['pay'];
    const charge = v2.elements['charge'];
    if (!pay || !charge) throw new Error('the versions lack their tasks');
    pay.executionListeners = [listener];
    charge.executionListeners = [listener];
    const harness = new InstanceHarness(v1);
    harness.start();
    const jobKey = harness.jobKeyOf('pay');

    // when
    expect(harness.send(migrate(v2, [{ sourceElementId: 'pay', targetElementId: 'charge' }]))).toContain('JobMigrated');

    // then
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ elementId: 'charge', type: 'audit', kind: 'EXECUTION_LISTENER' });
    expect(harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toEqual(['JobCompleted', 'JobCreated charge charge-v2', 'ElementActivated charge']);
  });

  it('should refuse a plan that leaves an active element unmapped, and emit nothing', () => {
    // given
    const { v1, v2 } = versions();
    const harness = new InstanceHarness(v1);
    harness.start();
    const before = structuredClone([...harness.state.elementInstances.values()]);

    // then
    expect(() => harness.send(migrate(v2, []))).toThrow(
      "rejected: Expected to migrate process instance '1', but the migration plan is refused:\n- Active element 'pay' (SERVICE_TASK), instance 102, is not mapped",
    );
    expect([...harness.state.elementInstances.values()]).toEqual(before);
    expect(harness.state.process).toBe(v1);
  });
});
