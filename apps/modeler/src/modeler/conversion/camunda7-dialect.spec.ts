import { describe, expect, it } from 'vitest';
import { usesCamunda7Dialect } from './camunda7-dialect';

const definitions = (namespaces: string, body: string) =>
  `<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" ${namespaces}><bpmn:process id="p">${body}</bpmn:process></bpmn:definitions>`;

describe('usesCamunda7Dialect', () => {
  it('should find a Camunda 7 attribute', () => {
    const xml = definitions('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"', '<bpmn:serviceTask id="t" camunda:class="com.acme.Charge" />');
    expect(usesCamunda7Dialect(xml)).toBe(true);
  });

  it('should find a Camunda 7 extension element under another prefix', () => {
    const xml = definitions(
      'xmlns:c7="http://camunda.org/schema/1.0/bpmn"',
      '<bpmn:task id="t"><bpmn:extensionElements><c7:inputOutput /></bpmn:extensionElements></bpmn:task>',
    );
    expect(usesCamunda7Dialect(xml)).toBe(true);
  });

  it('should not offer a conversion for a bare namespace declaration or a Zeebe model', () => {
    expect(usesCamunda7Dialect(definitions('xmlns:camunda="http://camunda.org/schema/1.0/bpmn"', '<bpmn:task id="t" />'))).toBe(false);
    expect(usesCamunda7Dialect(definitions('xmlns:zeebe="http://camunda.org/schema/zeebe/1.0"', '<bpmn:task id="t" zeebe:x="1" />'))).toBe(false);
  });
});
