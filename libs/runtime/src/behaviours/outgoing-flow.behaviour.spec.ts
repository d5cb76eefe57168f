import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

describe('conditional sequence flows out of an activity', () => {
  const model = () =>
    new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('review', 'TASK')
      .element('always', 'END_EVENT')
      .element('vip', 'END_EVENT')
      .element('fallback', 'END_EVENT')
      .chain('start', 'review')
      .flow('to-always', 'review', 'always')
      .flow('to-vip', 'review', 'vip', 'vip = true')
      .build();

  it('should take unconditional flows and every true conditional flow', () => {
    const events = new InstanceHarness(model()).start({ vip: true });
    expect(events.filter((event) => event.startsWith('SequenceFlowTaken to-'))).toEqual(['SequenceFlowTaken to-always', 'SequenceFlowTaken to-vip']);
  });

  it('should skip a false conditional flow', () => {
    const events = new InstanceHarness(model()).start({ vip: false });
    expect(events.filter((event) => event.startsWith('SequenceFlowTaken to-'))).toEqual(['SequenceFlowTaken to-always']);
  });

  it('should take the default flow only when no conditional flow is true', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('review', 'TASK')
      .element('vip', 'END_EVENT')
      .element('fallback', 'END_EVENT')
      .chain('start', 'review')
      .flow('to-vip', 'review', 'vip', 'vip = true')
      .flow('to-fallback', 'review', 'fallback', null, true)
      .build();
    const events = new InstanceHarness(process).start({ vip: false });
    expect(events.filter((event) => event.startsWith('SequenceFlowTaken to-'))).toEqual(['SequenceFlowTaken to-fallback']);
  });
});
