import { compileFeelExpression, type FeelContext, type FeelExpression, type FeelNames, type FeelValue, feelContext } from '@baton/feel';
import type { DmnRun } from '../evaluation/dmn-run.js';
import type { DmnType } from '../types/dmn-type.js';
import type { TypeRegistry } from '../types/item-definitions.js';
import type { Problems } from './problems.js';

/** A compiled boxed expression: its value in a scope of FEEL values; an error throws a DmnFailure. */
export type Evaluate = (run: DmnRun, scope: FeelContext) => FeelValue;

/** What compiling an expression needs: the names in scope (for the FEEL parser), the model's types, its problems. */
export interface CompileEnv {
  readonly names: FeelNames;
  readonly types: TypeRegistry;
  readonly problems: Problems;
  /** The model's namespace: an href into it is local. */
  readonly namespace?: string;
  /** The id of the decision, business knowledge model or item the expression belongs to: a problem's element when the expression has no id. */
  readonly owner?: string;
}

/** The env with more names in scope (context entries, parameters), each with the shape of its type. */
export function withNames(env: CompileEnv, added: ReadonlyArray<readonly [string, DmnType]>): CompileEnv {
  const names = { ...env.names };
  for (const [name, type] of added) names[name] = shapeOf(type);
  return { ...env, names };
}

/** The keys of a structure, nested, as the FEEL parser wants to know a context's keys; null for any other type. */
export function shapeOf(type: DmnType): FeelNames | null {
  if (type.kind !== 'structure') return null;
  const shape: FeelNames = {};
  for (const [name, component] of type.components) shape[name] = shapeOf(component);
  return shape;
}

/** A FEEL expression compiled once, in DMN's dialect of FEEL; one that does not compile is a problem of its element, and fails when evaluated. */
export function compileFeel(env: CompileEnv, text: string | undefined, elementId: string | undefined, what: string): FeelExpression | null {
  const compiled = compileFeelExpression(text ?? '', env.names, 'dmn');
  if (compiled.ok) return compiled.program;
  env.problems.add(elementId ?? env.owner, `${what}: ${compiled.message}`);
  return null;
}

/** A scope with more entries: a copy, so the outer scope stays as it was (the scope itself when there are none). */
export function extendScope(scope: FeelContext, entries: ReadonlyArray<readonly [string, FeelValue]>): FeelContext {
  if (entries.length === 0) return scope;
  const extended = Object.assign(feelContext(), scope);
  for (const [name, value] of entries) extended[name] = value;
  return extended;
}
