import { BpmnModdle, type ParseWarning } from 'bpmn-moddle';
import zeebe from 'zeebe-bpmn-moddle/resources/zeebe.json' with { type: 'json' };
import { documentShapeProblem } from './document-shape.js';
import { isModdleElement, type ModdleElement } from './moddle-element.js';

export type ParsedBpmn =
  | { ok: true; definitions: ModdleElement; elementsById: Record<string, unknown>; warnings: ParseWarning[] }
  | { ok: false; message: string; line: number | null };

/** Reads BPMN XML with the Zeebe extension. Never throws: a document that cannot be read comes back as a failure. */
export async function parseBpmn(xml: string, lineCount: number): Promise<ParsedBpmn> {
  const shapeProblem = documentShapeProblem(xml);
  if (shapeProblem) return { ok: false, message: shapeProblem, line: null };
  const moddle = new BpmnModdle({ zeebe });
  try {
    const result = await moddle.fromXML(xml);
    if (!isModdleElement(result.rootElement) || result.rootElement.$type !== 'bpmn:Definitions') {
      return { ok: false, message: 'the document is not a BPMN 2.0 model (no bpmn:definitions root)', line: null };
    }
    return { ok: true, definitions: result.rootElement, elementsById: result.elementsById, warnings: result.warnings };
  } catch (error) {
    return describeFatalError(error instanceof Error ? error.message : String(error), lineCount);
  }
}

export interface UnparsableContent {
  /** 1-based line. */
  line: number | null;
  /** The tag moddle could not read, e.g. `<zeebe:bogus/>`. */
  content: string;
  cause: string;
}

/** Splits moddle's multi-line `unparsable content … line: N … nested error: …` message. */
export function readUnparsableContent(message: string): UnparsableContent | null {
  const match = /^unparsable content ?([\s\S]*?) ?detected\n\tline: (\d+)\n\tcolumn: \d+\n\tnested error: ([\s\S]*)$/.exec(message);
  if (!match) return null;
  // saxen counts lines from 0.
  return { content: collapse(match[1] ?? ''), line: Number(match[2]) + 1, cause: collapse(match[3] ?? '') };
}

function describeFatalError(message: string, lineCount: number): ParsedBpmn {
  if (message.startsWith('failed to parse document as')) {
    return {
      ok: false,
      message: `the document is not a BPMN 2.0 model (${message}; is the namespace http://www.omg.org/spec/BPMN/20100524/MODEL declared?)`,
      line: null,
    };
  }
  const unparsable = readUnparsableContent(message);
  if (!unparsable) return { ok: false, message, line: null };
  // saxen reports the end of the document without a position.
  const atEnd = unparsable.cause.includes('end of file');
  return { ok: false, message: unparsable.cause, line: atEnd ? lineCount : unparsable.line };
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
