import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { lifecycle } from '../../testing/spec-commands.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

describe('terminate end event', () => {
  it('should end the other branches of its sub-process (a token on its way included) and complete it, leaving the enclosing scope running', async () => {
    const harness = await harnessFor('end-event.terminate.bpmn');
    const events = harness.start();
    expect(lifecycle(events)).toEqual([
      'ElementActivated P',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated split',
      'ElementCompleted split',
      'ElementActivated sub',
      'ElementActivated outside',
      'ElementActivated sub-start',
      'ElementCompleted sub-start',
      'ElementActivated fork',
      'ElementCompleted fork',
      'ElementActivated note',
      'ElementActivated wait',
      'ElementActivated stop',
      'ElementCompleted note',
      'ElementCompleted stop',
      'ElementTerminated wait',
      'ElementCompleted sub',
      'ElementActivated review',
    ]);
    expect(events).toContain('JobCanceled');
    expect(events).toContain('SequenceFlowTaken note-noted');
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    expect(harness.jobKeyOf('outside')).toBeDefined();
  });

  it('should end every other token of the process when reached at the top, and complete the process', async () => {
    const harness = await harnessFor('end-event.terminate.bpmn');
    harness.start();
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('review'), variables: {} });
    expect(lifecycle(events)).toEqual([
      'ElementCompleted review',
      'ElementActivated halt',
      'ElementCompleted halt',
      'ElementTerminated outside',
      'ElementCompleted P',
    ]);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
