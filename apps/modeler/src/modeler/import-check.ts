import type Modeler from 'bpmn-js/lib/Modeler';

interface Moddle {
  fromXML(xml: string): Promise<{ rootElement: { diagrams?: unknown[]; rootElements?: { $type: string }[] } }>;
}

/**
 * Why bpmn-js would refuse to show the model, found before importing it: a failed import leaves bpmn-js and the
 * properties panel holding half a diagram, so models it cannot show are turned away first. Null: it can be shown.
 */
export async function whyNotImportable(modeler: Modeler, xml: string): Promise<string | null> {
  try {
    const { rootElement } = await modeler.get<Moddle>('moddle').fromXML(xml);
    if ((rootElement.diagrams?.length ?? 0) === 0) return 'the file has no diagram to show (no bpmndi:BPMNDiagram)';
    const shown = (rootElement.rootElements ?? []).some((root) => root.$type === 'bpmn:Process' || root.$type === 'bpmn:Collaboration');
    return shown ? null : 'the file has no process or collaboration to show';
  } catch (error) {
    return (error as Error).message;
  }
}
