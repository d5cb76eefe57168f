import { describe, expect, it } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import { problemsOfXml } from './fixture.test-helper.js';
import { MAX_NAME_LENGTH } from './name-lengths.js';

interface Names {
  processId?: string;
  taskId?: string;
  jobType?: string;
  messageName?: string;
  correlationKey?: string;
  signalName?: string;
  errorCode?: string;
  assignee?: string;
  candidateGroups?: string;
  outputTarget?: string;
}

/** A process naming everything the engine stores and indexes, each name as given (or a short one). */
function model(names: Names = {}): string {
  const n = {
    processId: 'p',
    taskId: 'work',
    jobType: 'work',
    messageName: 'paid',
    correlationKey: '=orderId',
    signalName: 'stop',
    errorCode: 'failed',
    assignee: 'demo',
    candidateGroups: 'sales, ops',
    outputTarget: 'result',
    ...names,
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="defs" targetNamespace="http://baton.dev/test">
  <bpmn:message id="msg" name="${n.messageName}"><bpmn:extensionElements><zeebe:subscription correlationKey="${n.correlationKey}" /></bpmn:extensionElements></bpmn:message>
  <bpmn:signal id="sig" name="${n.signalName}" />
  <bpmn:error id="err" errorCode="${n.errorCode}" />
  <bpmn:process id="${n.processId}" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="${n.taskId}" />
    <bpmn:serviceTask id="${n.taskId}">
      <bpmn:extensionElements>
        <zeebe:taskDefinition type="${n.jobType}" />
        <zeebe:ioMapping><zeebe:output source="=1" target="${n.outputTarget}" /></zeebe:ioMapping>
      </bpmn:extensionElements>
    </bpmn:serviceTask>
    <bpmn:sequenceFlow id="f2" sourceRef="${n.taskId}" targetRef="wait" />
    <bpmn:intermediateCatchEvent id="wait"><bpmn:messageEventDefinition messageRef="msg" /></bpmn:intermediateCatchEvent>
    <bpmn:sequenceFlow id="f3" sourceRef="wait" targetRef="approve" />
    <bpmn:userTask id="approve">
      <bpmn:extensionElements><zeebe:userTask /><zeebe:assignmentDefinition assignee="${n.assignee}" candidateGroups="${n.candidateGroups}" /></bpmn:extensionElements>
    </bpmn:userTask>
    <bpmn:sequenceFlow id="f4" sourceRef="approve" targetRef="signal" />
    <bpmn:intermediateThrowEvent id="signal"><bpmn:signalEventDefinition signalRef="sig" /></bpmn:intermediateThrowEvent>
    <bpmn:sequenceFlow id="f5" sourceRef="signal" targetRef="end" />
    <bpmn:endEvent id="end"><bpmn:errorEventDefinition errorRef="err" /></bpmn:endEvent>
  </bpmn:process>
</bpmn:definitions>`;
}

const long = (letter: string, length = MAX_NAME_LENGTH + 1) => letter.repeat(length);

describe('the length of stored ids and names', () => {
  it(`should deploy every name of ${MAX_NAME_LENGTH} characters`, async () => {
    const names = { taskId: long('t', MAX_NAME_LENGTH), jobType: long('j', MAX_NAME_LENGTH), messageName: long('m', MAX_NAME_LENGTH) };

    const result = await compileBpmn(model(names));

    expect(result.ok, JSON.stringify(result).slice(0, 500)).toBe(true);
  });

  it.each<[keyof Names, string, string]>([
    ['processId', 'process id', 'bpmn:process'],
    ['taskId', 'id', 'bpmn:serviceTask'],
    ['jobType', 'job type', 'bpmn:serviceTask'],
    ['messageName', 'message name', 'bpmn:intermediateCatchEvent'],
    ['correlationKey', 'correlation key', 'bpmn:intermediateCatchEvent'],
    ['signalName', 'signal name', 'bpmn:intermediateThrowEvent'],
    ['errorCode', 'error code', 'bpmn:endEvent'],
    ['assignee', 'assignee', 'bpmn:userTask'],
    ['candidateGroups', 'candidate group', 'bpmn:userTask'],
    ['outputTarget', 'mapping target', 'bpmn:serviceTask'],
  ])('should refuse a %s longer than the bound, naming it and its element', async (field, what, type) => {
    const problems = await problemsOfXml(model({ [field]: long('x') }));

    expect(problems).toContainEqual(
      expect.objectContaining({
        elementType: type,
        message: `its ${what} has ${MAX_NAME_LENGTH + 1} characters, more than ${MAX_NAME_LENGTH} ('${'x'.repeat(32)}…')`,
      }),
    );
  });

  it('should quote a megabyte-long id shortened, at its line', async () => {
    const problems = await problemsOfXml(model({ jobType: long('j', 1024 * 1024) }));

    expect(problems).toEqual([expect.objectContaining({ elementId: 'work', elementType: 'bpmn:serviceTask', line: 9 })]);
    expect(JSON.stringify(problems).length).toBeLessThan(500);
  });
});
