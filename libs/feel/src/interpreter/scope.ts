import { normalizeContextKey } from 'lezer-feel';
import type { FeelRun } from './run.js';
import { jsonToFeel } from './json-conversion.js';
import type { JsonObject, JsonValue } from '../json-value.js';
import type { FeelContext, FeelValue } from './values.js';

/**
 * A name as the parser reads it: the source may space a name with operator characters differently from the variable
 * (`shipping - fee` names `shipping-fee`), so names that are not one plain word are compared normalized.
 */
export interface FeelName {
  readonly text: string;
  /** Set for a name with spaces or operator characters: how lezer-feel normalizes it. */
  readonly normalized: string | null;
}

const PLAIN = /^[\p{L}\p{N}_$?]+$/u;

export function feelName(text: string): FeelName {
  const collapsed = text.replace(/\s+/g, ' ');
  return PLAIN.test(collapsed) ? { text: collapsed, normalized: null } : { text: collapsed, normalized: normalizeContextKey(collapsed) };
}

/** Where names are looked up: an evaluation's variables, then the bindings of loops, functions, contexts and filters. */
export abstract class Scope {
  constructor(readonly run: FeelRun) {}

  /** The value of the name, or undefined when nothing is bound to it here or further out. */
  abstract lookup(name: FeelName): FeelValue | undefined;

  bind(name: string, value: FeelValue): Scope {
    return new BindingScope(this, name, value);
  }

  withContext(context: FeelContext): Scope {
    return new ContextScope(this, context);
  }
}

/** A context's entries, found under their key or their normalized key. */
export function contextEntry(context: FeelContext, name: FeelName): FeelValue | undefined {
  if (Object.hasOwn(context, name.text)) return context[name.text];
  if (name.normalized === null) return undefined;
  for (const key in context) if (normalizeContextKey(key) === name.normalized) return context[key];
  return undefined;
}

class BindingScope extends Scope {
  constructor(
    private readonly parent: Scope,
    private readonly name: string,
    private readonly value: FeelValue,
  ) {
    super(parent.run);
  }

  lookup(name: FeelName): FeelValue | undefined {
    return name.text === this.name ? this.value : this.parent.lookup(name);
  }
}

/** The entries of a context (one being built, whose earlier entries later ones read; a filtered item's). */
class ContextScope extends Scope {
  constructor(
    private readonly parent: Scope,
    private readonly context: FeelContext,
  ) {
    super(parent.run);
  }

  lookup(name: FeelName): FeelValue | undefined {
    const entry = contextEntry(this.context, name);
    return entry === undefined ? this.parent.lookup(name) : entry;
  }
}

/** Where nothing is bound: the outside of a scope built from contexts of FEEL values. */
export class EmptyScope extends Scope {
  lookup(): FeelValue | undefined {
    return undefined;
  }
}

/**
 * The variables of an evaluation, given as JSON: a variable becomes a FEEL value when the expression first reads it,
 * so a large variable the expression does not name costs nothing.
 */
export class VariablesScope extends Scope {
  private readonly converted = new Map<string, FeelValue>();
  private normalizedKeys: Map<string, string> | undefined;

  constructor(
    run: FeelRun,
    private readonly variables: JsonObject,
  ) {
    super(run);
  }

  lookup(name: FeelName): FeelValue | undefined {
    const key = Object.hasOwn(this.variables, name.text) ? name.text : name.normalized === null ? undefined : this.normalizedKey(name.normalized);
    if (key === undefined) return undefined;
    let value = this.converted.get(key);
    if (value === undefined) {
      value = jsonToFeel(this.variables[key] as JsonValue);
      this.converted.set(key, value);
    }
    return value;
  }

  private normalizedKey(normalized: string): string | undefined {
    if (this.normalizedKeys === undefined) {
      this.normalizedKeys = new Map();
      for (const key in this.variables) if (!PLAIN.test(key)) this.normalizedKeys.set(normalizeContextKey(key), key);
    }
    return this.normalizedKeys.get(normalized);
  }
}
