import { BpmnModdle } from 'bpmn-moddle';

/** The little of a moddle element this module reads and writes. */
interface Element {
  $type: string;
  flowElements?: Element[];
  rootElements?: Element[];
  sourceRef?: Element;
  targetRef?: Element;
  get(name: 'incoming' | 'outgoing'): Element[];
}

function linkFlows(container: Element): void {
  for (const element of container.flowElements ?? []) {
    if (element.$type === 'bpmn:SequenceFlow' && element.sourceRef && element.targetRef) {
      const outgoing = element.sourceRef.get('outgoing');
      if (!outgoing.includes(element)) outgoing.push(element);
      const incoming = element.targetRef.get('incoming');
      if (!incoming.includes(element)) incoming.push(element);
    }
    if (element.flowElements) linkFlows(element);
  }
}

/**
 * bpmn-auto-layout follows each node's `incoming`/`outgoing` lists, which BPMN makes optional and models written by
 * code usually leave out (only the flows' sourceRef/targetRef): without them it stacks the nodes and draws no edge.
 * This fills the lists from the flows, in every process and sub-process.
 */
export async function withFlowReferences(xml: string): Promise<string> {
  const moddle = new BpmnModdle();
  const { rootElement } = await moddle.fromXML(xml);
  const definitions = rootElement as unknown as Element;
  for (const root of definitions.rootElements ?? []) linkFlows(root);
  return (await moddle.toXML(rootElement, { format: true })).xml;
}
