import { CAMUNDA7_NAMESPACE } from './element-leftovers';
const BPMN_NAMESPACE = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * The model without what Camunda 7 left in it: every attribute and extension element of the Camunda 7 namespace
 * (camunda:asyncBefore, camunda:inputOutput, camunda:properties, …), extension element lists left empty, and the
 * namespace's declaration. What the conversion could not translate is then gone rather than blocking Deploy: the
 * analyst removes it knowingly (the count says how much), after settling the conversion's "Decide" flags.
 */
export function withoutCamunda7Leftovers(xml: string): { xml: string; removed: number } {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return { xml, removed: 0 };
  let removed = 0;
  for (const element of [...document.getElementsByTagNameNS(CAMUNDA7_NAMESPACE, '*')]) {
    // Nested Camunda 7 elements go with their outermost one and count once.
    if (element.parentElement?.namespaceURI === CAMUNDA7_NAMESPACE) continue;
    element.remove();
    removed++;
  }
  for (const element of [...document.getElementsByTagName('*')]) {
    for (const attribute of [...element.attributes]) {
      if (attribute.namespaceURI === CAMUNDA7_NAMESPACE) {
        element.removeAttributeNode(attribute);
        removed++;
      } else if (attribute.prefix === 'xmlns' && attribute.value === CAMUNDA7_NAMESPACE) {
        element.removeAttributeNode(attribute);
      }
    }
  }
  for (const list of [...document.getElementsByTagNameNS(BPMN_NAMESPACE, 'extensionElements')]) if (list.children.length === 0) list.remove();
  return { xml: new XMLSerializer().serializeToString(document), removed };
}
