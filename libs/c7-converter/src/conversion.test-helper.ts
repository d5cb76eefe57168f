import { convertCamunda7 } from './convert-camunda7.js';
import type { ConversionNote } from './conversion-note.js';
import { createDialectModdle } from './moddle/dialect-moddle.js';
import { isModdleElement, type ModdleElement } from './moddle/moddle-element.js';

/** A moddle element as plain data: its type and what the XML sets, nested elements alike. */
export type Plain = { $type: string; [property: string]: unknown };

export interface Converted {
  xml: string;
  notes: ConversionNote[];
  /** The element of the converted model with this id, as plain data (undefined when absent). */
  element(id: string): Plain | undefined;
  /** The extension elements of the element with this id, as plain data. */
  extensions(id: string): Plain[];
}

/** A minimal Camunda 7 model around `content` (the children of one executable process). */
export function camunda7Model(content: string, definitionsAttributes = ''): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" id="definitions" targetNamespace="http://bpmn.io/schema/bpmn"${definitionsAttributes}>
  <bpmn:process id="process" isExecutable="true">
    ${content}
  </bpmn:process>
</bpmn:definitions>`;
}

/** Converts, then reads the result back, so specs check what the XML says. */
export async function convert(xml: string): Promise<Converted> {
  const result = await convertCamunda7(xml);
  const parsed = await createDialectModdle().fromXML(result.xml);
  const byId = (id: string) => {
    const element = parsed.elementsById[id];
    return isModdleElement(element) ? element : undefined;
  };
  return {
    ...result,
    element: (id) => {
      const element = byId(id);
      return element ? plain(element) : undefined;
    },
    extensions: (id) => {
      const extensionElements = byId(id)?.get('extensionElements');
      const values = isModdleElement(extensionElements) ? extensionElements.get('values') : [];
      return Array.isArray(values) ? values.filter(isModdleElement).map(plain) : [];
    },
  };
}

function plain(element: ModdleElement): Plain {
  const result: Plain = { $type: element.$type };
  for (const [key, value] of Object.entries(element)) {
    if (key.startsWith('$') || key === 'extensionElements' || key === 'flowElements' || value === undefined) continue;
    if (Array.isArray(value)) result[key] = value.map((item) => (isModdleElement(item) ? plain(item) : item));
    else result[key] = isModdleElement(value) ? (value.id ?? plain(value)) : value;
  }
  if (element.$descriptor.isGeneric) result.$body = (element as unknown as { $body?: string }).$body;
  return result;
}
