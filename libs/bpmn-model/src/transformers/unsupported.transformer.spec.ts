import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('element kinds the runtime cannot execute yet', () => {
  it('should refuse each of them, naming the kind and, for events, the event definition', async () => {
    const problems = await problemsOf(import.meta.url, 'unsupported.kinds.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['user-task', 'bpmn:userTask', 5, 'element kind not supported yet'],
      ['receive-task', 'bpmn:receiveTask', 6, 'element kind not supported yet'],
      ['rule-task', 'bpmn:businessRuleTask', 7, 'element kind not supported yet'],
      ['call', 'bpmn:callActivity', 8, 'element kind not supported yet'],
      ['sub', 'bpmn:subProcess', 9, 'element kind not supported yet'],
      ['transaction', 'bpmn:transaction', 12, 'element kind not supported yet'],
      ['ad-hoc', 'bpmn:adHocSubProcess', 13, 'element kind not supported yet'],
      ['complex', 'bpmn:complexGateway', 14, 'element kind not supported yet'],
      ['inclusive', 'bpmn:inclusiveGateway', 15, 'element kind not supported yet'],
      ['event-based', 'bpmn:eventBasedGateway', 16, 'element kind not supported yet'],
      ['timeout', 'bpmn:boundaryEvent', 17, 'element kind not supported yet (bpmn:boundaryEvent with bpmn:timerEventDefinition)'],
      ['wait-message', 'bpmn:intermediateCatchEvent', 20, 'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:messageEventDefinition)'],
      ['signal-start', 'bpmn:startEvent', 23, 'element kind not supported yet (bpmn:startEvent with bpmn:signalEventDefinition)'],
      ['error-end', 'bpmn:endEvent', 26, 'element kind not supported yet (bpmn:endEvent with bpmn:errorEventDefinition)'],
      ['terminate-end', 'bpmn:endEvent', 29, 'element kind not supported yet (bpmn:endEvent with bpmn:terminateEventDefinition)'],
      ['escalate', 'bpmn:intermediateThrowEvent', 32, 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:escalationEventDefinition)'],
      ['compensate', 'bpmn:intermediateThrowEvent', 35, 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:compensateEventDefinition)'],
      ['conditional', 'bpmn:intermediateCatchEvent', 38, 'element kind not supported yet (bpmn:intermediateCatchEvent with bpmn:conditionalEventDefinition)'],
      ['link', 'bpmn:intermediateThrowEvent', 41, 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:linkEventDefinition)'],
      ['cancel-end', 'bpmn:endEvent', 44, 'element kind not supported yet (bpmn:endEvent with bpmn:cancelEventDefinition)'],
      ['each-order', 'bpmn:serviceTask', 47, 'element kind not supported yet (bpmn:serviceTask with bpmn:multiInstanceLoopCharacteristics)'],
    ]);
  });
});
