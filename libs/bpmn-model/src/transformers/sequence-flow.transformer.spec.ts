import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('sequence flow transformer and linking', () => {
  it('should report bad conditions and flows that cannot be linked', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:sequenceFlow', line, message });
    expect(await problemsOf(import.meta.url, 'sequence-flow.problems.bpmn')).toEqual([
      problem('broken-feel', 7, "invalid FEEL in the condition: syntax error at position 9: the expression 'amount >' ends too early"),
      problem('javascript', 10, "the condition is written in 'javascript'; only FEEL conditions are supported"),
      problem('empty', 13, 'invalid FEEL in the condition: the expression is empty'),
      problem('dangling', 21, "targetRef 'missing' refers to an element that does not exist"),
      problem('no-source', 22, 'the sequence flow has no sourceRef'),
      problem('to-data', 23, "targetRef 'data' is not a flow node of process 'P'"),
      // The flow into the refused business rule task is covered by the task's problem.
      {
        elementId: 'approve',
        elementType: 'bpmn:businessRuleTask',
        line: 26,
        message: 'no zeebe:taskDefinition with a job type or zeebe:calledDecision with a decisionId',
      },
    ]);
  });

  it('should keep conditions on flows leaving an activity: the runtime takes every flow whose condition is true', async () => {
    const process = await compileFixture(import.meta.url, 'sequence-flow.conditional-from-task.bpmn');
    expect(process.flows['to-vip']?.condition).toBe('vip = true');
    expect(process.flows['to-all']?.condition).toBeNull();
    expect(process.elements['work']?.defaultFlowId).toBe('to-fallback');
  });
});
