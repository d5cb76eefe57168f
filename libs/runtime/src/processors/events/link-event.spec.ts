import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';

describe('link events', () => {
  it('should jump from the link throw event to the catch event of the same name, then follow its flow', async () => {
    // given
    const harness = await harnessForFixture(new URL('link-event.jump.bpmn', import.meta.url));

    // when
    const events = harness.start();

    // then
    expect(events).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      'ElementActivating start',
      'ElementActivated start',
      'ElementCompleting start',
      'ElementCompleted start',
      'SequenceFlowTaken start-go',
      'ElementActivating go-to-review',
      'ElementActivated go-to-review',
      'ElementCompleting go-to-review',
      'ElementCompleted go-to-review',
      'ElementActivating review-here',
      'ElementActivated review-here',
      'ElementCompleting review-here',
      'ElementCompleted review-here',
      'SequenceFlowTaken here-review',
      'ElementActivating review',
      'JobCreated review review',
      'ElementActivated review',
    ]);
  });

  it('should complete the process once the flow after the link catch event ends', async () => {
    // given
    const harness = await harnessForFixture(new URL('link-event.jump.bpmn', import.meta.url));
    harness.start();

    // when
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('review'), variables: {} });

    // then
    expect(events.slice(-4)).toEqual(['ElementCompleting end', 'ElementCompleted end', 'ElementCompleting P', 'ElementCompleted P']);
    expect(events).not.toContain('ElementActivating other-link');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
