import type Modeler from 'bpmn-js/lib/Modeler';

interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: { diagrams?: { plane?: { bpmnElement?: { $type: string } } }[]; rootElements?: { $type: string }[] } }>;
}

const SHOWN = ['bpmn:Process', 'bpmn:Collaboration'];

/**
 * Why bpmn-js would refuse to show the model, found before importing it: a failed import leaves bpmn-js and the
 * properties panel holding half a diagram, so models it cannot show are turned away first. Null: it can be shown.
 */
export async function whyNotImportable(modeler: Modeler, xml: string): Promise<string | null> {
  try {
    const { rootElement } = await modeler.get<Moddle>('moddle').fromXML(xml);
    if ((rootElement.diagrams?.length ?? 0) === 0) return 'the file has no diagram to show (no bpmndi:BPMNDiagram)';
    const shown = (rootElement.rootElements ?? []).some((root) => SHOWN.includes(root.$type));
    if (!shown) return 'the file has no process or collaboration to show';
    const planeOf = rootElement.diagrams?.[0]?.plane?.bpmnElement?.$type;
    return planeOf === undefined || SHOWN.includes(planeOf) ? null : `its diagram is drawn for a ${planeOf}, not for a process or collaboration`;
  } catch (error) {
    return (error as Error).message;
  }
}
