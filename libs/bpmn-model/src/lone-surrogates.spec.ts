import { describe, expect, it } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import { problemsOfXml } from './fixture.test-helper.js';

const model = (processName: string, jobType: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="x">
  <bpmn:process id="p" isExecutable="true" name="${processName}">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" />
    <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="${jobType}" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('lone surrogates in a model', () => {
  it('should deploy characters written as references, pairs included', async () => {
    const result = await compileBpmn(model('Pay &#x1F4A5;', 'pay-&#xD83D;&#xDCA5;'));

    expect(result.ok, JSON.stringify(result)).toBe(true);
  });

  it('should refuse a reference to half of a pair, naming each element holding one', async () => {
    const problems = await problemsOfXml(model('n&#xDC00;', 'a&#xD800;b'));

    const message = 'it holds a lone UTF-16 surrogate (a character reference such as &#xD800; that is not half of a pair), which cannot be stored';
    expect(problems).toEqual([
      expect.objectContaining({ elementId: 'p', elementType: 'bpmn:process', message }),
      expect.objectContaining({ elementId: 'work', elementType: 'bpmn:serviceTask', message }),
    ]);
  });
});
