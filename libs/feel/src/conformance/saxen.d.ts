/** The part of saxen (no types of its own) the DMN TCK reader uses. */
declare module 'saxen' {
  type Decode = (text: string) => string;
  export class Parser {
    on(event: 'openTag', handler: (name: string, attributes: () => Record<string, string>) => void): this;
    on(event: 'closeTag', handler: (name: string) => void): this;
    on(event: 'text', handler: (text: string, decode: Decode) => void): this;
    on(event: 'cdata', handler: (text: string) => void): this;
    on(event: 'error', handler: (error: Error) => void): this;
    parse(xml: string): this;
  }
  export const decode: Decode;
}
