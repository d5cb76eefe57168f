// The engine's own figures, read from its GET /metrics (Prometheus' text format).

/** `name{labels}` → value, for every sample line. */
export function parseMetrics(text) {
  const samples = new Map();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

export async function scrapeMetrics(client) {
  return parseMetrics(await client.metricsText());
}

/** The sum of every sample of a metric (over all its label sets). */
function total(samples, name) {
  let sum = 0;
  for (const [key, value] of samples) if (key === name || key.startsWith(`${name}{`)) sum += value;
  return sum;
}

/**
 * Jobs activated in a given way (the engine's README, job push): `pushed` to waiting polls by the commands that created
 * them, or created `unclaimed` while no poll waited and activated by the next poll with commands.
 */
function activated(samples, how) {
  let sum = 0;
  for (const [key, value] of samples) if (key.startsWith('baton_jobs_activated_total{') && key.includes(`how="${how}"`)) sum += value;
  return sum;
}

/** Transactions one scrape makes on the engine's database (the incident and message buffer counts). */
export const SCRAPE_TRANSACTIONS = 2;

/** Per-instance engine figures between two scrapes. */
export function engineFigures(before, after, n) {
  const delta = (name) => total(after, name) - total(before, name);
  const round = (x, digits = 3) => Math.round(x * 10 ** digits) / 10 ** digits;
  const commandsByKind = {};
  for (const [key, value] of after) {
    const match = /^baton_command_duration_seconds_count\{kind="([^"]+)",outcome="([^"]+)"\}$/.exec(key);
    if (!match) continue;
    const moved = value - (before.get(key) ?? 0);
    if (moved > 0) commandsByKind[`${match[1]}${match[2] === 'ok' ? '' : ` (${match[2]})`}`] = round(moved / n, 2);
  }
  return {
    cpuMsPerInstance: round((delta('process_cpu_seconds_total') * 1000) / n),
    // The kernel's part (system calls: sockets to PostgreSQL and to the clients) against the process's own work.
    systemCpuMsPerInstance: round((delta('process_cpu_system_seconds_total') * 1000) / n),
    statementsPerInstance: round(delta('baton_db_statements_total') / n, 2),
    peakRssMiB: round(total(after, 'baton_process_max_resident_memory_bytes') / 2 ** 20, 1),
    commandsPerInstance: commandsByKind,
    commandSecondsPerInstance: round(delta('baton_command_duration_seconds_sum') / n, 5),
    jobsActivated: delta('baton_jobs_activated_total'),
    jobsPushed: activated(after, 'pushed') - activated(before, 'pushed'),
    jobsUnclaimed: activated(after, 'unclaimed') - activated(before, 'unclaimed'),
    jobsCompleted: delta('baton_jobs_completed_total'),
    poolWaitMsMean: round((delta('baton_db_pool_wait_seconds_sum') * 1000) / Math.max(1, delta('baton_db_pool_wait_seconds_count'))),
  };
}
