import { attribute, childNamed, childrenNamed, type XmlElement } from './dmn-tck-xml.js';

/** Why a decision is left to the DMN engine of issue 40 rather than run through the FEEL layer alone. */
export type NotFeelOnly =
  | 'decision table'
  | 'boxed expression'
  | 'business knowledge model'
  | 'decision service'
  | 'import'
  | 'no decision logic'
  | 'unknown decision';

/** A decision of a TCK model as the FEEL-only run sees it. */
export interface TckDecision {
  name: string;
  /** The literal expression's FEEL text, or why the decision is not one the FEEL layer can run. */
  logic: { feel: string } | { notRun: NotFeelOnly };
  /** The names of the decisions whose results it reads. */
  requiredDecisions: string[];
  /** The FEEL type of its result (`date`, `number`...), through the model's item definitions. */
  type: string | null;
}

export interface TckModel {
  decisions: ReadonlyMap<string, TckDecision>;
  /** The FEEL type of each input data, by its name. */
  inputTypes: ReadonlyMap<string, string | null>;
  imports: boolean;
}

const BOXED_EXPRESSIONS = new Set(['context', 'invocation', 'relation', 'list', 'functionDefinition', 'conditional', 'filter', 'for', 'some', 'every']);

function decisionLogic(decision: XmlElement): TckDecision['logic'] {
  if (childrenNamed(decision, 'knowledgeRequirement').length > 0) return { notRun: 'business knowledge model' };
  for (const child of decision.children) {
    if (child.name === 'literalExpression') return { feel: childNamed(child, 'text')?.text ?? '' };
    if (child.name === 'decisionTable') return { notRun: 'decision table' };
    if (BOXED_EXPRESSIONS.has(child.name)) return { notRun: 'boxed expression' };
  }
  return { notRun: 'no decision logic' };
}

/** `#_id` of this model; an href into another model (`other.dmn#_id`, or a namespace) needs imports. */
function localId(href: string): string | null {
  return href.startsWith('#') ? href.slice(1) : null;
}

/** Follows item definitions to a FEEL type name: `tResult` → `date`. */
function typeResolver(definitions: XmlElement): (typeRef: string | undefined) => string | null {
  const itemTypes = new Map<string, string | undefined>();
  for (const item of childrenNamed(definitions, 'itemDefinition')) {
    const name = attribute(item, 'name');
    if (name !== undefined) itemTypes.set(name, childNamed(item, 'typeRef')?.text.trim());
  }
  const resolve = (typeRef: string | undefined, depth: number): string | null => {
    if (typeRef === undefined) return null;
    if (typeRef.startsWith('feel:')) return resolve(typeRef.slice(5), depth + 1);
    const local = typeRef.slice(typeRef.indexOf('.') + 1);
    if (depth < 8 && itemTypes.has(typeRef)) return resolve(itemTypes.get(typeRef), depth + 1);
    if (depth < 8 && itemTypes.has(local)) return resolve(itemTypes.get(local), depth + 1);
    return typeRef;
  };
  return (typeRef) => resolve(typeRef, 0);
}

/** Reads the decisions and input data of a `.dmn` model. */
export function readTckModel(definitions: XmlElement): TckModel {
  const resolveType = typeResolver(definitions);
  const namesById = new Map<string, string>();
  for (const element of definitions.children) {
    const id = attribute(element, 'id');
    const name = attribute(element, 'name');
    if (id !== undefined && name !== undefined) namesById.set(id, name);
  }
  const decisions = new Map<string, TckDecision>();
  for (const decision of childrenNamed(definitions, 'decision')) {
    const name = attribute(decision, 'name') ?? '';
    const hrefs = childrenNamed(decision, 'informationRequirement').flatMap((requirement) =>
      childrenNamed(requirement, 'requiredDecision').map((required) => attribute(required, 'href') ?? ''),
    );
    const ids = hrefs.map(localId);
    const logic = ids.includes(null) ? { notRun: 'import' as const } : decisionLogic(decision);
    const requiredDecisions = ids.flatMap((id) => (id === null ? [] : [namesById.get(id) ?? id]));
    const variable = childNamed(decision, 'variable');
    decisions.set(name, { name, logic, requiredDecisions, type: resolveType(variable ? attribute(variable, 'typeRef') : undefined) });
  }
  const inputTypes = new Map<string, string | null>();
  for (const input of childrenNamed(definitions, 'inputData')) {
    const variable = childNamed(input, 'variable');
    inputTypes.set(attribute(input, 'name') ?? '', resolveType(variable ? attribute(variable, 'typeRef') : undefined));
  }
  return { decisions, inputTypes, imports: childrenNamed(definitions, 'import').length > 0 };
}
