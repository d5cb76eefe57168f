import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('element kinds the runtime cannot execute yet', () => {
  it('should refuse each of them, naming the kind and, for events, the event definition', async () => {
    const problems = await problemsOf(import.meta.url, 'unsupported.kinds.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['rule-task', 'bpmn:businessRuleTask', 6, 'no zeebe:taskDefinition with a job type (a zeebe:calledDecision, a DMN decision, is not supported)'],
      ['call', 'bpmn:callActivity', 7, 'a call activity needs zeebe:calledElement with a processId'],
      ['sub', 'bpmn:subProcess', 8, 'element kind not supported yet (event sub-process: bpmn:subProcess with triggeredByEvent="true")'],
      ['transaction', 'bpmn:transaction', 11, 'element kind not supported yet'],
      ['ad-hoc', 'bpmn:adHocSubProcess', 12, 'element kind not supported yet'],
      ['complex', 'bpmn:complexGateway', 13, 'element kind not supported yet'],
      ['inclusive', 'bpmn:inclusiveGateway', 14, 'element kind not supported yet'],
      ['on-error', 'bpmn:boundaryEvent', 15, 'element kind not supported yet (bpmn:boundaryEvent with bpmn:errorEventDefinition)'],
      ['on-escalation', 'bpmn:boundaryEvent', 18, 'element kind not supported yet (bpmn:boundaryEvent with bpmn:escalationEventDefinition)'],
      ['conditional-start', 'bpmn:startEvent', 21, 'element kind not supported yet (bpmn:startEvent with bpmn:conditionalEventDefinition)'],
      ['escalation-end', 'bpmn:endEvent', 24, 'element kind not supported yet (bpmn:endEvent with bpmn:escalationEventDefinition)'],
      ['compensate-end', 'bpmn:endEvent', 27, 'element kind not supported yet (bpmn:endEvent with bpmn:compensateEventDefinition)'],
      ['escalate', 'bpmn:intermediateThrowEvent', 30, 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:escalationEventDefinition)'],
      ['compensate', 'bpmn:intermediateThrowEvent', 33, 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:compensateEventDefinition)'],
      ['conditional', 'bpmn:intermediateCatchEvent', 36, 'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:conditionalEventDefinition)'],
      ['link', 'bpmn:endEvent', 39, 'element kind not supported yet (bpmn:endEvent with bpmn:linkEventDefinition)'],
      ['cancel-end', 'bpmn:endEvent', 42, 'element kind not supported yet (bpmn:endEvent with bpmn:cancelEventDefinition)'],
      [
        'timer-and-message',
        'bpmn:intermediateCatchEvent',
        45,
        'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:timerEventDefinition and bpmn:messageEventDefinition)',
      ],
      ['each-order', 'bpmn:serviceTask', 49, 'element kind not supported yet (bpmn:serviceTask with bpmn:multiInstanceLoopCharacteristics)'],
      ['each-review', 'bpmn:userTask', 52, 'element kind not supported yet (bpmn:userTask with bpmn:multiInstanceLoopCharacteristics)'],
    ]);
  });
});
