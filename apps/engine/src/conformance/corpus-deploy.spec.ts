import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeploymentResult } from '@baton/api-contract';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * Every file of the shared corpus of real-world BPMN (../shared/corpus beside the repository) deployed over
 * HTTP, one by one: each is either deployed, or refused with a 4xx problem that says what to fix — never a 5xx,
 * never a hang, and a refused deployment writes nothing. The outcome of each file (deployed, or refused with its first
 * reason) is held in corpus-deploy.snapshot.tsv: a change fails until the snapshot is updated on purpose
 * (`npm run corpus-snapshots` at the repository root).
 */
const CORPUS = process.env.BATON_CORPUS_DIR
  ? pathToFileURL(`${process.env.BATON_CORPUS_DIR.replace(/\/$/, '')}/`)
  : new URL('../../../../../shared/corpus/', import.meta.url);
/** A deployment that takes longer is a hang. */
const DEPLOY_TIMEOUT_MS = 30_000;

type Reason = 'invalid XML' | 'no executable process' | 'Camunda 7 dialect' | 'unsupported element kind' | 'other validation';
/** A refused file counts under the first reason found in this order: the most basic one wins. */
const REASON_ORDER: Reason[] = ['invalid XML', 'no executable process', 'Camunda 7 dialect', 'unsupported element kind', 'other validation'];

interface Answer {
  status: number;
  contentType: string;
  body: unknown;
  ms: number;
}

interface Problem {
  title?: string;
  status?: number;
  detail?: string;
}

function readManifest(): string[] {
  const manifest = new URL('MANIFEST.tsv', CORPUS);
  if (!existsSync(manifest)) {
    throw new Error(`The BPMN corpus is missing: expected ${fileURLToPath(manifest)} (shared/corpus beside the repository, or set BATON_CORPUS_DIR)`);
  }
  const [header, ...rows] = readFileSync(manifest, 'utf8')
    .split('\n')
    .filter((row) => row.trim() !== '');
  if (header?.split('\t')[0] !== 'path') throw new Error(`${fileURLToPath(manifest)}: expected a header row starting with 'path', got ${header}`);
  return rows.map((row) => row.split('\t')[0]!);
}

/** The problem lines of a refusal, without the `Resource '…' cannot be deployed:` line (its quotes name the file). */
function problemLines(detail: string): string[] {
  return detail
    .split('\n')
    .filter((line, index) => !(index === 0 && /^Resource '.*' cannot be deployed:?$/.test(line)))
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function reasonOf(line: string): Reason {
  if (/invalid XML/i.test(line)) return 'invalid XML';
  if (/no executable process/i.test(line)) return 'no executable process';
  if (/Camunda 7|dialect/i.test(line)) return 'Camunda 7 dialect';
  if (/not supported yet/.test(line)) return 'unsupported element kind';
  return 'other validation';
}

/** `bpmn:userTask`, `bpmn:startEvent with bpmn:timerEventDefinition`, `zeebe:executionListeners`, … */
function unsupportedKindOf(line: string): string {
  const detail = /element kind not supported yet \((.*)\)\s*$/.exec(line)?.[1];
  const extension = /(zeebe:\w+) is not supported yet/.exec(line)?.[1];
  const elementType = /^Element '[^']*' \(([^)]+)\)/.exec(line)?.[1];
  return detail ?? extension ?? elementType ?? line.replace(/^Element '[^']*'[^:]*: /, '');
}

/** A validation problem without its element, line and quoted names, to count alike problems together. */
function validationProblemOf(line: string): string {
  return line
    .replace(/^Element '[^']*'( \([^)]*\))?(, line \d+)?: |^Line \d+: /, '')
    .replace(/^(invalid FEEL in the [^:]*: [^:]*?)( at position \d+)?: .*$/, '$1')
    .replace(/'[^']*'/g, "'…'");
}

/** A refusal must say what to fix: name an element, or the dialect, the missing executable process, the XML error. */
function isExplained(line: string): boolean {
  return /'[^']+'/.test(line) || reasonOf(line) !== 'other validation';
}

function increment(counts: Map<string, number>, key: string, by = 1): void {
  counts.set(key, (counts.get(key) ?? 0) + by);
}

function sorted(counts: Map<string, number>): [string, number][] {
  return [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b));
}

describe('deploying the BPMN corpus over HTTP', () => {
  let engine: TestEngine;
  let db: pg.Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    db = new pg.Client({ connectionString: engine.databaseUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end().catch(() => undefined);
    await engine?.close();
  });

  async function deploy(name: string, content: string): Promise<Answer> {
    const form = new FormData();
    form.append('resources', new Blob([content], { type: 'application/octet-stream' }), name);
    const startedAt = Date.now();
    const response = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form, signal: AbortSignal.timeout(DEPLOY_TIMEOUT_MS) });
    const text = await response.text();
    const contentType = response.headers.get('content-type') ?? '';
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // kept as text: a failure below names it
    }
    return { status: response.status, contentType, body, ms: Date.now() - startedAt };
  }

  async function definitionCount(): Promise<number> {
    const response = await fetch(`${engine.baseUrl}/v2/process-definitions/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ page: { limit: 1 } }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { page: { totalItems: number } }).page.totalItems;
  }

  /** Rows of every deployment table: a refused deployment must not change any of them. */
  async function rowCounts(): Promise<{ all: string; definitions: number }> {
    const { rows } = await db.query<{ deployments: number; resources: number; definitions: number }>(
      `select (select count(*)::int from deployment) as deployments, (select count(*)::int from deployment_resource) as resources,
              (select count(*)::int from process_definition) as definitions`,
    );
    const { deployments, resources, definitions } = rows[0]!;
    return { all: `${deployments},${resources},${definitions}`, definitions };
  }

  it('should deploy every corpus file or refuse it with a 4xx problem that explains why, writing nothing', async () => {
    const paths = readManifest();
    expect(paths.length).toBeGreaterThan(0);

    const failures: string[] = [];
    const byStatus = new Map<string, number>();
    const byFirstReason = new Map<string, number>();
    const filesWithReason = new Map<string, number>();
    const unsupportedKinds = new Map<string, number>();
    const otherValidation = new Map<string, number>();
    const timings: { path: string; ms: number }[] = [];
    const outcomes: string[] = [];
    let deployed = 0;
    let refused = 0;
    const startedAt = Date.now();
    // The tables are read per file (cheap SQL); the API's count is compared with them once, at the end.
    let rowsBefore = await rowCounts();

    for (const path of paths) {
      const content = readFileSync(new URL(path, CORPUS), 'utf8');
      let answer: Answer;
      try {
        answer = await deploy(basename(path), content);
      } catch (error) {
        failures.push(`${path}: no answer within ${DEPLOY_TIMEOUT_MS} ms: ${String(error)}`);
        increment(byStatus, 'no answer');
        outcomes.push(`${path}\tno answer`);
        rowsBefore = await rowCounts();
        continue;
      }
      timings.push({ path, ms: answer.ms });
      increment(byStatus, String(answer.status));
      const rowsAfter = await rowCounts();
      const [definitionsBefore, definitionsAfter] = [rowsBefore.definitions, rowsAfter.definitions];

      if (answer.status === 200) {
        deployed += 1;
        outcomes.push(`${path}\tdeployed`);
        const result = answer.body as DeploymentResult;
        const definitions = (result.deployments ?? []).map((item) => item.processDefinition).filter((item) => item !== null && item !== undefined);
        if (definitions.length === 0) failures.push(`${path}: deployed without a process definition: ${JSON.stringify(answer.body).slice(0, 300)}`);
        if (definitionsAfter < definitionsBefore || definitionsAfter > definitionsBefore + definitions.length) {
          failures.push(`${path}: deployed ${definitions.length} definitions, but the definition count went from ${definitionsBefore} to ${definitionsAfter}`);
        }
        for (const definition of definitions) {
          const found = await fetch(`${engine.baseUrl}/v2/process-definitions/${definition.processDefinitionKey}`);
          if (found.status !== 200) failures.push(`${path}: deployed definition ${definition.processDefinitionKey} answers ${found.status}`);
        }
      } else if (answer.status >= 400 && answer.status < 500) {
        refused += 1;
        const problem = (typeof answer.body === 'object' && answer.body !== null ? answer.body : {}) as Problem;
        if (!answer.contentType.includes('application/problem+json')) failures.push(`${path}: ${answer.status} with content-type '${answer.contentType}'`);
        if (typeof problem.detail !== 'string' || problem.status !== answer.status || typeof problem.title !== 'string') {
          failures.push(`${path}: ${answer.status} is not a problem detail: ${JSON.stringify(answer.body).slice(0, 300)}`);
        }
        const lines = problemLines(problem.detail ?? '');
        if (!lines.some(isExplained))
          failures.push(`${path}: the refusal names no element, dialect, missing executable process or XML error:\n${problem.detail}`);
        const reasons = new Set(lines.map(reasonOf));
        for (const reason of reasons) increment(filesWithReason, reason);
        const firstReason = REASON_ORDER.find((reason) => reasons.has(reason)) ?? 'other validation';
        increment(byFirstReason, firstReason);
        outcomes.push(`${path}\trefused: ${firstReason}`);
        for (const kind of new Set(lines.filter((line) => reasonOf(line) === 'unsupported element kind').map(unsupportedKindOf)))
          increment(unsupportedKinds, kind);
        for (const line of new Set(lines.filter((line) => reasonOf(line) === 'other validation').map(validationProblemOf))) increment(otherValidation, line);
        if (rowsAfter.all !== rowsBefore.all) {
          failures.push(`${path}: refused, but the deployment rows (deployment, resource, definition) went from ${rowsBefore.all} to ${rowsAfter.all}`);
        }
      } else {
        failures.push(`${path}: answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 500)}`);
        outcomes.push(`${path}\tanswered ${answer.status}`);
      }
      rowsBefore = rowsAfter;
    }
    expect(await definitionCount()).toBe(rowsBefore.definitions);

    const totalMs = Date.now() - startedAt;
    const slowest = [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5);
    console.log(
      [
        `corpus over HTTP: ${paths.length} files in ${totalMs} ms; deployed (200): ${deployed}, refused (4xx): ${refused}; by status: ${sorted(byStatus)
          .map(([status, count]) => `${status}=${count}`)
          .join(', ')}`,
        `slowest deployments: ${slowest.map(({ path, ms }) => `${path} ${ms} ms`).join('; ')}`,
        `refused, by first reason (${REASON_ORDER.join(' > ')}):`,
        ...REASON_ORDER.map((reason) => `  ${reason}: ${byFirstReason.get(reason) ?? 0}`),
        'refused files with at least one problem of each reason:',
        ...REASON_ORDER.map((reason) => `  ${reason}: ${filesWithReason.get(reason) ?? 0}`),
        'refused files per unsupported element kind:',
        ...sorted(unsupportedKinds).map(([kind, count]) => `  ${kind}: ${count}`),
        'refused files per other validation problem:',
        ...sorted(otherValidation).map(([line, count]) => `  ${line}: ${count}`),
      ].join('\n'),
    );

    expect(failures).toEqual([]);
    expect(deployed + refused).toBe(paths.length);
    expect(deployed).toBeGreaterThan(0);
    await expect(`path\toutcome\n${outcomes.join('\n')}\n`).toMatchFileSnapshot('./corpus-deploy.snapshot.tsv');
  }, 300_000);
});
