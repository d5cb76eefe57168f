import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';

describe('business rule task with a zeebe:taskDefinition', () => {
  it('should create a job of its type, as a service task does', async () => {
    // given
    const harness = await harnessForFixture(new URL('business-rule-task.job-worker.bpmn', import.meta.url));

    // when
    const events = harness.start({ total: 120 });

    // then
    expect(events.slice(-3)).toEqual(['ElementActivating decide', 'JobCreated decide discount-rules', 'ElementActivated decide']);
    expect(harness.state.jobs.get(harness.jobKeyOf('decide'))).toMatchObject({ type: 'discount-rules', retries: 2 });
  });

  it('should continue the process with the job variables when the job completes', async () => {
    // given
    const harness = await harnessForFixture(new URL('business-rule-task.job-worker.bpmn', import.meta.url));
    harness.start({ total: 120 });

    // when
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('decide'), variables: { discount: 0.1 } });

    // then
    expect(events).toEqual([
      'JobCompleted',
      'ElementCompleting decide',
      'VariableCreated discount=0.1',
      'ElementCompleted decide',
      'SequenceFlowTaken decide-end',
      'ElementActivating end',
      'ElementActivated end',
      'ElementCompleting end',
      'ElementCompleted end',
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(harness.variable('discount')).toBe(0.1);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
