// bpmn-moddle ships types only under `bpmn-moddle/types`; the converter reads and writes through its own narrow interfaces.
declare module 'bpmn-moddle' {
  export interface ParseWarning {
    message: string;
  }

  export interface ParseResult {
    rootElement: unknown;
    elementsById: Record<string, unknown>;
    warnings: ParseWarning[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
    toXML(element: unknown, options?: { format?: boolean }): Promise<{ xml: string }>;
    create(type: string, properties?: Record<string, unknown>): unknown;
    createAny(name: string, namespaceUri: string, properties?: Record<string, unknown>): unknown;
  }
}
