import type { parser } from 'lezer-feel';
import { FeelCompileError } from './failures.js';
import { type FeelName, feelName, type Scope } from './scope.js';
import type { FeelValue } from './values.js';

/** A node of lezer-feel's syntax tree. */
export type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

/** A compiled expression: evaluates in a scope. */
export type Evaluator<T extends FeelValue = FeelValue> = (scope: Scope) => T;

/**
 * Which FEEL the source is: Camunda's (Zeebe's expressions, as FEEL-Scala reads them), or DMN's, which the decision
 * engine reads with what the DMN 1.5 standard adds where FEEL-Scala refuses or answers null: range literals as values
 * (`[1..10] = x`, a list of ranges), ranges compared by their ends, `x[…]` on a single value as on a list of it,
 * the written types of a function's parameters checked.
 */
export type FeelDialect = 'camunda' | 'dmn';

/** What the compilers of the constructs share: the source, its dialect, and the compiler of a sub-expression. */
export interface Compilation {
  readonly source: string;
  readonly dialect: FeelDialect;
  compile(node: SyntaxNode): Evaluator;
}

/** The children of a node that are not comments. */
export function parts(node: SyntaxNode): SyntaxNode[] {
  const list: SyntaxNode[] = [];
  for (let child = node.firstChild; child; child = child.nextSibling) if (!child.type.isSkipped) list.push(child);
  return list;
}

export function textOf(source: string, node: SyntaxNode): string {
  return source.slice(node.from, node.to);
}

/**
 * Refuses a construct at compile time as a syntax error (Zeebe's parser does not accept it either), naming where it
 * is: positions count from 1, as Zeebe's messages do.
 */
export function refuse(source: string, node: SyntaxNode, why: string): never {
  const message = `syntax error at position ${node.from + 1}: ${why}, '${textOf(source, node).slice(0, 40)}' in '${source}'`;
  throw new FeelCompileError(message, { from: node.from, to: node.to });
}

export function part(source: string, node: SyntaxNode, index: number): SyntaxNode {
  const found = parts(node)[index];
  if (!found) refuse(source, node, `an incomplete ${node.name}`);
  return found;
}

/** The name a VariableName node reads: a backtick name exactly as written, any other as the parser spaced it. */
export function variableName(source: string, node: SyntaxNode): FeelName {
  const text = textOf(source, node);
  if (node.firstChild?.name === 'BacktickIdentifier') return { text: text.slice(1, -1), normalized: null };
  return feelName(text);
}
