import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('service task transformer', () => {
  it('should read FEEL and static job types, retries and headers', async () => {
    const process = await compileFixture(import.meta.url, 'service-task.simple.bpmn');
    expect(process.elements['notify']).toMatchObject({
      type: 'SERVICE_TASK',
      bpmnType: 'bpmn:ServiceTask',
      name: 'Notify',
      job: { type: { kind: 'feel', source: '"notify-" + region' }, retries: { kind: 'feel', source: 'maxRetries' }, customHeaders: {} },
    });
    expect(process.elements['archive']?.job).toEqual({
      type: { kind: 'static', value: 'archive' },
      retries: { kind: 'static', value: '0' },
      customHeaders: { bucket: 'orders', empty: '' },
    });
    expect(process.elements['archive']?.script).toBeUndefined();
  });

  it('should report every job definition problem', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:serviceTask', line, message });
    expect(await problemsOf(import.meta.url, 'service-task.problems.bpmn')).toEqual([
      problem('no-definition', 5, 'no zeebe:taskDefinition with a job type'),
      problem('empty-type', 6, 'no zeebe:taskDefinition with a job type'),
      problem('bad-retries', 11, "zeebe:taskDefinition retries 'three' is neither a non-negative integer nor a FEEL expression starting with '='"),
      problem('bad-feel', 16, "invalid FEEL in the job type: syntax error at position 7: the expression 'kind +' ends too early"),
      problem('bad-feel', 16, "invalid FEEL in the job retries: syntax error at position 2: the expression '(' ends too early"),
      problem('header-without-key', 21, 'a zeebe:header has no key'),
    ]);
  });
});
