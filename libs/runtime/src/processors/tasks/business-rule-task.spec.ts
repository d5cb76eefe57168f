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

describe('business rule task with a zeebe:taskDefinition', () => {
  it('should create a job of its type, as a service task does', async () => {
    // given
    const harness = new InstanceHarness(await compileFixture('business-rule-task.job-worker.bpmn'));

    // when
    const events = harness.start({ total: 120 });

    // then
    expect(events.slice(-3)).toEqual(['ElementActivating decide', 'JobCreated decide discount-rules', 'ElementActivated decide']);
    expect(harness.state.jobs.get(harness.jobKeyOf('decide'))).toMatchObject({ type: 'discount-rules', retries: 2 });
  });

  it('should continue the process with the job variables when the job completes', async () => {
    // given
    const harness = new InstanceHarness(await compileFixture('business-rule-task.job-worker.bpmn'));
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
