import { parser, trackVariables } from 'lezer-feel';
import { FeelCompileError } from './failures.js';
import type { SyntaxNode } from './syntax.js';

/** What the parser is asked to read: a whole expression, or the unary tests of a DMN input entry. */
export type FeelTop = 'Expression' | 'UnaryTests';

/**
 * Parses with Camunda's dialect (multi-line strings, backtick names). `names` are the variables whose names hold
 * operator characters (`shipping-fee`, `a.b-c`), as a context of their keys: the parser reads such a name as one
 * only when it knows it, and `a-b` is `a - b` otherwise. A syntax error is refused with its position.
 */
export function parseFeel(source: string, top: FeelTop, names: Record<string, unknown>): SyntaxNode {
  const tree = parser.configure({ top, dialect: 'camunda', contextTracker: trackVariables(names) }).parse(source);
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
