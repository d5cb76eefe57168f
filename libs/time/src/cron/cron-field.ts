/** A plain cron field: the values it matches, as a set over the field's range. */
export type ValueSet = ReadonlySet<number>;

export interface FieldRange {
  /** `second`, `month`, ..., as problems name the field. */
  name: string;
  min: number;
  max: number;
  /** Names of values (`JAN` = 1, `MON` = 1), matched without regard to case as Spring does. */
  names?: Readonly<Record<string, number>>;
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/**
 * Reads `*`, `5`, `1-5`, `*\/15`, `10/5`, `1-30/2` and lists of them, as Spring's CronExpression does: a range must
 * not run backwards, a step is at least 1, and `N/step` runs from N to the end of the range.
 */
export function parseValueSet(text: string, range: FieldRange): Parsed<ValueSet> {
  const values = new Set<number>();
  for (const part of text.split(',')) {
    const read = readPart(part, range);
    if (!read.ok) return read;
    for (const value of read.value) values.add(value);
  }
  return { ok: true, value: values };
}

function readPart(part: string, range: FieldRange): Parsed<number[]> {
  const [span = '', step, ...extra] = part.split('/');
  if (extra.length > 0 || span === '') return fail(range, `'${part}' is not a value, a range or a step`);
  let from = range.min;
  let to = range.max;
  if (span !== '*') {
    const [first = '', last, ...more] = span.split('-');
    if (more.length > 0) return fail(range, `'${span}' is not a range`);
    const low = readValue(first, range);
    if (!low.ok) return low;
    from = low.value;
    to = step === undefined ? low.value : range.max;
    if (last !== undefined) {
      const high = readValue(last, range);
      if (!high.ok) return high;
      if (high.value < low.value) return fail(range, `the range '${span}' runs backwards`);
      to = high.value;
    }
  }
  let every = 1;
  if (step !== undefined) {
    if (!/^\d+$/.test(step) || Number(step) < 1) return fail(range, `the step '${step}' must be a whole number of 1 or more`);
    every = Number(step);
  }
  const values: number[] = [];
  for (let value = from; value <= to; value += every) values.push(value);
  return { ok: true, value: values };
}

/** A number or a name of the field, within its range. */
export function readValue(text: string, range: FieldRange): Parsed<number> {
  const named = range.names?.[text.toUpperCase()];
  const value = named ?? (/^\d+$/.test(text) ? Number(text) : Number.NaN);
  if (Number.isNaN(value)) return fail(range, `'${text}' is not a number${range.names ? ' or a name' : ''}`);
  if (value < range.min || value > range.max) return fail(range, `${value} is out of its range ${range.min}-${range.max}`);
  return { ok: true, value };
}

export function fail<T>(range: FieldRange, reason: string): Parsed<T> {
  return { ok: false, reason: `the ${range.name} field: ${reason}` };
}
