import {
  compileFeelExpression,
  FeelFailure,
  FeelSession,
  type FeelContext,
  type FeelValue,
  feelContext,
  feelEquals,
  feelFunction,
  feelToJson,
  feelTypeName,
  isFeelFunction,
  isFeelNumber,
  isFeelRange,
  isFeelTemporal,
} from '@baton/feel';

/**
 * `is(value1, value2)` (DMN 1.5, 10.3.4.1): the same element of FEEL's domain, so of one type and, for times and
 * date-times, with the same offset or zone (`@"23:00:50@Etc/GMT"` is not `@"23:00:50Z"`).
 */
function is([a, b]: readonly FeelValue[]): FeelValue | FeelFailure {
  if (a === undefined || b === undefined || a === null || b === null) return a === null && b === null;
  if (feelTypeName(a) !== feelTypeName(b)) return false;
  if (isFeelTemporal(a) && isFeelTemporal(b)) {
    const type = feelTypeName(a);
    if (type === 'time' || type === 'date and time') {
      const text = (value: FeelValue) => {
        const converted = feelToJson(value);
        return converted.ok && typeof converted.value === 'string' ? converted.value.replace(/\+00:00$/, 'Z') : null;
      };
      return feelEquals(a, b) === true && text(a) === text(b);
    }
  }
  return feelEquals(a, b) === true;
}

/**
 * `list replace(list, position or match, newItem)` (DMN 1.5, 10.3.4.4): the item at a position (from 1, or from the
 * end when negative), or each item `match(item, newItem)` holds for, replaced.
 */
function listReplace([given, where, newItem]: readonly FeelValue[]): FeelValue | FeelFailure {
  if (given === null || given === undefined) return new FeelFailure('list replace: the list is null');
  // A single value is the list of it (DMN 1.4, 10.3.2.9.4).
  const list = Array.isArray(given) ? given : [given];
  const item = newItem ?? null;
  if (isFeelNumber(where)) {
    // A position with a fraction is read as its whole part, as FEEL's built-ins read integer parameters.
    const position = where.trunc().toNumber();
    const index = position > 0 ? position - 1 : list.length + position;
    if (position === 0 || index < 0 || index >= list.length) return new FeelFailure(`list replace: no position ${position} in a list of ${list.length}`);
    return list.map((current, at) => (at === index ? item : current));
  }
  if (isFeelFunction(where)) {
    if (where.parameters.length !== 2) return new FeelFailure('list replace: the match function must take two parameters (item, newItem)');
    const replaced: FeelValue[] = [];
    for (const current of list) {
      const matches = where.invoke([current, item]);
      if (matches instanceof FeelFailure) return matches;
      if (typeof matches !== 'boolean') return new FeelFailure('list replace: the match function must answer true or false');
      replaced.push(matches ? item : current);
    }
    return replaced;
  }
  return new FeelFailure('list replace: the position is neither a number nor a match function');
}

/** An end of a range() text: a literal (a number, a string, `@"…"`, a temporal built-in over a string), nothing computed. */
const RANGE_END = /^(?:-?\d+(?:\.\d+)?|-?\.\d+|"(?:[^"\\]|\\.)*"|@"[^"]*"|(?:date and time|date|time|duration)\(\s*"[^"]*"\s*\))$/;
const RANGE_TEXT = /^\s*([[(\]])\s*(.*?)\s*\.\.\s*(.*?)\s*([\])[])\s*$/;

/**
 * `range(from)` (DMN 1.5, 10.3.4.12): the range a text writes as a range literal (`"[18..21)"`), both ends literals
 * of one type, the start not after the end.
 */
function range([from]: readonly FeelValue[]): FeelValue | FeelFailure {
  if (typeof from !== 'string') return new FeelFailure('range: from is not a string');
  const parts = RANGE_TEXT.exec(from);
  const [, open, start, end, close] = parts ?? [];
  if (!start || !end || !RANGE_END.test(start) || !RANGE_END.test(end)) return new FeelFailure(`range: '${from}' is no range of two literals`);
  const compiled = compileFeelExpression(`{range: ${open}${start}..${end}${close}, ordered: ${start} <= ${end}}`, {}, 'dmn');
  if (!compiled.ok) return new FeelFailure(`range: ${compiled.message}`);
  const outcome = new FeelSession(0).evaluate(compiled.program, feelContext());
  if (!outcome.ok) return new FeelFailure(`range: ${outcome.message}`);
  const value = outcome.value as FeelContext;
  if (value.ordered !== true || !isFeelRange(value.range)) return new FeelFailure(`range: '${from}' has ends of different types, or its start after its end`);
  return value.range;
}

/**
 * DMN 1.5's built-ins that Camunda's FEEL lacks, offered to every expression of a decision model as functions in its
 * scope; FEEL elsewhere in the engine keeps Camunda's set.
 */
export function dmnBuiltins(): FeelContext {
  return Object.assign(feelContext(), BUILTINS);
}

/** Made once: the functions hold no state. */
const BUILTINS: FeelContext = Object.assign(feelContext(), {
  is: feelFunction(['value1', 'value2'], is),
  'list replace': feelFunction(['list', 'position', 'newItem'], listReplace),
  range: feelFunction(['from'], range),
});

/** The names of dmnBuiltins, for the parser. */
export const DMN_BUILTIN_NAMES: readonly string[] = ['is', 'list replace', 'range'];
