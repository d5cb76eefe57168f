import { parser, trackVariables } from 'lezer-feel';
import { BUILTINS } from './builtins/index.js';
import { FeelCompileError } from './failures.js';
import { maskKeywordNames } from './keyword-names.js';
import type { SyntaxNode } from './syntax.js';

/** What the parser is asked to read: a whole expression, or the unary tests of a DMN input entry. */
export type FeelTop = 'Expression' | 'UnaryTests';

/**
 * Parses with Camunda's dialect (multi-line strings, backtick names). `names` are the variables whose names hold
 * operator characters (`shipping-fee`, `a.b-c`), as a context of their keys: the parser reads such a name as one
 * only when it knows it, and `a-b` is `a - b` otherwise. A syntax error is refused with its position. The tree's
 * positions fit `source` (see maskKeywordNames), so the compiler reads names from it.
 */
export function parseFeel(source: string, top: FeelTop, names: Record<string, unknown>): SyntaxNode {
  const known = { ...builtinNames(), ...names };
  const tree = parser.configure({ top, dialect: 'camunda', contextTracker: trackVariables(known) }).parse(maskKeywordNames(source));
  let error: SyntaxNode | null = null;
  tree.iterate({
    enter(node) {
      if (error === null && node.type.isError) error = node.node;
      return error === null;
    },
  });
  if (error !== null) {
    const { from, to } = error as SyntaxNode;
    throw new FeelCompileError(`syntax error at position ${from + 1}: ${describeAt(source, from)}`, { from, to });
  }
  return tree.topNode;
}

function describeAt(source: string, offset: number): string {
  if (offset >= source.length) return `the expression '${source}' ends too early`;
  return `unexpected '${source.slice(offset, offset + 12)}' in '${source}'`;
}

let builtinNamesContext: Record<string, unknown> | undefined;

/**
 * The built-ins whose names hold a space, for the parser: it knows DMN's own, not Camunda's additions, and reads
 * `get or else(a, b)` as the keyword `or` without them. One-word names are left out: `and` and `or` are keywords too.
 */
function builtinNames(): Record<string, unknown> {
  if (builtinNamesContext === undefined) {
    builtinNamesContext = {};
    for (const name of BUILTINS.keys()) if (name.includes(' ')) builtinNamesContext[name] = null;
  }
  return builtinNamesContext;
}
