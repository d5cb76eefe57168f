// bpmn-auto-layout ships no types.
declare module 'bpmn-auto-layout' {
  /** The model's XML with diagram information (DI) generated for its first process. */
  export function layoutProcess(xml: string): Promise<string>;
}

// bpmn-moddle 10 ships types that its package exports do not point to under our module resolution: the part used here.
declare module 'bpmn-moddle' {
  export class BpmnModdle {
    fromXML(xml: string): Promise<{ rootElement: object }>;
    toXML(element: object, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
