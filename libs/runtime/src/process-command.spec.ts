import { describe, expect, it } from 'vitest';
import { processCommand } from './process-command.js';
import { ProcessBuilder } from './testing/process-builder.js';
import { FixedPorts, InstanceHarness } from './testing/runtime-harness.js';

const model = () =>
  new ProcessBuilder().element('start', 'START_EVENT').serviceTask('pay', 'payment').element('end', 'END_EVENT').chain('start', 'pay', 'end').build();

/** Hands out one key that is already taken, as a broken key source would. */
class DuplicateKeyPorts extends FixedPorts {
  constructor(private readonly duplicate: string) {
    super();
  }
  override nextKey(): string {
    return this.duplicate;
  }
}

describe('a transition the element lifecycle refuses', () => {
  it('should reject the whole command and hand back a record of the rejection, instead of dropping the transition', () => {
    // given: an instance waiting at its job, and a key source that repeats the task's key
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    const taskKey = harness.state.jobs.get(jobKey)?.elementInstanceKey as string;

    // when: completing the job activates the end event under the task's key
    const result = processCommand(harness.state, { type: 'CompleteJob', jobKey, variables: {} }, new DuplicateKeyPorts(taskKey));

    // then
    expect(result).toEqual({
      accepted: false,
      rejection: { reason: 'INVALID_STATE', message: expect.stringContaining(`element instance ${taskKey} exists already (pay, COMPLETED)`) },
      record: {
        type: 'CommandRejected',
        commandType: 'CompleteJob',
        reason: 'INVALID_STATE',
        message: `ElementActivating: element instance ${taskKey} exists already (pay, COMPLETED)`,
        timestamp: 1_000,
      },
    });
  });

  it('should refuse to complete an element that has not finished activating, instead of dropping the completion', () => {
    // given: an instance whose task is, by a broken state, still activating while its job is open
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    const taskKey = harness.state.jobs.get(jobKey)?.elementInstanceKey as string;
    harness.state.elementInstances.get(taskKey)!.state = 'ACTIVATING';

    // when
    const result = processCommand(harness.state, { type: 'CompleteJob', jobKey, variables: {} }, harness.ports);

    // then
    expect(result).toMatchObject({
      accepted: false,
      rejection: { reason: 'INVALID_STATE' },
      record: { type: 'CommandRejected', commandType: 'CompleteJob', message: `ElementCompleting: element instance ${taskKey} is pay, ACTIVATING` },
    });
  });
});
