// The plain-SQL ceiling: pgbench running bench/sql/<workload>.sql (the least SQL an engine could send per
// instance) on a fresh database of the same server, for the same number of seconds on the same machine.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withClient, withDatabase } from './engine.mjs';

const SQL_DIR = fileURLToPath(new URL('../sql/', import.meta.url));

/** pgbench from PATH, else from the PostgreSQL installation (Debian puts it under /usr/lib/postgresql/<major>/bin). */
export function findPgbench() {
  for (const dir of (process.env.PATH ?? '').split(':')) if (dir && existsSync(`${dir}/pgbench`)) return `${dir}/pgbench`;
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    for (const major of readdirSync(root).sort().reverse()) if (existsSync(`${root}/${major}/bin/pgbench`)) return `${root}/${major}/bin/pgbench`;
  }
  return null;
}

function run(command, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} exited with ${code}:\n${output.slice(-2000)}`))));
  });
}

/**
 * Runs one ceiling script for `seconds` with `clients` connections and returns completed instances per second:
 * pgbench's script runs per second, scaled by the share of runs that completed an instance (workload B's activation
 * may find every job locked by other clients at that instant, as a worker's poll can).
 */
export async function runCeiling({ script, adminDatabaseUrl, clients, seconds, log }) {
  const pgbench = findPgbench();
  if (!pgbench) return { skipped: 'pgbench not found (PATH, /usr/lib/postgresql/*/bin)' };
  const name = `baton_bench_${randomBytes(5).toString('hex')}`;
  await withClient(adminDatabaseUrl, (client) => client.query(`create database ${name}`));
  const url = new URL(withDatabase(adminDatabaseUrl, name));
  try {
    await withClient(url.toString(), (client) => client.query(readFileSync(`${SQL_DIR}schema.sql`, 'utf8')));
    log?.(`Ceiling: pgbench ${script}, ${clients} clients, ${seconds} s`);
    const output = await run(
      pgbench,
      ['-n', '-M', 'prepared', '-c', String(clients), '-j', String(Math.min(clients, 2)), '-T', String(seconds), '-f', `${SQL_DIR}${script}`, name],
      {
        PGHOST: decodeURIComponent(url.hostname),
        PGPORT: url.port || '5432',
        PGUSER: decodeURIComponent(url.username) || 'postgres',
        PGPASSWORD: decodeURIComponent(url.password),
      },
    );
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(output)?.[1]);
    const runs = Number(/number of transactions actually processed: (\d+)/.exec(output)?.[1]);
    if (!Number.isFinite(tps) || !Number.isFinite(runs) || runs === 0) throw new Error(`Cannot read pgbench's output:\n${output}`);
    const completed = await withClient(url.toString(), async (client) => {
      const { rows } = await client.query(`select count(*)::int as n from process_instance where state = 'COMPLETED'`);
      return rows[0].n;
    });
    return { script, clients, seconds, scriptRunsPerSecond: Math.round(tps * 10) / 10, instancesPerSecond: Math.round(((tps * completed) / runs) * 10) / 10 };
  } finally {
    await withClient(adminDatabaseUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  }
}
