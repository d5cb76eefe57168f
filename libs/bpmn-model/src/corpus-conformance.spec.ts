import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import type { CompileResult, ModelProblem } from './executable-model.js';
import { formatProblems } from './format-problems.js';

/**
 * The shared corpus of real-world BPMN files, beside the repository. The outcome of each file (compiled, or refused
 * with its first category) is held in corpus-conformance.snapshot.tsv: a change fails until the snapshot is updated
 * on purpose (`npm run corpus-snapshots` at the repository root).
 */
const CORPUS = process.env.BATON_CORPUS_DIR
  ? pathToFileURL(`${process.env.BATON_CORPUS_DIR.replace(/\/$/, '')}/`)
  : new URL('../../../../shared/corpus/', import.meta.url);

type Category = 'invalid XML' | 'no executable process' | 'camunda7 dialect' | 'unsupported element kind' | 'validation';

/** A refused file counts under its first category in this order: the most basic reason wins. */
const CATEGORY_ORDER: Category[] = ['invalid XML', 'no executable process', 'camunda7 dialect', 'unsupported element kind', 'validation'];

function categoryOf(problem: ModelProblem): Category {
  if (problem.message.startsWith('invalid XML:')) return 'invalid XML';
  if (problem.message.startsWith('no executable process')) return 'no executable process';
  if (problem.message.includes('Camunda 7 dialect')) return 'camunda7 dialect';
  if (problem.message.includes('not supported yet')) return 'unsupported element kind';
  return 'validation';
}

/** `bpmn:startEvent with bpmn:timerEventDefinition`, `bpmn:userTask` or `zeebe:executionListeners`. */
function unsupportedKindOf(problem: ModelProblem): string {
  const detail = /^element kind not supported yet \((.*)\)$/.exec(problem.message)?.[1];
  const extension = /^(zeebe:\w+) is not supported yet/.exec(problem.message)?.[1];
  return detail ?? extension ?? problem.elementType ?? 'unknown';
}

/** A refusal must say what to fix: an element, the dialect, the missing executable process, or the XML error. */
function isExplained(problem: ModelProblem): boolean {
  return problem.elementId !== null || categoryOf(problem) !== 'validation';
}

function readManifest(): string[] {
  const manifest = new URL('MANIFEST.tsv', CORPUS);
  if (!existsSync(manifest)) {
    throw new Error(`the BPMN corpus is missing: expected ${fileURLToPath(manifest)} (the shared corpus beside the repository, or set BATON_CORPUS_DIR)`);
  }
  const [header, ...rows] = readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '');
  expect(header?.split('\t')[0]).toBe('path');
  return rows.map((row) => row.split('\t')[0] ?? '');
}

function increment(counts: Map<string, number>, key: string): void {
  counts.set(key, (counts.get(key) ?? 0) + 1);
}

describe('corpus conformance', () => {
  it('should compile or explain the refusal of every corpus file, never throw', async () => {
    const paths = readManifest();
    expect(paths.length).toBeGreaterThan(0);

    const failures: string[] = [];
    const byCategory = new Map<string, number>();
    const filesWithCategory = new Map<string, number>();
    const unsupportedKinds = new Map<string, number>();
    const outcomes: string[] = [];
    let compiled = 0;

    for (const path of paths) {
      const xml = readFileSync(new URL(path, CORPUS), 'utf8');
      const lineCount = xml.split('\n').length;
      let result: CompileResult;
      try {
        result = await compileBpmn(xml);
      } catch (error) {
        failures.push(`${path}: threw ${String(error)}`);
        outcomes.push(`${path}\tthrew`);
        continue;
      }
      if (result.ok) {
        compiled += 1;
        outcomes.push(`${path}\tcompiled`);
        if (result.processes.length === 0) failures.push(`${path}: compiled without processes`);
        continue;
      }
      const { problems } = result;
      if (problems.length === 0) failures.push(`${path}: refused without problems`);
      if (!problems.some(isExplained)) failures.push(`${path}: no problem names an element:\n${formatProblems(problems)}`);
      for (const problem of problems) {
        if (problem.line !== null && (problem.line < 1 || problem.line > lineCount)) failures.push(`${path}: line out of range: ${formatProblems([problem])}`);
        if (problem.elementType !== null && !/^[a-z]+:[a-z]/.test(problem.elementType))
          failures.push(`${path}: element type not as in XML: ${problem.elementType}`);
      }

      const categories = new Set(problems.map(categoryOf));
      for (const category of categories) increment(filesWithCategory, category);
      const firstCategory = CATEGORY_ORDER.find((category) => categories.has(category)) ?? 'validation';
      increment(byCategory, firstCategory);
      outcomes.push(`${path}\trefused: ${firstCategory}`);
      const kinds = new Set(problems.filter((problem) => categoryOf(problem) === 'unsupported element kind').map(unsupportedKindOf));
      for (const kind of kinds) increment(unsupportedKinds, kind);
    }

    const sorted = (counts: Map<string, number>) => [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
    console.log(
      [
        `corpus: ${paths.length} files, compiled OK: ${compiled}, refused: ${paths.length - compiled}`,
        'refused, by first reason (invalid XML > no executable process > camunda7 dialect > unsupported element kind > validation):',
        ...CATEGORY_ORDER.map((category) => `  ${category}: ${byCategory.get(category) ?? 0}`),
        'refused files with at least one problem of each category:',
        ...CATEGORY_ORDER.map((category) => `  ${category}: ${filesWithCategory.get(category) ?? 0}`),
        'files refusing each unsupported element kind:',
        ...sorted(unsupportedKinds).map(([kind, count]) => `  ${kind}: ${count}`),
      ].join('\n'),
    );

    expect(failures).toEqual([]);
    expect(compiled).toBeGreaterThan(0);
    await expect(`path\toutcome\n${outcomes.join('\n')}\n`).toMatchFileSnapshot('./corpus-conformance.snapshot.tsv');
  });
});
