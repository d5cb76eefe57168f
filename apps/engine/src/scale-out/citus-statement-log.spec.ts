import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CitusStatementLog } from './citus-statement-log.js';

const AT = '2026-12-06 21:25:00.673 UTC';

describe('CitusStatementLog', () => {
  let dir: string;
  let path: string;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'baton-citus-log-'));
    path = join(dir, 'coordinator.log');
    writeFileSync(path, `${AT} [10] postgres@baton_citus_a ERROR:  written before the survey began\n${AT} [10] postgres@baton_citus_a STATEMENT:  select 0\n`);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("should list the database's refused and multi-shard statements, and every crash, from where it began", () => {
    // given
    const log = new CitusStatementLog(path, 'baton_citus_a');
    appendFileSync(
      path,
      [
        `${AT} [11] postgres@baton_citus_a ERROR:  could not run distributed query with FOR UPDATE/SHARE commands`,
        `${AT} [11] postgres@baton_citus_a HINT:  Consider using an equality filter on the distributed table's partition column.`,
        `${AT} [11] postgres@baton_citus_a STATEMENT:  select key from job`,
        `\t  where type = $1 for update skip locked`,
        `${AT} [12] postgres@baton_citus_a LOG:  multi-task query about to be executed`,
        `${AT} [12] postgres@baton_citus_a HINT:  Queries are split to multiple tasks if they have to be split into several queries on the workers.`,
        `${AT} [12] postgres@baton_citus_a STATEMENT:  select 1 from instance_command_outbox limit 1`,
        `${AT} [13] postgres@baton_citus_a LOG:  multi-task query about to be executed`,
        `${AT} [13] postgres@baton_citus_a STATEMENT:  select 1 from instance_command_outbox limit 1`,
        `${AT} [14] postgres@baton_citus_b ERROR:  another database's error`,
        `${AT} [14] postgres@baton_citus_b STATEMENT:  select 2`,
        `${AT} [1] LOG:  server process (PID 15) was terminated by signal 11: Segmentation fault`,
        `${AT} [1] DETAIL:  Failed process was running: `,
        `\t  update process_instance set state = ($1::text[])[1]`,
        `${AT} [1] LOG:  terminating any other active server processes`,
        '',
      ].join('\n'),
    );

    // when
    const verdicts = log.verdicts();

    // then
    expect(verdicts).toEqual([
      {
        verdict: 'refused',
        message: 'could not run distributed query with FOR UPDATE/SHARE commands',
        statement: 'select key from job where type = $1 for update skip locked',
        count: 1,
      },
      { verdict: 'multi-shard', message: '', statement: 'select 1 from instance_command_outbox limit 1', count: 2 },
      { verdict: 'crashed', message: 'signal 11: Segmentation fault', statement: 'update process_instance set state = ($1::text[])[1]', count: 1 },
    ]);
  });

  it('should refuse a log it cannot read, naming the variable that points to it', () => {
    expect(() => new CitusStatementLog(join(dir, 'missing.log'), 'baton_citus_a')).toThrow(/CITUS_COORDINATOR_LOG/);
  });
});
