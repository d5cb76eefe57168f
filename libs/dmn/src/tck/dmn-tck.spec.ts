import { compareWithKnownGaps, countByCause, readTckKit, tckKitMissing, updatingKnownGaps, writeKnownGaps } from '@baton/feel/tck-kit';
import { describe, expect, it } from 'vitest';
import { type LenientParse, parseDmnLeniently } from '../parse-dmn.js';
import { TCK_KNOWN_GAPS } from './dmn-tck.known-gaps.js';
import { dmnGapCause } from './dmn-gap-causes.js';
import { runTckCase } from './dmn-tck-run.js';

/** A folder's models, each given the folder's other models to import from (found by namespace). */
async function parseFolder(models: ReadonlyMap<string, string>): Promise<Map<string, LenientParse>> {
  const alone = await Promise.all([...models.values()].map((xml) => parseDmnLeniently(xml)));
  const importable = alone.flatMap((parsed) => (parsed.model ? [parsed.model] : []));
  return new Map(await Promise.all([...models].map(async ([file, xml]) => [file, await parseDmnLeniently(xml, importable)] as const)));
}

const REGENERATE = 'cd libs/dmn && UPDATE_KNOWN_GAPS=1 npx vitest run src/tck';
const missing = tckKitMissing();

/**
 * Every test case of the DMN TCK's compliance levels 2 and 3 (../shared/dmn-tck) through the decision engine, compared
 * as the TCK compares. A case outside dmn-tck.known-gaps.ts must pass and a case in it must still fail.
 */
describe.skipIf(missing !== null)('the DMN TCK through the decision engine', async () => {
  if (missing !== null) return;
  const now = Date.now();
  const failures = new Map<string, string>();
  const ids = new Set<string>();
  for (const folder of readTckKit((xml) => xml)) {
    const models = await parseFolder(folder.models);
    for (const [fileName, testFile] of folder.testFiles) {
      const parsed = models.get(testFile.modelName);
      for (const testCase of testFile.cases) {
        const id = `${fileName}:${testCase.id}`;
        ids.add(id);
        if (!parsed?.model) {
          failures.set(id, `the model does not parse: ${parsed?.problems[0]?.message ?? `no model ${testFile.modelName}`}`);
          continue;
        }
        const failure = runTckCase(parsed.model, testCase, now);
        if (failure !== null) failures.set(id, failure);
      }
    }
  }
  const passed = ids.size - failures.size;
  console.info(
    `DMN TCK through the decision engine: ${passed} of ${ids.size} cases pass (${((100 * passed) / ids.size).toFixed(2)} %); failing by cause: ${countByCause(failures, dmnGapCause)}`,
  );
  if (updatingKnownGaps) {
    writeKnownGaps(
      new URL('./dmn-tck.known-gaps.ts', import.meta.url),
      'TCK_KNOWN_GAPS',
      'The DMN TCK test cases (compliance levels 2 and 3) the decision engine does not pass yet (FAILED), each with its cause; every other case passes (SUCCESS).',
      failures,
      dmnGapCause,
      REGENERATE,
    );
  }

  it('should read the whole kit', () => {
    expect(ids.size).toBeGreaterThan(3000);
  });

  it.skipIf(updatingKnownGaps)('should pass every case that is not a known gap, and still fail every known gap', () => {
    const comparison = compareWithKnownGaps(failures, TCK_KNOWN_GAPS, ids);
    expect(comparison.unlistedFailures, `cases that fail but are not listed in dmn-tck.known-gaps.ts (${REGENERATE})`).toEqual([]);
    expect(comparison.listedButPassing, `cases that pass now: remove them from dmn-tck.known-gaps.ts (${REGENERATE})`).toEqual([]);
    expect(comparison.listedButUnknown, 'listed cases that are no longer in the kit').toEqual([]);
  });
});

describe.runIf(missing !== null)('the DMN TCK', () => {
  it.skip(`is skipped: ${missing}`, () => {});
});
