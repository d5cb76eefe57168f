import { compileModel } from './compile/compile-model.js';
import { type DmnProblem, Problems } from './compile/problems.js';
import type { DecisionModel } from './decision-model.js';
import { readDmn } from './moddle/read-dmn.js';
import { decisionVersionTags } from './moddle/version-tags.js';

export type { DmnProblem } from './compile/problems.js';

export type DmnParse = { ok: true; model: DecisionModel } | { ok: false; errors: DmnProblem[] };

/** The model with every problem found, each failing only where it is evaluated (the TCK runs such models too). */
export interface LenientParse {
  model: DecisionModel | null;
  problems: DmnProblem[];
}

export async function parseDmnLeniently(xml: string, imports: readonly DecisionModel[] = []): Promise<LenientParse> {
  const read = await readDmn(xml);
  if (!read.ok) return { model: null, problems: [{ message: read.message }] };
  const definitions = read.definitions;
  const problems = new Problems();
  const compiled = compileModel(definitions, problems, new Map(imports.map((model) => [model.namespace, model.compiled])));
  const id = definitions.id ?? '';
  const name = definitions.name ?? id;
  const versionTags = decisionVersionTags(definitions);
  return {
    model: {
      id,
      name,
      namespace: definitions.namespace ?? '',
      // DMN makes the definitions' id optional (its name is required): the graph is then known by its name.
      decisionRequirements: { id: id === '' ? name : id, name },
      decisions: [...compiled.decisions.values()].map((decision) => ({
        id: decision.id,
        name: decision.name,
        versionTag: versionTags.get(decision.id) ?? null,
      })),
      compiled,
    },
    problems: problems.list,
  };
}

/**
 * Reads and compiles a DMN 1.3-1.5 model for deployment: every FEEL expression compiled, every reference resolved;
 * the models it imports are found among `imports` by namespace. A model with a problem is refused with all of them,
 * each naming its element and the reason.
 */
export async function parseDmn(xml: string, imports: readonly DecisionModel[] = []): Promise<DmnParse> {
  const { model, problems } = await parseDmnLeniently(xml, imports);
  if (model === null || problems.length > 0) return { ok: false, errors: problems };
  return { ok: true, model };
}
