import { describe, expect, it } from 'vitest';
import { tckGapCause } from './known-gap-causes.js';
import { readTckKit } from './dmn-tck-kit.js';
import { TCK_KNOWN_GAPS } from './dmn-tck.known-gaps.js';
import { runTckCase } from './dmn-tck-run.js';
import { readTckModel } from './dmn-tck-model.js';
import { readXml } from './dmn-tck-xml.js';
import { countByCause } from './failure-cause.js';
import { compareWithKnownGaps, updatingKnownGaps, writeKnownGaps } from './known-gaps-file.js';

/**
 * The DMN TCK's test cases (compliance levels 2 and 3) whose decisions are FEEL literal expressions, run through the
 * FEEL layer alone. Decision tables, boxed expressions, business knowledge models, decision services and imports
 * need the DMN engine of issue 40: they are counted as not run. A run case outside dmn-tck.known-gaps.ts must pass
 * and a case in it must still fail.
 */
describe('the DMN TCK through the FEEL layer', () => {
  const now = Date.now();
  const ids = new Set<string>();
  const failures = new Map<string, string>();
  const notRun = new Map<string, number>();
  let all = 0;
  let runCases = 0;
  for (const folder of readTckKit((xml) => readTckModel(readXml(xml)))) {
    for (const [fileName, testFile] of folder.testFiles) {
      const model = folder.models.get(testFile.modelName);
      for (const testCase of testFile.cases) {
        all++;
        const outcome = model ? runTckCase(model, testCase, now) : ({ run: false, reason: 'import' } as const);
        if (!outcome.run) {
          notRun.set(outcome.reason, (notRun.get(outcome.reason) ?? 0) + 1);
          continue;
        }
        const id = `${fileName}:${testCase.id}`;
        runCases++;
        ids.add(id);
        if (outcome.failure !== null) failures.set(id, outcome.failure);
      }
    }
  }
  const run = ids.size;
  const passed = run - failures.size;
  const reasons = [...notRun].map(([reason, count]) => `${count} ${reason}`).join(', ');
  console.info(
    `DMN TCK through FEEL: ${passed} of ${run} run cases pass (${passed} of all ${all}); not run: ${reasons}; failing by cause: ${countByCause(failures, tckGapCause)}`,
  );
  if (updatingKnownGaps) {
    writeKnownGaps(
      new URL('./dmn-tck.known-gaps.ts', import.meta.url),
      'TCK_KNOWN_GAPS',
      'The DMN TCK test cases run through the FEEL layer that do not pass yet, each with its cause.',
      failures,
      tckGapCause,
    );
  }

  it('should find the kit and run its literal expressions', () => {
    expect(all).toBeGreaterThan(1000);
    expect(run).toBeGreaterThan(500);
    expect(run, 'each run case has an id of its own').toBe(runCases);
  });

  it.skipIf(updatingKnownGaps)('should pass every run case that is not a known gap, and still fail every known gap', () => {
    const comparison = compareWithKnownGaps(failures, TCK_KNOWN_GAPS, ids);
    expect(comparison.unlistedFailures, 'cases that fail but are not listed in dmn-tck.known-gaps.ts').toEqual([]);
    expect(comparison.listedButPassing, 'cases that pass now: remove them from dmn-tck.known-gaps.ts').toEqual([]);
    expect(comparison.listedButUnknown, 'listed cases that are no longer run').toEqual([]);
  });
});
