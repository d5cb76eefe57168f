// bpmn-moddle ships types only under `bpmn-moddle/types`; the compiler reads the result through its own narrow interfaces.
declare module 'bpmn-moddle' {
  export interface ParseWarning {
    message: string;
    error?: Error;
    element?: unknown;
    property?: string;
    value?: unknown;
  }

  export interface ParseResult {
    rootElement: unknown;
    elementsById: Record<string, unknown>;
    warnings: ParseWarning[];
  }

  export class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}
