/** A flow node of a BPMN model: what can hold a token, be activated, terminated or mapped. */
export interface ModelElement {
  id: string;
  name: string;
  /** The BPMN element's local name: `serviceTask`, `userTask`, `exclusiveGateway`, … */
  type: string;
}

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const FLOW_NODE = /(task|event|gateway|subprocess|callactivity|transaction)$/i;

/** The model's flow nodes in document order (nested sub-processes included), read with the browser's XML parser. */
export function modelElements(xml: string): ModelElement[] {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return [...document.getElementsByTagNameNS(BPMN_NS, '*')]
    .filter((element) => FLOW_NODE.test(element.localName) && element.getAttribute('id'))
    .map((element) => ({ id: element.getAttribute('id')!, name: element.getAttribute('name') || element.getAttribute('id')!, type: element.localName }));
}
