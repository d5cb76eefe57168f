import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { conflict } from '../http/problem-detail.js';
import { partitionSql } from '../runtime/partition.js';

/** How long a request whose transition task listeners hold waits for their answer, as Camunda's request does. */
const WAIT_MS = 30_000;

/** Camunda's words for a denied transition (its rejection's detail). */
const DENIED: Record<string, string> = { complete: 'Completion', assign: 'Assignment', unassign: 'Assignment', update: 'Update' };

/**
 * Camunda answers a request whose transition task listeners hold only once they answered: 409 INVALID_STATE with the
 * listener's reason when one denied it. The runtime writes the held transition and ends it in later commands (the
 * listener jobs' completions, on any engine process), so the request reads the task's row until the transition ended;
 * past the wait it answers as if accepted (the transition still happens when the listeners answer).
 */
@Injectable()
export class TaskListenerOutcome {
  constructor(private readonly pg: PgPool) {}

  async await(userTaskKey: string, action: string): Promise<void> {
    const until = Date.now() + WAIT_MS;
    for (let pause = 20; Date.now() < until; pause = Math.min(pause * 2, 500)) {
      const [row] = await this.pg.query<{ waiting: boolean; denied_reason: string | null }>(
        `select listening is not null as waiting, denied_reason from user_task where key = $1 and partition_id = ${partitionSql('$1')}`,
        [userTaskKey],
      );
      if (!row) return;
      if (!row.waiting) {
        if (row.denied_reason === null) return;
        const what = DENIED[action] ?? 'Update';
        throw conflict(`${what} of the User Task with key '${userTaskKey}' was denied by Task Listener. Reason to deny: '${row.denied_reason}'`);
      }
      await sleep(pause);
    }
  }
}
