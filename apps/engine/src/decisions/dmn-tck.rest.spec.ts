import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { dmnGapCause, TCK_KNOWN_GAPS } from '@baton/dmn/tck-kit';
import { compareWithKnownGaps, countByCause, readTckKit, tckKitMissing, updatingKnownGaps, writeKnownGaps } from '@baton/feel/tck-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TckOverRest } from '../testing/dmn-tck-over-rest.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { REST_ONLY_GAPS } from './dmn-tck.rest.known-gaps.js';

const REGENERATE = 'cd apps/engine && UPDATE_KNOWN_GAPS=1 npx vitest run src/decisions/dmn-tck.rest.spec.ts';
/** The TCK's own results format (one line per test case), written on every run for comparison with the published ones. */
const RESULTS = new URL('../../../../test-results/dmn-tck/baton-rest-tck_results.csv', import.meta.url);
/** Test cases evaluated at once: a client's few connections, not one request at a time. */
const IN_FLIGHT = 4;
const missing = tckKitMissing();

const csv = (fields: string[]) => fields.map((field) => `"${field.replaceAll('"', '""')}"`).join(',');

/**
 * The DMN TCK (compliance levels 2 and 3, ../shared/dmn-tck) through the engine as a user reaches it: each folder
 * deployed with `POST /v2/deployments`, each case evaluated with `POST /v2/decision-definitions/evaluation` over HTTP
 * (a decision service's case with Baton's `POST /baton/v1/decision-services/evaluation`), inputs and outputs as JSON.
 * A case fails over REST for the decision library's reason (dmn-tck.known-gaps.ts in libs/dmn), or for a reason of
 * the REST path listed in dmn-tck.rest.known-gaps.ts; every other case must pass.
 */
describe.skipIf(missing !== null)('the DMN TCK through the REST evaluation endpoint', () => {
  let engine: TestEngine;
  const failures = new Map<string, string>();
  const ids = new Set<string>();
  const results: string[] = [];

  beforeAll(async () => {
    engine = await startTestEngine();
    const tck = new TckOverRest(engine.baseUrl);
    for (const folder of readTckKit((xml) => xml)) {
      const folderName = folder.path.slice(folder.path.indexOf('/') + 1);
      for (const [fileName, testFile] of folder.testFiles) {
        const deployed = await tck.deploy(folder, testFile.modelName);
        const cases = [...testFile.cases];
        while (cases.length > 0) {
          const batch = cases.splice(0, IN_FLIGHT);
          const outcomes = await Promise.all(batch.map((testCase) => (deployed.ok ? tck.run(deployed, testCase) : Promise.resolve(deployed.refusal))));
          batch.forEach((testCase, index) => {
            const id = `${fileName}:${testCase.id}`;
            const failure = outcomes[index] ?? null;
            ids.add(id);
            if (failure !== null) failures.set(id, failure);
            results.push(csv([folderName, fileName, testCase.id, failure === null ? 'SUCCESS' : 'ERROR', failure ?? '']));
          });
        }
      }
    }
    mkdirSync(dirname(fileURLToPath(RESULTS)), { recursive: true });
    writeFileSync(RESULTS, `${results.join('\n')}\n`);
    const passed = ids.size - failures.size;
    console.info(
      `DMN TCK through REST (decision and decision service evaluation): ${passed} of ${ids.size} cases pass (${((100 * passed) / ids.size).toFixed(2)} %), ` +
        `results in ${fileURLToPath(RESULTS)}; failing by cause: ${countByCause(failures, restGapCause)}`,
    );
    if (updatingKnownGaps) {
      writeKnownGaps(
        new URL('./dmn-tck.rest.known-gaps.ts', import.meta.url),
        'REST_ONLY_GAPS',
        'The DMN TCK cases that fail through the REST evaluation endpoint but pass through the decision library (libs/dmn), each with its cause.',
        new Map([...failures].filter(([id]) => !Object.hasOwn(TCK_KNOWN_GAPS, id))),
        restGapCause,
        REGENERATE,
      );
    }
  }, 600_000);
  afterAll(() => engine?.close());

  it('should evaluate the whole kit', () => {
    expect(ids.size).toBeGreaterThan(3000);
  });

  it.skipIf(updatingKnownGaps)('should fail only where the library fails, or for a listed reason of the REST path', () => {
    const comparison = compareWithKnownGaps(failures, { ...TCK_KNOWN_GAPS, ...REST_ONLY_GAPS }, ids);
    expect(comparison.unlistedFailures, `cases that fail over REST but not in the library (${REGENERATE})`).toEqual([]);
    expect(comparison.listedButPassing, `cases that pass now: regenerate the known gaps (${REGENERATE}, and libs/dmn's)`).toEqual([]);
  });
});

/** Why a deployment of the TCK's models is refused where the library, which parses leniently, evaluates the rest. */
const REFUSALS: ReadonlyArray<readonly [RegExp, string]> = [
  [/has no decision logic/, 'REST: deploy refuses a model with a decision that has no logic (evaluating it could only fail)'],
  [/the model imports/, "REST: deploy does not resolve a DMN model's imports yet"],
  [/functions of kind Java/, 'REST: deploy refuses Java functions (Zeebe disables them)'],
  [/./s, 'REST: deploy refuses a model in which one expression does not compile, as Zeebe does (the library fails only that decision)'],
];

/** Why a case fails over REST and not in the library: the REST path's own causes, then the library's. */
function restGapCause(id: string, failure: string): string | null {
  if (failure.startsWith('deploy refused')) return REFUSALS.find(([pattern]) => pattern.test(failure))?.[1] ?? null;
  if (failure.startsWith('decision service')) return 'REST: the decision service endpoint answered other than 200';
  if (/returned (\{|\[|null)/.test(failure) && !Object.hasOwn(TCK_KNOWN_GAPS, id))
    return 'REST: a date, time or duration arrives as JSON text where the model declares no temporal type (an untyped input, or inside a list or context)';
  return dmnGapCause(id, failure);
}

describe.runIf(missing !== null)('the DMN TCK through REST', () => {
  it.skip(`is skipped: ${missing}`, () => {});
});
