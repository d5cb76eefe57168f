// bpmn-moddle ships types only under `bpmn-moddle/types`: what the corpus specs read of a parse.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: { diagrams?: { plane?: { bpmnElement?: { $type: string } } }[]; rootElements?: { $type: string }[] } }>;
  }
}
