import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type GapCause, gapCause } from './failure-cause.js';

/** What a known-gap list is checked against: the cases that fail now, each with what went wrong. */
export type Failures = ReadonlyMap<string, string>;

/** The listed cases that pass now, and the failing cases that are not listed. */
export function compareWithKnownGaps(failures: Failures, knownGaps: Readonly<Record<string, string>>, allIds: ReadonlySet<string>) {
  return {
    unlistedFailures: [...failures].filter(([id]) => !Object.hasOwn(knownGaps, id)).map(([id, failure]) => `${id}: ${failure}`),
    listedButPassing: Object.keys(knownGaps).filter((id) => allIds.has(id) && !failures.has(id)),
    listedButUnknown: Object.keys(knownGaps).filter((id) => !allIds.has(id)),
  };
}

/**
 * Rewrites a known-gap list from the failures of this run (UPDATE_KNOWN_GAPS=1): each case with its cause in a
 * phrase (`known`'s when it has one), then what went wrong.
 */
export function writeKnownGaps(
  file: URL,
  exportName: string,
  description: string,
  failures: Failures,
  known: GapCause,
  regenerate = 'cd libs/feel && UPDATE_KNOWN_GAPS=1 npx vitest run src/conformance',
): void {
  const entries = [...failures]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([id, failure]) => `  ${JSON.stringify(id)}: ${JSON.stringify(`${gapCause(id, failure, known)}: ${failure}`)},`);
  const text = [
    `/**\n * ${description}\n * Regenerate it from a run: ${regenerate}\n */`,
    `export const ${exportName}: Readonly<Record<string, string>> = {`,
    ...entries,
    '};',
    '',
  ].join('\n');
  const path = fileURLToPath(file);
  writeFileSync(path, text);
  spawnSync('npx', ['biome', 'format', '--write', path], { stdio: 'ignore' });
}

export const updatingKnownGaps = process.env.UPDATE_KNOWN_GAPS === '1';
