import { describe, expect, it } from 'vitest';
import { referenceGapCause } from './known-gap-causes.js';
import { CAMUNDA_REFERENCE } from './camunda-reference.table.js';
import { REFERENCE_KNOWN_GAPS } from './camunda-reference.known-gaps.js';
import { rowId } from './conformance-row.js';
import { countByCause } from './failure-cause.js';
import { compareWithKnownGaps, updatingKnownGaps, writeKnownGaps } from './known-gaps-file.js';
import { referenceFailure } from './run-reference-row.js';

/**
 * Executes every row of the Camunda FEEL reference table. A row outside camunda-reference.known-gaps.ts must pass and
 * a row in it must still fail, so the list stays true and shrinks as the interpreter improves.
 */
describe('the Camunda FEEL reference table', () => {
  const ids = CAMUNDA_REFERENCE.map(rowId);
  const failures = new Map<string, string>();
  for (const row of CAMUNDA_REFERENCE) {
    const failure = referenceFailure(row);
    if (failure !== null) failures.set(rowId(row), failure);
  }
  console.info(
    `Camunda FEEL reference: ${ids.length - failures.size} of ${ids.length} rows pass; failing by cause: ${countByCause(failures, referenceGapCause)}`,
  );
  if (updatingKnownGaps) {
    writeKnownGaps(
      new URL('./camunda-reference.known-gaps.ts', import.meta.url),
      'REFERENCE_KNOWN_GAPS',
      'The rows of the Camunda reference table that do not pass yet, each with its cause.',
      failures,
      referenceGapCause,
    );
  }

  it('should name each row once', () => {
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
  });

  it.skipIf(updatingKnownGaps)('should answer as Camunda in every row that is not a known gap, and still fail every known gap', () => {
    const comparison = compareWithKnownGaps(failures, REFERENCE_KNOWN_GAPS, new Set(ids));
    expect(comparison.unlistedFailures, 'rows that fail but are not listed in camunda-reference.known-gaps.ts').toEqual([]);
    expect(comparison.listedButPassing, 'rows that pass now: remove them from camunda-reference.known-gaps.ts').toEqual([]);
    expect(comparison.listedButUnknown, 'listed rows that are not in the table').toEqual([]);
  });
});
