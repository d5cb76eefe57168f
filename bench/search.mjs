#!/usr/bin/env node
// Search benchmark: process instance search over a table of ROWS (default 1,000,000) instances. Deep pages by
// cursor (keyset) against deep pages by offset, the capped total against a full count. See bench/README.md.
//
//   node bench/search.mjs                 ROWS=1000000
//   node bench/search.mjs ROWS=100000 REPEAT=3
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { prepareDatabase, startEngine, withClient } from './lib/engine.mjs';
import { readOptions } from './lib/waiting-kit.mjs';
import { EngineClient, PROCESS_ID } from './lib/workload.mjs';
import { cleanupStack } from './lib/cleanups.mjs';

const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
const ENGINE_MAIN = join(REPO_ROOT, 'apps/engine/dist/main.js');
const MODEL = join(REPO_ROOT, 'bench/bench-process.bpmn');
const RESULTS_DIR = join(REPO_ROOT, 'bench/results');
/** Above the engine's own keys, so the generated instances never collide with one it creates. */
const FIRST_KEY = 2n ** 52n;
const log = (message) => process.stderr.write(`[search] ${message}\n`);

const options = readOptions({
  ROWS: 1_000_000,
  REPEAT: 5,
  LIMIT: 100,
  DATABASE_URL: '',
  ADMIN_DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  ENGINE_LOG_LEVEL: 'warn',
});
const cleanups = cleanupStack(log);

const round = (ms) => Math.round(ms * 100) / 100;

/** Runs `fn` REPEAT times (after one untimed run that warms the caches); median and min in ms, and the last result. */
async function timed(fn) {
  let result = await fn();
  const times = [];
  for (let i = 0; i < options.REPEAT; i++) {
    const began = performance.now();
    result = await fn();
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  return { medianMs: round(times[Math.floor(times.length / 2)]), minMs: round(times[0]), result };
}

/**
 * ROWS instances straight into the table, as a long-running engine would have them: every tenth ACTIVE, the rest
 * COMPLETED; four start per second, so start dates repeat and the sort on them needs the tiebreaker.
 */
async function fill(databaseUrl, processDefinitionKey) {
  const began = performance.now();
  await withClient(databaseUrl, async (sql) => {
    await sql.query(
      `insert into process_instance (key, process_definition_key, bpmn_process_id, version, tenant_id, state, start_date, end_date, partition_id)
       select $1::bigint + g, $2, $3, 1, '<default>',
              case when g % 10 = 0 then 'ACTIVE' else 'COMPLETED' end,
              timestamptz '2026-01-01T00:00:00Z' + (g / 4) * interval '1 second',
              case when g % 10 = 0 then null else timestamptz '2026-01-01T00:00:05Z' + (g / 4) * interval '1 second' end,
              (($1::bigint + g) >> 51)::smallint
         from generate_series(1, $4::bigint) g`,
      [FIRST_KEY.toString(), processDefinitionKey, PROCESS_ID, options.ROWS],
    );
    await sql.query('vacuum analyze process_instance');
  });
  return (performance.now() - began) / 1000;
}

/** The uncapped count, timed in SQL on the same data, to compare with the capped one a search runs. */
async function fullCount(databaseUrl) {
  return withClient(databaseUrl, (sql) =>
    timed(async () => {
      const { rows } = await sql.query(
        `select count(*)::int as total from process_instance p join process_definition d on d.key = p.process_definition_key where p.state = 'COMPLETED'`,
      );
      return rows[0].total;
    }),
  );
}

async function main() {
  const database = await prepareDatabase({ databaseUrl: options.DATABASE_URL, adminDatabaseUrl: options.ADMIN_DATABASE_URL }, log);
  cleanups.push(database.dispose);
  const engine = await startEngine({ repoRoot: REPO_ROOT, mainJs: ENGINE_MAIN, env: database.engineEnv, logLevel: options.ENGINE_LOG_LEVEL, log });
  cleanups.push(() => engine.stop());
  const client = new EngineClient(engine.baseUrl, 'http');
  cleanups.push(async () => client.close());
  const deployment = await client.deploy(MODEL);
  const processDefinitionKey = deployment.deployments[0].processDefinition.processDefinitionKey;

  log(`Filling ${options.ROWS} process instances with generate_series`);
  const fillSeconds = await fill(database.databaseUrl, processDefinitionKey);
  log(`Filled in ${round(fillSeconds)} s`);

  const search = (body) => client.request('POST', '/v2/process-instances/search', { json: body });
  const keys = (page) => page.items.map((item) => item.processInstanceKey);
  const limit = options.LIMIT;
  const deep = options.ROWS - 10 * limit; // near the end: an offset page skips almost the whole table
  const startDateDesc = [{ field: 'startDate', order: 'DESC' }];

  // the cursors of the row just before the deep page, for the default sort and for a sort on start dates
  const cursorAt = async (sort) => (await search({ sort, page: { from: deep - 1, limit: 1 } })).page.endCursor;
  const [keyCursor, dateCursor] = [await cursorAt(undefined), await cursorAt(startDateDesc)];

  const figures = {
    firstPage: await timed(() => search({ page: { limit } })),
    deepOffsetPage: await timed(() => search({ page: { from: deep, limit } })),
    deepCursorPage: await timed(() => search({ page: { after: keyCursor, limit } })),
    deepOffsetPageByStartDate: await timed(() => search({ sort: startDateDesc, page: { from: deep, limit } })),
    deepCursorPageByStartDate: await timed(() => search({ sort: startDateDesc, page: { after: dateCursor, limit } })),
  };
  const deepCursor = figures.deepCursorPage.result;
  figures.deepBeforePage = await timed(() => search({ page: { before: deepCursor.page.startCursor, limit } }));
  figures.cappedCount = await timed(() => search({ filter: { state: 'COMPLETED' }, page: { limit: 1 } }));
  figures.fullCountInSql = await fullCount(database.databaseUrl);

  // then: a cursor page is the page an offset gives, the count stopped at the cap
  const expectedBefore = keys(await search({ page: { from: deep - limit, limit } }));
  const checks = {
    cursorPageEqualsOffsetPage: JSON.stringify(keys(deepCursor)) === JSON.stringify(keys(figures.deepOffsetPage.result)),
    cursorPageByStartDateEqualsOffsetPage:
      JSON.stringify(keys(figures.deepCursorPageByStartDate.result)) === JSON.stringify(keys(figures.deepOffsetPageByStartDate.result)),
    beforePageEqualsOffsetPage: JSON.stringify(keys(figures.deepBeforePage.result)) === JSON.stringify(expectedBefore),
    countCapped: figures.cappedCount.result.page.totalItems === 10_000 && figures.cappedCount.result.page.hasMoreTotalItems === true,
  };
  const ok = Object.values(checks).every(Boolean) && keys(deepCursor).length === limit;

  const summary = Object.fromEntries(Object.entries(figures).map(([name, { medianMs, minMs }]) => [name, { medianMs, minMs }]));
  const result = {
    benchmark: 'search',
    at: new Date().toISOString(),
    options: { ROWS: options.ROWS, REPEAT: options.REPEAT, LIMIT: limit },
    fillSeconds: round(fillSeconds),
    deepPosition: deep,
    figures: summary,
    cappedPage: figures.cappedCount.result.page,
    fullCount: figures.fullCountInSql.result,
    checks,
    ok,
  };
  const line = (label, { medianMs, minMs }) => `  ${label.padEnd(40)} median ${String(medianMs).padStart(8)} ms   min ${String(minMs).padStart(8)} ms`;
  console.log(`
Search: ${options.ROWS} process instances (filled in ${result.fillSeconds} s), pages of ${limit}, ${options.REPEAT} timed runs each (HTTP round trip)
${line('first page (+ capped count)', summary.firstPage)}
${line(`offset page at ${deep}`, summary.deepOffsetPage)}
${line(`cursor page at ${deep} (after)`, summary.deepCursorPage)}
${line(`cursor page before it (before)`, summary.deepBeforePage)}
${line(`offset page at ${deep}, startDate DESC`, summary.deepOffsetPageByStartDate)}
${line(`cursor page at ${deep}, startDate DESC`, summary.deepCursorPageByStartDate)}
${line(`capped count (state COMPLETED, limit 1)`, summary.cappedCount)}   totalItems ${result.cappedPage.totalItems}, hasMoreTotalItems ${result.cappedPage.hasMoreTotalItems}
${line(`full count in SQL (what it used to run)`, summary.fullCountInSql)}   ${result.fullCount} rows
  verification                             ${ok ? 'OK' : 'FAILED'}: ${JSON.stringify(checks)}`);
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = join(RESULTS_DIR, `search-${result.at.replaceAll(':', '-').replace(/\.\d+Z$/, 'Z')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  log(`Result written to ${file}`);
  if (!ok) process.exitCode = 1;
}

try {
  await main();
} catch (error) {
  log(error.stack ?? String(error));
  process.exitCode = 1;
} finally {
  await cleanups.run();
}
