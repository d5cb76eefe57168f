import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';

const harness = () => harnessForFixture(new URL('message-throw-event.jobs.bpmn', import.meta.url));

describe('message throw and end events', () => {
  it('should wait for the job of each, as a send task does, then go on', async () => {
    // given
    const instance = await harness();
    expect(instance.start().slice(-3)).toEqual(['ElementActivating notify', 'JobCreated notify notify', 'ElementActivated notify']);

    // when the throw event's job completes
    const thrown = instance.send({ type: 'CompleteJob', jobKey: instance.jobKeyOf('notify'), variables: { sent: true } });

    // then its outputs apply and the end event waits for its own job
    expect(thrown).toEqual([
      'JobCompleted',
      'ElementCompleting notify',
      'VariableCreated sent=true',
      'VariableCreated notified=true',
      'ElementCompleted notify',
      'SequenceFlowTaken notify-done',
      'ElementActivating done',
      'JobCreated done report',
      'ElementActivated done',
    ]);
    // As with a task's job: with output mappings, what the worker sent stays local and only the mapping reaches the process.
    expect(instance.variable('notified')).toBe(true);
    expect(instance.variable('sent')).toBeUndefined();
    expect(instance.send({ type: 'CompleteJob', jobKey: instance.jobKeyOf('done'), variables: {} })).toEqual([
      'JobCompleted',
      'ElementCompleting done',
      'ElementCompleted done',
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
  });

  it("should cancel the event's job when the instance is cancelled", async () => {
    const instance = await harness();
    instance.start();
    expect(instance.send({ type: 'CancelProcessInstance' })).toEqual([
      'ElementTerminating P',
      'ElementTerminating notify',
      'JobCanceled',
      'ElementTerminated notify',
      'ElementTerminated P',
    ]);
  });
});
