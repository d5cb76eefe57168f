import { compileFeelExpression, FeelNumber, FeelSession, type FeelValue, feelContext } from '@baton/feel';
import type { TckValue } from '@baton/feel/tck-kit';

const NUMERIC = new Set(['decimal', 'double', 'float', 'integer', 'int', 'long', 'short']);

/** The FEEL conversion of each XML Schema temporal type, applied to the value's text. */
const TEMPORAL: Readonly<Record<string, string>> = {
  date: 'date(text)',
  time: 'time(text)',
  dateTime: 'date and time(text)',
  duration: 'duration(text)',
  dayTimeDuration: 'duration(text)',
  yearMonthDuration: 'duration(text)',
};

function temporal(type: string, text: string): FeelValue {
  const compiled = compileFeelExpression(TEMPORAL[type] as string, {});
  if (!compiled.ok) throw new Error(compiled.message);
  const outcome = new FeelSession(0).evaluate(compiled.program, Object.assign(feelContext(), { text: text.trim() }));
  return outcome.ok ? outcome.value : null;
}

/** A TCK input as the typed FEEL value the test means: a decimal, a date, a context… */
export function tckInput(value: TckValue): FeelValue {
  switch (value.kind) {
    case 'nil':
      return null;
    case 'list':
      return value.items.map(tckInput);
    case 'context':
      return Object.assign(feelContext(), Object.fromEntries(value.entries.map(([name, entry]) => [name, tckInput(entry)])));
    case 'simple':
      if (value.type !== null && NUMERIC.has(value.type)) return new FeelNumber(value.text.trim());
      if (value.type === 'boolean') return value.text.trim() === 'true';
      if (value.type !== null && Object.hasOwn(TEMPORAL, value.type)) return temporal(value.type, value.text);
      return value.text;
  }
}
