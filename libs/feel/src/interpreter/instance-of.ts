import { feelTypeName } from './operators.js';
import { feelName } from './scope.js';
import { type Compilation, type Evaluator, parts, refuse, type SyntaxNode, textOf } from './syntax.js';
import { type FeelValue, isFeelContext, isFeelRange } from './values.js';

export type TypeTest = (value: FeelValue) => boolean;

/** Camunda's other spellings of its type names. */
const ALIASES: Readonly<Record<string, string>> = {
  'date time': 'date and time',
  'year-month-duration': 'years and months duration',
  'day-time-duration': 'days and time duration',
};

/**
 * `x instance of T` (`value` compiled by the caller when it is not the node's own first part): Camunda's type names, `Any` for every value but null, `list<T>` and `context<k: T>` item by item. */
export function compileInstanceOf(c: Compilation, node: SyntaxNode, value?: Evaluator): Evaluator {
  const items = parts(node);
  const valueNode = items[0];
  const typeNode = items[items.length - 1];
  if (!valueNode || !typeNode || typeNode.name !== 'Type') return refuse(c.source, node, 'an incomplete instance of');
  const tested = value ?? c.compile(valueNode);
  const test = compileType(c, typeNode);
  return (scope) => test(tested(scope));
}

/** The value an `instance of` tests, its parts (the parser puts it where arithmetic binds tighter). */
export function instanceOfValue(node: SyntaxNode): SyntaxNode | undefined {
  return parts(node)[0];
}

/** Whether a value is of a written type (`number`, `list<string>`, `context<a: number>`). */
export function compileType(c: Compilation, type: SyntaxNode): TypeTest {
  const inner = type.firstChild;
  if (!inner) return refuse(c.source, type, 'a missing type');
  if (inner.name === 'ListType') {
    const itemType = inner.getChild('Type');
    const item = itemType ? compileType(c, itemType) : () => true;
    if (textOf(c.source, inner).startsWith('range')) return compileRangeType(c, inner, item);
    return (value) => Array.isArray(value) && value.every(item);
  }
  if (inner.name === 'ContextType') {
    const entries = (inner.getChild('ContextEntryTypes')?.getChildren('ContextEntryType') ?? []).map((entry) => {
      const [key, entryType] = parts(entry);
      if (!key || !entryType) return refuse(c.source, entry, 'an incomplete context type');
      return { key: feelName(textOf(c.source, key)).text, test: compileType(c, entryType) };
    });
    return (value) => isFeelContext(value) && entries.every((entry) => Object.hasOwn(value, entry.key) && entry.test(value[entry.key] as FeelValue));
  }
  if (inner.name === 'FunctionType') return (value) => feelTypeName(value) === 'function';
  const written = feelName(textOf(c.source, inner)).text;
  if (written === 'Any') return (value) => value !== null;
  const name = ALIASES[written] ?? written;
  return (value) => feelTypeName(value) === name;
}

/**
 * `range<T>` (DMN 1.5, 10.3.2.9.5), parsed as a list type (see maskKeywordNames): a range whose written ends are of
 * type T (an unbounded end, `> 5`, has none). Only DMN's dialect has it: FEEL-Scala's parser refuses it.
 */
function compileRangeType(c: Compilation, type: SyntaxNode, end: TypeTest): TypeTest {
  if (c.dialect !== 'dmn') return refuse(c.source, type, 'a range type');
  return (value) => isFeelRange(value) && [value.start, value.end].every((bound) => bound === null || end(bound));
}
