import { describe, expect, it } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import { problemsOf, problemsOfXml } from './fixture.test-helper.js';

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

describe('leftover Camunda 7 attributes in a Zeebe model', () => {
  const model = (extra: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" id="d" targetNamespace="t">
  <bpmn:process id="review" isExecutable="true" camunda:isStartableInTasklist="false">
    <bpmn:startEvent id="start" camunda:asyncAfter="true" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="email" />
    <bpmn:sendTask id="email" camunda:type="external" camunda:topic="emailService">
      <bpmn:extensionElements><zeebe:taskDefinition type="email" /></bpmn:extensionElements>
    </bpmn:sendTask>
    <bpmn:sequenceFlow id="f2" sourceRef="email" targetRef="end" />${extra}
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

  it('should deploy the model with one warning per ignored attribute, where the element has the Zeebe definition it stands for', async () => {
    const result = await compileBpmn(model(''));
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    expect(result.warnings).toEqual([
      { elementId: 'review', elementType: 'bpmn:process', line: 3, message: 'camunda:isStartableInTasklist is ignored: Camunda 8 has no such setting' },
      { elementId: 'start', elementType: 'bpmn:startEvent', line: 4, message: 'camunda:asyncAfter is ignored: Camunda 8 has no such setting' },
      { elementId: 'email', elementType: 'bpmn:sendTask', line: 6, message: "camunda:type is ignored: the element's zeebe:taskDefinition applies" },
      { elementId: 'email', elementType: 'bpmn:sendTask', line: 6, message: "camunda:topic is ignored: the element's zeebe:taskDefinition applies" },
    ]);
  });

  it('should still refuse an attribute whose element lacks the Zeebe definition it stands for, or one it does not know', async () => {
    const problems = await problemsOfXml(
      model(`
    <bpmn:userTask id="approve" camunda:assignee="demo" camunda:someFutureAttribute="x"><bpmn:extensionElements><zeebe:userTask /></bpmn:extensionElements></bpmn:userTask>`),
    );
    expect(problems.map((problem) => [problem.elementId, problem.message])).toEqual([
      ['approve', 'the model uses the Camunda 7 dialect (camunda:assignee); use zeebe:assignmentDefinition instead'],
      ['approve', 'the model uses the Camunda 7 dialect (camunda:someFutureAttribute); use the zeebe: equivalent or remove it'],
    ]);
  });

  it('should still refuse a leftover on an element the Camunda 7 converter marked for a person', async () => {
    const problems = await problemsOfXml(
      model('').replace(
        '<zeebe:taskDefinition type="email" />',
        '<zeebe:taskDefinition type="email" /><conversion:note xmlns:conversion="http://baton.dev/schema/conversion/1.0" severity="manual">decide</conversion:note>',
      ),
    );
    expect(problems.map((problem) => [problem.elementId, problem.message])).toEqual([
      ['email', 'the model uses the Camunda 7 dialect (camunda:type); use a zeebe:taskDefinition with a job type (a job worker) instead'],
      ['email', 'the model uses the Camunda 7 dialect (camunda:topic); use a zeebe:taskDefinition with a job type (a job worker) instead'],
    ]);
  });
});
