import { describe, expect, it } from 'vitest';
import { problemsOf } from './fixture.test-helper.js';

describe('Camunda 7 dialect check', () => {
  it('should name each Camunda 7 attribute, extension element and JUEL condition with its replacement', async () => {
    const problems = await problemsOf(import.meta.url, 'camunda7-dialect.c7-model.bpmn');
    expect(problems).toEqual([
      {
        elementId: 'invoice',
        elementType: 'bpmn:process',
        line: 3,
        message: 'the model uses the Camunda 7 dialect (camunda:versionTag); use zeebe:versionTag instead',
      },
      {
        elementId: 'invoice',
        elementType: 'bpmn:process',
        line: 3,
        message: 'the model uses the Camunda 7 dialect (camunda:historyTimeToLive); remove it (Camunda 8 has no equivalent)',
      },
      {
        elementId: 'start',
        elementType: 'bpmn:startEvent',
        line: 4,
        message: 'the model uses the Camunda 7 dialect (camunda:asyncBefore); remove it (Camunda 8 runs every step asynchronously)',
      },
      {
        elementId: 'charge',
        elementType: 'bpmn:serviceTask',
        line: 5,
        message: 'the model uses the Camunda 7 dialect (camunda:class); use a zeebe:taskDefinition with a job type (a job worker) instead',
      },
      {
        elementId: 'charge',
        elementType: 'bpmn:serviceTask',
        line: 5,
        message: 'the model uses the Camunda 7 dialect (camunda:inputOutput); use zeebe:ioMapping instead',
      },
      { elementId: 'charge', elementType: 'bpmn:serviceTask', line: 5, message: 'no zeebe:taskDefinition with a job type' },
      {
        elementId: 'yes',
        elementType: 'bpmn:sequenceFlow',
        line: 13,
        // biome-ignore lint/suspicious/noTemplateCurlyInString: a Camunda 7 JUEL expression, quoted as the model has it
        message: "the model uses the Camunda 7 dialect (JUEL condition '${approved}'); use a FEEL expression starting with '=' instead",
      },
      {
        elementId: 'end',
        elementType: 'bpmn:endEvent',
        line: 17,
        message: 'the model uses the Camunda 7 dialect (camunda:someFutureAttribute); use the zeebe: equivalent or remove it',
      },
    ]);
  });

  it('should recognise the namespace under any prefix and ignore other vendors', async () => {
    const problems = await problemsOf(import.meta.url, 'camunda7-dialect.other-prefix.bpmn');
    expect(problems).toEqual([
      {
        elementId: 'review',
        elementType: 'bpmn:userTask',
        line: 5,
        message: 'the model uses the Camunda 7 dialect (camunda:assignee); use zeebe:assignmentDefinition instead',
      },
      {
        elementId: 'review',
        elementType: 'bpmn:userTask',
        line: 5,
        message: 'the model uses the Camunda 7 dialect (camunda:formKey); use zeebe:formDefinition instead',
      },
      {
        elementId: 'start-review',
        elementType: 'bpmn:sequenceFlow',
        line: 6,
        message: "the model uses the Camunda 7 dialect (JUEL condition '#{ready}'); use a FEEL expression starting with '=' instead",
      },
    ]);
  });
});
