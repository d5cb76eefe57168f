import { DmnModdle } from 'dmn-moddle';
import dmn13 from 'dmn-moddle/resources/dmn/json/dmn13.json' with { type: 'json' };
import { DMN_15_TYPES } from './dmn-15-types.js';
import type { Definitions } from './dmn-elements.js';

const DMN_13 = 'https://www.omg.org/spec/DMN/20191111/';
/**
 * dmn-moddle reads DMN 1.3. DMN 1.4 and 1.5 keep 1.3's elements and add a few: their models are read as 1.3 with the
 * boxed expressions they add; another element 1.3 lacks (typeConstraint) is left out with a warning.
 */
const LATER_VERSIONS = /https:\/\/www\.omg\.org\/spec\/DMN\/(20211108|20230324)\//g;

const DMN_PACKAGE = { ...dmn13, types: [...dmn13.types, ...DMN_15_TYPES] };

export type ReadDmn = { ok: true; definitions: Definitions; warnings: string[] } | { ok: false; message: string };

/** Reads a DMN document. Never throws: a document that is no DMN model comes back as a failure. */
export async function readDmn(xml: string): Promise<ReadDmn> {
  try {
    const result = await new DmnModdle({ dmn: DMN_PACKAGE }).fromXML(xml.replace(LATER_VERSIONS, DMN_13));
    const root = result.rootElement as Definitions | undefined;
    if (root?.$type !== 'dmn:Definitions') return { ok: false, message: 'the document is not a DMN model (no dmn:definitions root)' };
    return { ok: true, definitions: root, warnings: result.warnings.map((warning) => warning.message.replace(/\s+/g, ' ')) };
  } catch (error) {
    return { ok: false, message: (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ') };
  }
}
