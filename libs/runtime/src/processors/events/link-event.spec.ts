import { readFileSync } from 'node:fs';
import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { InstanceHarness } from '../../testing/runtime-harness.js';

async function compileFixture(name: string): Promise<ExecutableProcess> {
  const result = await compileBpmn(readFileSync(new URL(name, import.meta.url), 'utf8'));
  if (!result.ok) throw new Error(`expected ${name} to compile, got ${JSON.stringify(result.problems)}`);
  const [process] = result.processes;
  if (!process) throw new Error('no process');
  return process;
}

describe('link events', () => {
  it('should jump from the link throw event to the catch event of the same name, then follow its flow', async () => {
    // given
    const harness = new InstanceHarness(await compileFixture('link-event.jump.bpmn'));

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
    const harness = new InstanceHarness(await compileFixture('link-event.jump.bpmn'));
    harness.start();

    // when
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('review'), variables: {} });

    // then
    expect(events.slice(-4)).toEqual(['ElementCompleting end', 'ElementCompleted end', 'ElementCompleting P', 'ElementCompleted P']);
    expect(events).not.toContain('ElementActivating other-link');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});
