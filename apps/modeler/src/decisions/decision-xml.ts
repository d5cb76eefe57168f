import template from './decision-template.dmn?raw';

const DMN_NAMESPACE = /xmlns(:\w+)?="https?:\/\/www\.omg\.org\/spec\/DMN\//;
const BPMN_NAMESPACE = /xmlns(:\w+)?="http:\/\/www\.omg\.org\/spec\/BPMN\//;

/**
 * Whether a file's XML is a DMN model (any DMN 1.x namespace: dmn-js migrates 1.1 on import) rather than BPMN: what
 * decides the tab it opens in, whatever the file is called.
 */
export const isDmnXml = (xml: string): boolean => DMN_NAMESPACE.test(xml) && !BPMN_NAMESPACE.test(xml);

/**
 * The template's XML with ids of its own, so that two new decisions deploy as two decisions, not two versions of one.
 * `suffix` is the random part (given in tests).
 */
export function newDecisionXml(suffix = Math.random().toString(36).slice(2, 8)): string {
  return template.replaceAll('"Decision_template"', `"Decision_${suffix}"`).replaceAll('"Definitions_template"', `"Definitions_${suffix}"`);
}
