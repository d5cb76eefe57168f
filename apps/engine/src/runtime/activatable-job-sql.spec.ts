import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { isActivatable, type Job, type JobLifecycleState } from '@baton/runtime';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { activatableJobSql } from './activatable-job-sql.js';

const NOW = Date.parse('2026-01-01T12:00:00.000Z');
const STATES: JobLifecycleState[] = ['ACTIVATABLE', 'ACTIVATED', 'FAILED', 'ERROR_THROWN', 'COMPLETED', 'CANCELED'];
/** Each time a job may carry: none, passed, this very moment, still to come. */
const TIMES = [null, NOW - 1_000, NOW, NOW + 1_000];

const job = (state: JobLifecycleState, retryAt: number | null, deadline: number | null): Job => ({
  key: '1',
  type: 'pay',
  kind: 'BPMN_ELEMENT',
  listenerEventType: 'UNSPECIFIED',
  elementInstanceKey: '2',
  elementId: 'pay',
  state,
  retries: state === 'FAILED' ? 0 : 3,
  priority: 0,
  customHeaders: {},
  errorMessage: null,
  retryAt,
  worker: deadline === null ? null : 'w',
  deadline,
  createdAt: 0,
});

const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());

/** The activation query and the runtime must take the same jobs: the query finds them, the runtime has the last word. */
describe('the activatable-job rule in SQL', () => {
  let databaseUrl: string;
  let client: pg.Client;

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('should hold for exactly the jobs the runtime sees as activatable, for every state and time', async () => {
    // given
    const jobs = STATES.flatMap((state) => TIMES.flatMap((retryAt) => TIMES.map((deadline) => job(state, retryAt, deadline))));
    const table = jobs.map((one, n) => ({ n, state: one.state, retry_at: iso(one.retryAt), deadline: iso(one.deadline) }));

    // when
    const { rows } = await client.query<{ activatable: boolean }>(
      // `is true`: a where clause takes a row only when its condition is true, not when it is null (a lock with no deadline)
      `select ${activatableJobSql('j', '$1::timestamptz')} is true as activatable
         from jsonb_to_recordset($2::jsonb) as j(n integer, state text, retry_at timestamptz, deadline timestamptz)
        order by j.n`,
      [iso(NOW), JSON.stringify(table)],
    );

    // then
    expect(rows.map((row) => row.activatable)).toEqual(jobs.map((one) => isActivatable(one, NOW)));
    // ACTIVATABLE with no back-off or one that ended (any lock time), ACTIVATED with a lock that ran out (any back-off)
    expect(rows.filter((row) => row.activatable)).toHaveLength(3 * 4 + 2 * 4);
  });
});
