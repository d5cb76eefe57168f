import type { ConformanceRow, ResultShape } from './conformance-row.js';
import { describeValue, sameFeelValue } from './expected-value.js';
import { evaluateForConformance } from './evaluate-for-conformance.js';

/** The engine time every row is evaluated at, in UTC (the zone Zeebe runs in): `now()` and `today()` answer it. */
const REFERENCE_NOW = Date.parse('2020-07-31T12:27:30Z');

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

const SHAPES: Record<ResultShape, (value: unknown) => boolean> = {
  uuid: (value) => typeof value === 'string' && UUID.test(value),
  'number from 0 to 1': (value) => typeof value === 'number' && value >= 0 && value < 1,
  'the evaluation instant': (value) => typeof value === 'string' && Date.parse(value.replace(/@.*$/, '')) === REFERENCE_NOW,
};

/** Evaluates a row: null when Camunda's answer came back, otherwise what came back instead. */
export function referenceFailure(row: ConformanceRow): string | null {
  const result = evaluateForConformance(row.feel, row.variables ?? {}, REFERENCE_NOW);
  const expect = row.expect;
  if ('fails' in expect) return result.ok ? `returned ${describeValue(result.value)} instead of failing` : null;
  if (!result.ok) return `failed: ${result.message.replace(`failed to evaluate expression '${row.feel}': `, '').slice(0, 160)}`;
  if ('shape' in expect) return SHAPES[expect.shape](result.value) ? null : `returned ${describeValue(result.value)}, not ${expect.shape}`;
  return sameFeelValue(result.value, expect.value) ? null : `returned ${describeValue(result.value)} instead of ${describeValue(expect.value)}`;
}
