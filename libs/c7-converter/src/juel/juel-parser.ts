import type { BinaryOperator, JuelNode } from './juel-ast.js';
import { JuelSyntaxError, type JuelToken, tokenize } from './juel-lexer.js';

/** JUEL that is valid but not simple enough to say in FEEL without a person checking it. */
export class JuelNotSimpleError extends Error {
  override name = 'JuelNotSimpleError';
}

/** Camunda 7 puts its own objects in scope; FEEL has no such thing, so what reads them needs a person. */
const CAMUNDA7_CONTEXT_OBJECTS = new Set(['execution', 'task', 'externalTask', 'authenticatedUserId', 'variableScope', 'connector', 'caseExecution']);

/** Names FEEL reads as keywords or built-in values: a variable so named would change meaning. */
const FEEL_RESERVED = new Set([
  'and',
  'or',
  'not',
  'if',
  'then',
  'else',
  'for',
  'in',
  'return',
  'some',
  'every',
  'satisfies',
  'instance',
  'of',
  'between',
  'function',
  'null',
  'true',
  'false',
]);

const OPERATORS: Record<string, BinaryOperator> = {
  '||': 'or',
  or: 'or',
  '&&': 'and',
  and: 'and',
  '==': '=',
  eq: '=',
  '!=': '!=',
  ne: '!=',
  '<': '<',
  lt: '<',
  '>': '>',
  gt: '>',
  '<=': '<=',
  le: '<=',
  '>=': '>=',
  ge: '>=',
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  div: '/',
};

/** JUEL's binary levels, loosest first. */
const LEVELS: readonly (readonly string[])[] = [
  ['||', 'or'],
  ['&&', 'and'],
  ['==', 'eq', '!=', 'ne'],
  ['<', 'lt', '>', 'gt', '<=', 'le', '>=', 'ge'],
  ['+', '-'],
  ['*', '/', 'div'],
];

/** Parses the body of one `${…}`; throws {@link JuelSyntaxError} or {@link JuelNotSimpleError}. */
export function parseJuel(source: string): JuelNode {
  const parser = new Parser(tokenize(source));
  const node = parser.expression();
  parser.expectEnd();
  return node;
}

class Parser {
  private position = 0;

  constructor(private readonly tokens: JuelToken[]) {}

  expression(): JuelNode {
    const condition = this.binary(0);
    if (!this.accept('?')) return condition;
    const whenTrue = this.expression();
    this.expect(':');
    const whenFalse = this.expression();
    return { kind: 'conditional', condition, whenTrue, whenFalse };
  }

  expectEnd(): void {
    const token = this.peek();
    if (token) throw new JuelSyntaxError(`unexpected '${describe(token)}'`);
  }

  private binary(level: number): JuelNode {
    const operators = LEVELS[level];
    if (!operators) return this.unary();
    let left = this.binary(level + 1);
    for (let token = this.peek(); token && isOperator(token, operators); token = this.peek()) {
      this.position += 1;
      const operator = OPERATORS[describe(token)] as BinaryOperator;
      left = { kind: 'binary', operator, left, right: this.binary(level + 1) };
    }
    if (level === LEVELS.length - 1) this.refuseModulo();
    return left;
  }

  private refuseModulo(): void {
    const token = this.peek();
    if (token && (describe(token) === '%' || describe(token) === 'mod')) {
      throw new JuelNotSimpleError('the remainder operator (JUEL truncates, FEEL modulo floors negative numbers)');
    }
  }

  private unary(): JuelNode {
    if (this.accept('-')) return { kind: 'negate', operand: this.unary() };
    if (this.accept('!') || this.accept('not')) return { kind: 'not', operand: this.unary() };
    if (this.accept('empty')) return { kind: 'empty', operand: this.unary() };
    return this.value();
  }

  private value(): JuelNode {
    let node = this.primary();
    for (;;) {
      if (this.accept('.')) {
        const token = this.next();
        if (token?.kind !== 'name') throw new JuelSyntaxError('a property name must follow a dot');
        if (this.peekIs('(')) throw new JuelNotSimpleError(`a method call (${token.text}(…))`);
        if (FEEL_RESERVED.has(token.text)) throw new JuelNotSimpleError(`the property '${token.text}', a FEEL keyword`);
        node = { kind: 'member', object: node, property: token.text };
      } else if (this.peekIs('[')) {
        throw new JuelNotSimpleError('an index or bracket property (JUEL counts from 0, FEEL from 1)');
      } else {
        return node;
      }
    }
  }

  private primary(): JuelNode {
    const token = this.next();
    if (!token) throw new JuelSyntaxError('the expression ends too early');
    if (token.kind === 'number') return { kind: 'literal', feel: feelNumber(token.text) };
    if (token.kind === 'string') return { kind: 'literal', feel: feelString(token.value) };
    if (token.kind === 'symbol') {
      if (token.text !== '(') throw new JuelSyntaxError(`unexpected '${token.text}'`);
      const inner = this.expression();
      this.expect(')');
      return inner;
    }
    return this.name(token.text);
  }

  private name(name: string): JuelNode {
    if (name === 'true' || name === 'false' || name === 'null') return { kind: 'literal', feel: name };
    if (this.peekIs('(')) throw new JuelNotSimpleError(`a function call (${name}(…))`);
    if (name === 'instanceof') throw new JuelNotSimpleError('instanceof');
    if (CAMUNDA7_CONTEXT_OBJECTS.has(name)) throw new JuelNotSimpleError(`the Camunda 7 object '${name}'`);
    if (FEEL_RESERVED.has(name)) throw new JuelNotSimpleError(`the variable '${name}', a FEEL keyword`);
    if (name.includes('$')) throw new JuelNotSimpleError(`the name '${name}' (FEEL names have no '$')`);
    return { kind: 'name', name };
  }

  private peek(): JuelToken | undefined {
    return this.tokens[this.position];
  }

  private peekIs(text: string): boolean {
    const token = this.peek();
    return token !== undefined && token.kind !== 'string' && describe(token) === text;
  }

  private next(): JuelToken | undefined {
    const token = this.peek();
    if (token) this.position += 1;
    return token;
  }

  private accept(text: string): boolean {
    if (!this.peekIs(text)) return false;
    this.position += 1;
    return true;
  }

  private expect(text: string): void {
    if (!this.accept(text)) throw new JuelSyntaxError(`expected '${text}'`);
  }
}

function isOperator(token: JuelToken, operators: readonly string[]): boolean {
  return token.kind !== 'string' && token.kind !== 'number' && operators.includes(describe(token));
}

function describe(token: JuelToken): string {
  return token.kind === 'string' ? `'${token.value}'` : token.text;
}

function feelNumber(text: string): string {
  if (/[eE]/.test(text)) throw new JuelNotSimpleError(`the number ${text} in exponent notation`);
  const normalized = text.startsWith('.') ? `0${text}` : text;
  return normalized.endsWith('.') ? normalized.slice(0, -1) : normalized;
}

/** A FEEL string literal: double quotes, with `"` and `\` escaped. */
export function feelString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}
