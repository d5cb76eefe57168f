import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('script task transformer', () => {
  it('should compile a FEEL zeebe:script', async () => {
    const process = await compileFixture(import.meta.url, 'script-task.feel.bpmn');
    expect(process.elements['sum']).toMatchObject({
      type: 'SCRIPT_TASK',
      bpmnType: 'bpmn:ScriptTask',
      script: { expression: 'sum(items)', resultVariable: 'total' },
      outputMappings: [{ source: { kind: 'feel', source: 'total' }, target: 'order.total' }],
    });
    expect(process.elements['sum']?.job).toBeUndefined();
  });

  it('should compile a script task implemented by a job worker', async () => {
    const process = await compileFixture(import.meta.url, 'script-task.job-worker.bpmn');
    expect(process.elements['render']?.job).toEqual({
      type: { kind: 'static', value: 'render-template' },
      retries: { kind: 'static', value: '3' },
      customHeaders: { template: 'invoice.html' },
    });
    expect(process.elements['render']?.script).toBeUndefined();
  });

  it('should report every script problem with what to add', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:scriptTask', line, message });
    expect(await problemsOf(import.meta.url, 'script-task.problems.bpmn')).toEqual([
      problem('nothing', 5, 'add a zeebe:script with a FEEL expression and a resultVariable, or a zeebe:taskDefinition with a job type for a worker'),
      problem(
        'javascript',
        6,
        "the bpmn:script in 'javascript' cannot run: only a FEEL zeebe:script (expression starting with '=' and a resultVariable) or a job worker (zeebe:taskDefinition) is supported",
      ),
      problem('no-marker', 9, "the zeebe:script expression must be a FEEL expression starting with '=' (found 'a + b')"),
      problem('no-result', 14, 'the zeebe:script has no resultVariable; add the variable that receives the result'),
      problem('both', 19, 'has both a zeebe:script and a zeebe:taskDefinition; keep only one'),
      problem('bad-feel', 25, "invalid FEEL in the zeebe:script expression: syntax error at position 4: the expression 'a +' ends too early"),
    ]);
  });
});
