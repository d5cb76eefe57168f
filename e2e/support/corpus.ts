import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BpmnModdle } from 'bpmn-moddle';
import { REPO_ROOT } from './engine.js';

/** The shared corpus of real-world BPMN: `BATON_CORPUS_DIR`, else `../shared/corpus` beside the repository. */
export const CORPUS_DIR = process.env.BATON_CORPUS_DIR ?? join(REPO_ROOT, '..', 'shared', 'corpus');

export const corpusMissing = (): string | undefined =>
  existsSync(join(CORPUS_DIR, 'MANIFEST.tsv'))
    ? undefined
    : `The BPMN corpus is missing: expected ${join(CORPUS_DIR, 'MANIFEST.tsv')} (shared/corpus beside the repository, or set BATON_CORPUS_DIR)`;

export interface CorpusModel {
  path: string;
  dialect: string;
  xml: string;
}

/** Every model the manifest lists, with its dialect column (zeebe, camunda7, plain, other). */
export function corpusModels(): CorpusModel[] {
  const [, ...rows] = readFileSync(join(CORPUS_DIR, 'MANIFEST.tsv'), 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '');
  return rows.map((row) => {
    const [path = '', , dialect = ''] = row.split('\t');
    return { path, dialect, xml: readFileSync(join(CORPUS_DIR, path), 'utf8') };
  });
}

/** What a diagram of bpmn-js shows: a process or a collaboration (its sub-processes come with it). */
const SHOWN = ['bpmn:Process', 'bpmn:Collaboration'];

/**
 * Whether bpmn-js can import the model at all: its parser (bpmn-moddle, which bpmn-js uses) reads the XML, and the
 * model has a diagram of a process or collaboration. Anything else bpmn-js refuses by design ("no diagram to display",
 * "no process or collaboration to display", "unsupported bpmnElement for <bpmndi:BPMNPlane>", broken XML).
 */
export async function importableByBpmnJs(xml: string): Promise<boolean> {
  try {
    const { rootElement } = await new BpmnModdle().fromXML(xml);
    const shown = (rootElement.rootElements ?? []).some((root) => SHOWN.includes(root.$type));
    const planeOf = rootElement.diagrams?.[0]?.plane?.bpmnElement?.$type;
    return (rootElement.diagrams?.length ?? 0) > 0 && shown && (planeOf === undefined || SHOWN.includes(planeOf));
  } catch {
    return false;
  }
}
