import { Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { JsonObject, JsonValue } from '@baton/feel';
import type { TimedRuntimeEvent } from '@baton/runtime';
import { PgPool } from '../database/pg-pool.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { partitionSql } from '../runtime/partition.js';

type Waiter = (variables: JsonObject | null) => void;

/** The longest delay a Node.js timer keeps (about 24.8 days); a longer one would fire at once. */
const LONGEST_TIMER_MS = 2_147_483_647;

/** True when the command's events complete the process instance itself. */
export function completesInstance(processInstanceKey: string, events: readonly TimedRuntimeEvent[]): boolean {
  return events.some((event) => event.type === 'ElementCompleted' && event.elementInstanceKey === processInstanceKey);
}

/** The process instance's own variables as the command left them. */
export function rootVariables({ loaded }: CommandOutcome): JsonObject {
  const scope = loaded.state.variables.get(loaded.identity.processInstanceKey);
  return Object.fromEntries([...(scope?.values() ?? [])].map((variable) => [variable.name, variable.value]));
}

/**
 * Tells requests that await an instance's completion (`awaitCompletion`) when it happened, from the commit
 * notifications: a waiting request holds a promise and a timer, no database connection. An instance completed by
 * another engine process on the same database is found by one look at the database when the wait times out.
 */
@Injectable()
export class InstanceCompletions implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly waiting = new Map<string, Set<Waiter>>();

  constructor(
    private readonly committed: CommittedCommands,
    private readonly pg: PgPool,
  ) {}

  onApplicationBootstrap(): void {
    this.committed.subscribe((outcome) => this.notice(outcome));
  }

  onModuleDestroy(): void {
    for (const waiters of this.waiting.values()) for (const waiter of waiters) waiter(null);
    this.waiting.clear();
  }

  /** The instance's root variables once it completes, or null when `timeoutMs` passes first. */
  async completion(processInstanceKey: string, timeoutMs: number): Promise<JsonObject | null> {
    const variables = await new Promise<JsonObject | null>((resolve) => {
      const waiters = this.waiting.get(processInstanceKey) ?? new Set<Waiter>();
      this.waiting.set(processInstanceKey, waiters);
      const timer = setTimeout(() => waiter(null), Math.min(timeoutMs, LONGEST_TIMER_MS));
      const waiter: Waiter = (result) => {
        clearTimeout(timer);
        waiters.delete(waiter);
        if (waiters.size === 0) this.waiting.delete(processInstanceKey);
        resolve(result);
      };
      waiters.add(waiter);
    });
    return variables ?? this.completedInDatabase(processInstanceKey);
  }

  private notice(outcome: CommandOutcome): void {
    const key = outcome.loaded.identity.processInstanceKey;
    const waiters = this.waiting.get(key);
    if (!waiters || !completesInstance(key, outcome.events)) return;
    const variables = rootVariables(outcome);
    for (const waiter of [...waiters]) waiter(variables);
  }

  private async completedInDatabase(processInstanceKey: string): Promise<JsonObject | null> {
    const rows = await this.pg.query<{ name: string | null; value: JsonValue }>(
      `select v.name, v.value from process_instance p
         left join variable v on v.scope_key = p.key and v.partition_id = p.partition_id
        where p.key = $1 and p.partition_id = ${partitionSql('$1')} and p.state = 'COMPLETED'`,
      [processInstanceKey],
    );
    if (rows.length === 0) return null;
    return Object.fromEntries(rows.flatMap((row) => (row.name === null ? [] : [[row.name, row.value]])));
  }
}
