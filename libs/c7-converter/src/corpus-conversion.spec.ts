import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { compileBpmn } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { convertCamunda7 } from './convert-camunda7.js';

/**
 * Every Camunda 7 model of the shared corpus (`dialect` camunda7 in MANIFEST.tsv) converted, then compiled by the
 * engine's compiler: the outcome of each (deploys, with how many notes need a person, or refused with the first
 * problem) is held in corpus-conversion.snapshot.tsv, so a change fails until the snapshot is updated on purpose
 * (`npm run corpus-snapshots` at the repository root). The corpus is BATON_CORPUS_DIR, or shared/corpus beside
 * the repository; without either the spec is skipped and says so.
 */
const CORPUS = process.env.BATON_CORPUS_DIR
  ? pathToFileURL(`${process.env.BATON_CORPUS_DIR.replace(/\/$/, '')}/`)
  : new URL('../../../../shared/corpus/', import.meta.url);
const MANIFEST = new URL('MANIFEST.tsv', CORPUS);
const corpusPresent = existsSync(MANIFEST);
if (!corpusPresent) {
  console.warn(`corpus conversion skipped: no BPMN corpus at ${fileURLToPath(MANIFEST)} (set BATON_CORPUS_DIR to the shared corpus folder)`);
}

function camunda7Models(): string[] {
  const [header, ...rows] = readFileSync(MANIFEST, 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => row.split('\t'));
  expect(header?.slice(0, 3)).toEqual(['path', 'source', 'dialect']);
  return rows.filter((row) => row[2] === 'camunda7').map((row) => row[0] ?? '');
}

/** Names and ids in quotes differ per model; without them, reasons group. */
const reasonKind = (reason: string) => reason.replace(/'[^']*'/g, '…').slice(0, 100);

describe.skipIf(!corpusPresent)('converting the Camunda 7 models of the corpus', () => {
  it('should turn each into a model the engine deploys, or say why not, never throw', async () => {
    const paths = camunda7Models();
    expect(paths.length).toBeGreaterThan(0);
    const outcomes: string[] = [];
    const refusals = new Map<string, number>();
    let deploys = 0;
    let deploysWithDecisions = 0;
    let refusedForCamunda7Left = 0;

    for (const path of paths) {
      const converted = await convertCamunda7(readFileSync(new URL(path, CORPUS), 'utf8'));
      const compiled = await compileBpmn(converted.xml);
      const manual = converted.notes.filter((note) => note.severity === 'manual').length;
      if (compiled.ok) {
        deploys += 1;
        if (manual > 0) deploysWithDecisions += 1;
        outcomes.push(`${path}\tdeploys${manual > 0 ? `, ${manual} to decide` : ''}`);
        continue;
      }
      if (compiled.problems.some((problem) => problem.message.includes('Camunda 7 dialect'))) refusedForCamunda7Left += 1;
      const reason = compiled.problems[0]?.message ?? 'refused without a problem';
      refusals.set(reasonKind(reason), (refusals.get(reasonKind(reason)) ?? 0) + 1);
      outcomes.push(`${path}\trefused: ${reason}`);
    }

    console.log(
      [
        `Camunda 7 models: ${paths.length}, deploy after conversion: ${deploys} (${deploysWithDecisions} of them with notes for a person), refused: ${paths.length - deploys}`,
        `refused models with Camunda 7 content kept for a person: ${refusedForCamunda7Left}; the others are refused only for what the engine does not run or the model lacks`,
        'refused, by first problem:',
        ...[...refusals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([reason, count]) => `  ${count}  ${reason}`),
      ].join('\n'),
    );
    await expect(`path\toutcome\n${outcomes.join('\n')}\n`).toMatchFileSnapshot('./corpus-conversion.snapshot.tsv');
  });
});
