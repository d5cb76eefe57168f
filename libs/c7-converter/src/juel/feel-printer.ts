import type { BinaryOperator, JuelNode } from './juel-ast.js';

/** FEEL's levels, loosest first; a child looser than its place gets parentheses. */
const CONDITIONAL = 0;
const PRECEDENCE: Record<BinaryOperator, number> = {
  or: 1,
  and: 2,
  '=': 3,
  '!=': 3,
  '<': 3,
  '>': 3,
  '<=': 3,
  '>=': 3,
  '+': 4,
  '-': 4,
  '*': 5,
  '/': 5,
};
const NEGATION = 6;
const PRIMARY = 7;

/** Writes the node as FEEL (without the leading '='). */
export function printFeel(node: JuelNode, renames: Renames = {}): string {
  return print(renameVariables(node, renames)).text;
}

/** Variables Camunda 7 and Zeebe name differently (`nrOfInstances` → `numberOfInstances`). */
export type Renames = Readonly<Record<string, string>>;

function renameVariables(node: JuelNode, renames: Renames): JuelNode {
  const rename = (inner: JuelNode): JuelNode => renameVariables(inner, renames);
  switch (node.kind) {
    case 'name':
      return Object.hasOwn(renames, node.name) ? { kind: 'name', name: renames[node.name] as string } : node;
    case 'literal':
      return node;
    case 'member':
      return { ...node, object: rename(node.object) };
    case 'binary':
      return { ...node, left: rename(node.left), right: rename(node.right) };
    case 'not':
    case 'negate':
    case 'empty':
      return { ...node, operand: rename(node.operand) };
    case 'conditional':
      return { ...node, condition: rename(node.condition), whenTrue: rename(node.whenTrue), whenFalse: rename(node.whenFalse) };
  }
}

interface Printed {
  text: string;
  precedence: number;
}

function print(node: JuelNode): Printed {
  switch (node.kind) {
    case 'literal':
      return { text: node.feel, precedence: PRIMARY };
    case 'name':
      return { text: node.name, precedence: PRIMARY };
    case 'member':
      return { text: `${operand(node.object, PRIMARY)}.${node.property}`, precedence: PRIMARY };
    case 'not':
      return { text: `not(${print(node.operand).text})`, precedence: PRIMARY };
    case 'negate':
      return { text: `-${operand(node.operand, NEGATION)}`, precedence: NEGATION };
    case 'empty':
      return { text: `(${isEmpty(operand(node.operand, PRIMARY))})`, precedence: PRIMARY };
    case 'conditional': {
      const parts = [node.condition, node.whenTrue, node.whenFalse].map((part) => operand(part, CONDITIONAL));
      return { text: `if ${parts[0]} then ${parts[1]} else ${parts[2]}`, precedence: CONDITIONAL };
    }
    case 'binary':
      return binary(node.operator, node.left, node.right);
  }
}

/**
 * Comparisons do not chain in FEEL, so both sides of one are parenthesized at the same level; other operators
 * associate to the left, so only the right side is.
 */
function binary(operator: BinaryOperator, left: JuelNode, right: JuelNode): Printed {
  const precedence = PRECEDENCE[operator];
  const comparison = precedence === PRECEDENCE['='];
  const leftText = operand(left, comparison ? precedence + 1 : precedence);
  const rightText = operand(right, precedence + 1);
  return { text: `${leftText} ${operator} ${rightText}`, precedence };
}

/** The operand's text, in parentheses when it binds looser than `minimum`. */
function operand(node: JuelNode, minimum: number): string {
  const printed = print(node);
  return printed.precedence < minimum ? `(${printed.text})` : printed.text;
}

/** JUEL's `empty`: null, an empty string, an empty list or an empty map; false for anything else (never null). */
function isEmpty(value: string): string {
  return [
    `${value} = null`,
    `(${value} instance of string and ${value} = "")`,
    `(${value} instance of list and count(${value}) = 0)`,
    `(${value} instance of context and count(get entries(${value})) = 0)`,
  ].join(' or ');
}
