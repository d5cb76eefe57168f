import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

describe('process', () => {
  const model = () =>
    new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('fork', 'PARALLEL_GATEWAY')
      .serviceTask('a', 'a')
      .serviceTask('b', 'b')
      .chain('start', 'fork', 'a')
      .chain('fork', 'b')
      .build();

  it('should pass through start event, manual task, task and throw event', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('manual', 'MANUAL_TASK')
      .element('plain', 'TASK')
      .element('milestone', 'INTERMEDIATE_THROW_EVENT')
      .element('end', 'END_EVENT')
      .chain('start', 'manual', 'plain', 'milestone', 'end')
      .build();
    const harness = new InstanceHarness(process);
    const events = harness.start();
    expect(events.filter((event) => event.startsWith('ElementCompleted'))).toEqual([
      'ElementCompleted start',
      'ElementCompleted manual',
      'ElementCompleted plain',
      'ElementCompleted milestone',
      'ElementCompleted end',
      'ElementCompleted process',
    ]);
  });

  it('should terminate every token and cancel their jobs when cancelled', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();

    // when
    const events = harness.send({ type: 'CancelProcessInstance' });

    // then
    expect(events).toEqual([
      'ElementTerminating process',
      'ElementTerminating a',
      'JobCanceled',
      'ElementTerminated a',
      'ElementTerminating b',
      'JobCanceled',
      'ElementTerminated b',
      'ElementTerminated process',
    ]);
    expect([...harness.state.jobs.values()].map((job) => job.state)).toEqual(['CANCELED', 'CANCELED']);
  });

  it('should refuse to cancel an instance that is no longer active', () => {
    const harness = new InstanceHarness(model());
    harness.start();
    harness.send({ type: 'CancelProcessInstance' });
    expect(() => harness.send({ type: 'CancelProcessInstance' })).toThrow(/no such process instance is active/);
  });
});
