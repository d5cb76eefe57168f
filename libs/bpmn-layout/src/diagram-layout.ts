/**
 * Models written by code or converted from other engines often carry no diagram information (no BPMNDiagram /
 * BPMNPlane): bpmn-js then draws nothing. The viewers and the modeler pass every model through `withDiagramLayout`
 * before import, which lays such a model out with bpmn-io's bpmn-auto-layout and leaves every other model as it is.
 */

const ATTRIBUTE_ID = /\bid\s*=\s*"([^"]+)"/;

/** The ids of the elements named `localName` (any namespace prefix) in the XML. */
function idsOf(xml: string, localName: string): string[] {
  const pattern = new RegExp(`<(?:[\\w-]+:)?${localName}\\b[^>]*>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => ATTRIBUTE_ID.exec(match[0])?.[1]).filter((id): id is string => id !== undefined);
}

/** The `bpmnElement` each BPMNPlane draws. */
function planeTargets(xml: string): string[] {
  return [...xml.matchAll(/<(?:[\w-]+:)?BPMNPlane\b[^>]*>/g)]
    .map((match) => /\bbpmnElement\s*=\s*"([^"]+)"/.exec(match[0])?.[1])
    .filter((id): id is string => id !== undefined);
}

/** True when some plane draws one of the model's processes or its collaboration: bpmn-js can show the model as it is. */
export function hasDiagram(xml: string): boolean {
  const drawn = new Set(planeTargets(xml));
  return [...idsOf(xml, 'process'), ...idsOf(xml, 'collaboration')].some((id) => drawn.has(id));
}

/**
 * The XML to import: the model itself when it has a diagram, otherwise the model laid out. The layout code is loaded
 * only when needed, so that apps showing drawn models do not download it.
 */
export async function withDiagramLayout(xml: string): Promise<string> {
  if (hasDiagram(xml)) return xml;
  const [{ layoutProcess }, { withFlowReferences }] = await Promise.all([import('bpmn-auto-layout'), import('./flow-references.js')]);
  return layoutProcess(await withFlowReferences(xml));
}
