import type { JsonObject } from '../json-value.js';
import type { ExpectedJson } from './expected-value.js';

/** A check for results that differ at every evaluation (a UUID, a random number, the clock). */
export type ResultShape = 'uuid' | 'number from 0 to 1' | 'the evaluation instant';

export type Expectation = { value: ExpectedJson } | { fails: true } | { shape: ResultShape };

/**
 * One documented example of Camunda's FEEL: the expression, its variables and what Camunda answers. A temporal
 * result is the text Zeebe stores for it (FeelToMessagePackTransformer): a date `2020-04-06`; a local time as Java's
 * LocalTime writes it (`08:00`, seconds only when not zero); a time with an offset or zone as FEEL writes it
 * (`08:00:00+02:00`); a date-time in ISO with seconds, its zone id replaced by the offset (`2020-04-06T08:00:00+02:00`);
 * a duration as FEEL writes it (`P4Y2M`, `PT2H`).
 */
export interface ConformanceRow {
  /** The page under docs.camunda.io/docs/components/modeler/feel/ that documents the example (or `issue 38`). */
  page: string;
  feel: string;
  variables?: JsonObject;
  expect: Expectation;
  /** Why the expected result differs from the page's text, where it does (the page's text is wrong there). */
  note?: string;
}

/** The row's key in the known-gap list: its expression, and its variables when it has some. */
export function rowId(row: ConformanceRow): string {
  return row.variables ? `${row.feel} with ${JSON.stringify(row.variables)}` : row.feel;
}

interface RowOptions {
  variables?: JsonObject;
  note?: string;
}

/** Writes the rows of one page: `returns` the documented result, `fails` (an incident in Camunda), or has a shape. */
export function docPage(page: string) {
  const row = (feel: string, expect: Expectation, options: RowOptions): ConformanceRow => ({ page, feel, expect, ...options });
  return {
    returns: (feel: string, value: ExpectedJson, options: RowOptions = {}) => row(feel, { value }, options),
    fails: (feel: string, options: RowOptions = {}) => row(feel, { fails: true }, options),
    hasShape: (feel: string, shape: ResultShape, options: RowOptions = {}) => row(feel, { shape }, options),
  };
}
