import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('element kinds the runtime cannot execute yet', () => {
  it('should refuse each of them, naming the kind and, for events, the event definition', async () => {
    const problems = await problemsOf(import.meta.url, 'unsupported.kinds.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['rule-task', 'bpmn:businessRuleTask', 6, 'no zeebe:taskDefinition with a job type or zeebe:calledDecision with a decisionId'],
      ['call', 'bpmn:callActivity', 7, 'a call activity needs zeebe:calledElement with a processId'],
      ['transaction', 'bpmn:transaction', 8, 'element kind not supported yet'],
      ['complex', 'bpmn:complexGateway', 10, 'element kind not supported yet'],
      ['on-error', 'bpmn:boundaryEvent', 12, 'element kind not supported yet (bpmn:boundaryEvent with bpmn:errorEventDefinition)'],
      // Conditional events run; these two lack the condition Zeebe requires.
      ['conditional-start', 'bpmn:startEvent', 15, 'a conditional event needs a condition: add a bpmn:condition such as "= amount > 100"'],
      [
        'compensate-catch',
        'bpmn:intermediateCatchEvent',
        18,
        'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:compensateEventDefinition)',
      ],
      ['conditional', 'bpmn:intermediateCatchEvent', 24, 'a conditional event needs a condition: add a bpmn:condition such as "= amount > 100"'],
      ['link', 'bpmn:endEvent', 27, 'element kind not supported yet (bpmn:endEvent with bpmn:linkEventDefinition)'],
      ['cancel-end', 'bpmn:endEvent', 30, 'element kind not supported yet (bpmn:endEvent with bpmn:cancelEventDefinition)'],
      [
        'timer-and-message',
        'bpmn:intermediateCatchEvent',
        33,
        'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:timerEventDefinition and bpmn:messageEventDefinition)',
      ],
    ]);
  });
});
