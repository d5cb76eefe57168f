import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The Citus cluster's workers: CITUS_WORKERS as host:port,… (default: those of ../shared/citus/cluster.sh, 127.0.0.1:5442 and 5443). */
const WORKERS = (process.env.CITUS_WORKERS?.trim() || '127.0.0.1:5442,127.0.0.1:5443').split(',').map((worker) => {
  const [host, port] = worker.trim().split(':');
  return { host: host as string, port: Number(port) };
});

const TEST_DATABASE = /^baton_citus_[a-z0-9]+$/;

function urlOf(base: string, database: string, server?: { host: string; port: number }): string {
  const url = new URL(base);
  url.pathname = `/${database}`;
  if (server) {
    url.hostname = server.host;
    url.port = String(server.port);
  }
  return url.toString();
}

export async function runOn(url: string, statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'baton-tests' });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * What `../shared/citus/cluster.sh createdb` does: the database on the coordinator and every worker, each with the
 * citus extension, and the workers registered in the coordinator's. Answers its URL.
 */
export async function createCitusDatabase(citusUrl: string): Promise<string> {
  const name = `baton_citus_${randomBytes(6).toString('hex')}`;
  const coordinator = new URL(citusUrl);
  for (const server of [{ host: coordinator.hostname, port: Number(coordinator.port || 5432) }, ...WORKERS]) {
    await runOn(urlOf(citusUrl, 'postgres', server), [`create database ${name}`]);
    await runOn(urlOf(citusUrl, name, server), ['create extension citus']);
  }
  await runOn(urlOf(citusUrl, name), [
    `select citus_set_coordinator_host('${coordinator.hostname}', ${Number(coordinator.port || 5432)})`,
    ...WORKERS.map((worker) => `select citus_add_node('${worker.host}', ${worker.port})`),
  ]);
  return urlOf(citusUrl, name);
}

/** Drops a database made by {@link createCitusDatabase} on every server. */
export async function dropCitusDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = url.pathname.slice(1);
  if (!TEST_DATABASE.test(name)) throw new Error(`Refusing to drop "${name}": not a Citus test database`);
  for (const server of [{ host: url.hostname, port: Number(url.port || 5432) }, ...WORKERS]) {
    await runOn(urlOf(databaseUrl, 'postgres', server), [`drop database if exists ${name} with (force)`]);
  }
}
