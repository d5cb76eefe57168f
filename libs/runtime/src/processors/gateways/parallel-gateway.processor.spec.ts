import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const forkJoin = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('fork', 'PARALLEL_GATEWAY')
    .serviceTask('a', 'task-a')
    .serviceTask('b', 'task-b')
    .element('join', 'PARALLEL_GATEWAY')
    .element('end', 'END_EVENT')
    .chain('start', 'fork', 'a', 'join', 'end')
    .chain('fork', 'b', 'join')
    .build();

describe('parallel gateway', () => {
  it('should fork into every outgoing flow', () => {
    const events = new InstanceHarness(forkJoin()).start();
    expect(events.slice(events.indexOf('ElementCompleted fork'))).toEqual([
      'ElementCompleted fork',
      'SequenceFlowTaken fork-a',
      'SequenceFlowTaken fork-b',
      'ElementActivating a',
      'JobCreated a task-a',
      'ElementActivated a',
      'ElementActivating b',
      'JobCreated b task-b',
      'ElementActivated b',
    ]);
  });

  it('should join only when a token arrived on every incoming flow', () => {
    // given
    const harness = new InstanceHarness(forkJoin());
    harness.start();

    // when the first branch completes
    const first = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('a'), variables: {} });

    // then the join waits
    expect(first.at(-1)).toBe('SequenceFlowTaken a-join');
    expect(harness.state.elementInstances.get('1')?.pendingJoins).toEqual({ 'a-join': 1 });

    // when the second branch completes
    const second = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('b'), variables: {} });

    // then
    expect(second.slice(second.indexOf('SequenceFlowTaken b-join'))).toEqual([
      'SequenceFlowTaken b-join',
      'ElementActivating join',
      'ElementActivated join',
      'ElementCompleting join',
      'ElementCompleted join',
      'SequenceFlowTaken join-end',
      'ElementActivating end',
      'ElementActivated end',
      'ElementCompleting end',
      'ElementCompleted end',
      'ElementCompleting process',
      'ElementCompleted process',
    ]);
    expect(harness.state.elementInstances.get('1')?.pendingJoins).toEqual({});
  });

  it('should not complete the process while a forked token is still on its way', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('fork', 'PARALLEL_GATEWAY')
      .element('quick', 'END_EVENT')
      .serviceTask('slow', 'slow')
      .element('end', 'END_EVENT')
      .chain('start', 'fork', 'quick')
      .chain('fork', 'slow', 'end')
      .build();
    const harness = new InstanceHarness(process);
    harness.start();
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('slow'), variables: {} });
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
