import { readFileSync } from 'node:fs';
import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { InstanceHarness } from '../testing/runtime-harness.js';

async function processOf(file: string): Promise<ExecutableProcess> {
  const result = await compileBpmn(readFileSync(new URL(file, import.meta.url), 'utf8'));
  if (!result.ok || !result.processes[0]) throw new Error(`${file} does not compile: ${JSON.stringify(result.ok ? [] : result.problems)}`);
  return result.processes[0];
}

const HOUR = 3_600_000;
const REQUESTED_BY = { actorId: 'olga', reason: null, operationReference: null, batchOperationKey: null };

/** An instance of version 1 started at 1 000 ms, migrated half an hour later with only its job's element mapped. */
async function migratedHalfAnHourIn() {
  const [v1, v2] = await Promise.all([processOf('./migration.waiting-scopes.v1.bpmn'), processOf('./migration.waiting-scopes.v2.bpmn')]);
  const harness = new InstanceHarness(v1);
  harness.start({ orderId: 'o-1' });
  const before = new Map([...harness.state.subscriptions.values()].map((subscription) => [subscription.elementId, structuredClone(subscription)]));
  harness.ports.time += HOUR / 2;
  harness.send({
    type: 'MigrateProcessInstance',
    target: { processDefinitionKey: '20', version: 2, process: v2 },
    mappingInstructions: [{ sourceElementId: 'work', targetElementId: 'work' }],
    requestedBy: REQUESTED_BY,
  });
  const after = new Map([...harness.state.subscriptions.values()].map((subscription) => [subscription.elementId, subscription]));
  return { harness, before, after };
}

describe('what waits in a migrated instance', () => {
  it("should keep an event sub-process's timer start event, due when it was (not re-armed from the migration)", async () => {
    // given, when
    const { before, after } = await migratedHalfAnHourIn();

    // then: the same subscription, still due one hour after the start (neither half an hour later nor after version 2's two hours)
    expect(after.get('remind')).toMatchObject({ key: before.get('remind')?.key, kind: 'timer', dueAt: 1_000 + HOUR, interrupting: false });
  });

  it("should keep an event sub-process's message start event under the target's message name and correlation key", async () => {
    // given, when
    const { before, after } = await migratedHalfAnHourIn();

    // then
    expect(before.get('cancel-requested')).toMatchObject({ messageName: 'cancel-order', correlationKey: 'o-1' });
    expect(after.get('cancel-requested')).toMatchObject({
      key: before.get('cancel-requested')?.key,
      messageName: 'order-cancelled',
      correlationKey: 'c-o-1',
      interrupting: true,
    });
  });

  it("should give the open job the target's type and task headers, dropping the headers the target no longer has", async () => {
    // given, when
    const { harness } = await migratedHalfAnHourIn();

    // then
    const job = harness.state.jobs.get(harness.jobKeyOf('work'));
    expect(job).toMatchObject({ type: 'work-v2', customHeaders: { stage: 'two' } });
  });

  it('should fire the kept timer on the target when it is due', async () => {
    // given
    const { harness, before } = await migratedHalfAnHourIn();
    harness.ports.time = 1_000 + HOUR;

    // when
    const events = harness.send({ type: 'TriggerEvent', subscriptionKey: before.get('remind')?.key ?? '', kind: 'timer', variables: {}, messageKey: null });

    // then
    expect(events.filter((event) => event.startsWith('ElementActivated'))).toEqual([
      'ElementActivated reminder',
      'ElementActivated remind',
      'ElementActivated reminded',
    ]);
  });
});
