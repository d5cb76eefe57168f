import { FeelNumber, type FeelTypeName, type FeelValue, feelContext } from '@baton/feel';
import type { TckValue } from '@baton/feel/tck-kit';
import { temporalFromText } from '../types/temporal-text.js';

const NUMERIC = new Set(['decimal', 'double', 'float', 'integer', 'int', 'long', 'short']);

/** The FEEL type of each XML Schema temporal type. */
const TEMPORAL: Readonly<Record<string, FeelTypeName>> = {
  date: 'date',
  time: 'time',
  dateTime: 'date and time',
  duration: 'days and time duration',
  dayTimeDuration: 'days and time duration',
  yearMonthDuration: 'years and months duration',
};

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
      if (value.type !== null && Object.hasOwn(TEMPORAL, value.type)) return temporalFromText(TEMPORAL[value.type] as FeelTypeName, value.text);
      return value.text;
  }
}
