import type { BatchOperationResult } from '@baton/api-contract';
import type { HttpClient } from '../testing/http-client.js';

/** The plan of the lanes models: each of the five lanes continues at itself. */
export const LANES_PLAN = [1, 2, 3, 4, 5].map((lane) => ({ sourceElementId: `lane-${lane}`, targetElementId: `lane-${lane}` }));

/** Anything that can run SQL on the engine's database (the engine's pool, or a client of the spec's own). */
export interface SqlReader {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/**
 * Instances of the lanes process that are neither fully on version 1 nor fully on version 2: a row (an active element
 * instance, an open job) of another definition than the instance's, or a job type of the other version.
 */
export async function halfMigrated(sql: SqlReader, v1: string): Promise<string[]> {
  const rows = await sql.query<{ key: string }>(
    `select p.key::text as key from process_instance p
      where p.bpmn_process_id = 'migration-lanes' and p.state = 'ACTIVE' and (
        exists (select 1 from element_instance e where e.process_instance_key = p.key and e.partition_id = p.partition_id
                 and e.end_date is null
                 and e.process_definition_key <> p.process_definition_key)
        or exists (select 1 from job j where j.process_instance_key = p.key and j.partition_id = p.partition_id
                    and j.state not in ('COMPLETED', 'CANCELED')
                    and (j.process_definition_key <> p.process_definition_key
                         or j.type <> case when p.process_definition_key = $1::bigint then 'lane-v1' else 'lane-v2' end))
        or (select count(*) from job j where j.process_instance_key = p.key and j.partition_id = p.partition_id
              and j.state not in ('COMPLETED', 'CANCELED')) <> 1)`,
    [v1],
  );
  return rows.map((row) => row.key);
}

/** How many active lanes instances run on each definition. */
export async function instancesByDefinition(sql: SqlReader): Promise<Record<string, number>> {
  const rows = await sql.query<{ key: string; count: string }>(
    `select process_definition_key::text as key, count(*)::text as count from process_instance
      where bpmn_process_id = 'migration-lanes' and state = 'ACTIVE' group by process_definition_key`,
  );
  return Object.fromEntries(rows.map((row) => [row.key, Number(row.count)]));
}

/** Starts `count` instances of the lanes version, spread evenly over the five lanes, `parallel` requests at a time. */
export async function startLanes(http: HttpClient, processDefinitionKey: string, count: number, parallel = 10): Promise<void> {
  for (let next = 0; next < count; next += parallel) {
    const started = await Promise.all(
      Array.from({ length: Math.min(parallel, count - next) }, (_, index) =>
        http.post('/v2/process-instances', { processDefinitionKey, variables: { lane: ((next + index) % 5) + 1 } }),
      ),
    );
    const failed = started.find((response) => response.status !== 200);
    if (failed) throw new Error(`starting a lanes instance answered ${failed.status}: ${JSON.stringify(failed.body)}`);
  }
}

export async function batchOperation(http: HttpClient, key: string): Promise<BatchOperationResult> {
  const response = await http.get<BatchOperationResult>(`/v2/batch-operations/${key}`);
  if (response.status !== 200) throw new Error(`GET batch operation ${key} answered ${response.status}`);
  return response.body;
}

/** Polls the batch until it is in one of `states` (or `until` holds), at most `timeoutMs`. */
export async function waitForBatch(
  http: HttpClient,
  key: string,
  until: (batch: BatchOperationResult) => boolean,
  timeoutMs = 120_000,
): Promise<BatchOperationResult> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const batch = await batchOperation(http, key);
    if (until(batch)) return batch;
    if (Date.now() > deadline) throw new Error(`batch operation ${key} did not get there in ${timeoutMs} ms: ${JSON.stringify(batch)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
