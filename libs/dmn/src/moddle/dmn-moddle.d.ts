// dmn-moddle ships no types; the reader sees its result through the narrow interfaces of dmn-elements.ts.
declare module 'dmn-moddle' {
  export interface ParseWarning {
    message: string;
  }

  export interface ParseResult {
    rootElement: unknown;
    warnings: ParseWarning[];
  }

  export class DmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}
