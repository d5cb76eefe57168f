import { describe, expect, it } from 'vitest';
import { isDmnXml, newDecisionXml } from './decision-xml';

describe('isDmnXml', () => {
  it('tells DMN models (1.1 to 1.5) from BPMN', () => {
    expect(isDmnXml(newDecisionXml('abc'))).toBe(true);
    expect(isDmnXml('<definitions xmlns="http://www.omg.org/spec/DMN/20151101/dmn.xsd" id="d">')).toBe(true);
    expect(isDmnXml('<dmn:definitions xmlns:dmn="https://www.omg.org/spec/DMN/20230324/MODEL/" id="d">')).toBe(true);
    expect(isDmnXml('<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d">')).toBe(false);
  });
});

describe('newDecisionXml', () => {
  it('gives the decision and its definitions ids of their own, the diagram following the decision', () => {
    const xml = newDecisionXml('abc');
    expect(xml).toContain('<decision id="Decision_abc"');
    expect(xml).toContain('dmnElementRef="Decision_abc"');
    expect(xml).toContain('id="Definitions_abc"');
    expect(xml).not.toContain('template');
  });
});
