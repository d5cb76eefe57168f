import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';

/**
 * What a signal already reached, read from the history (every EventTriggered names the signal's key): a broadcast
 * taken up again after a crash skips it, so that a non-interrupting boundary event or a signal start event takes
 * one signal once. Only asked on a repeated broadcast, which is rare; a first broadcast has reached nothing yet.
 */
@Injectable()
export class SignalDeliveries {
  constructor(private readonly pg: PgPool) {}

  /** The subscriptions of these instances that took the signal already. */
  async reachedSubscriptions(signalKey: string, processInstanceKeys: string[]): Promise<Set<string>> {
    if (processInstanceKeys.length === 0) return new Set();
    const rows = await this.pg.query<{ subscription_key: string }>(
      `select h.payload->>'subscriptionKey' as subscription_key from history_event h
        where h.process_instance_key = any($1::bigint[]) and h.type = 'EventTriggered' and h.payload->>'signalKey' = $2`,
      [processInstanceKeys, signalKey],
    );
    return new Set(rows.map((row) => row.subscription_key));
  }

  /** Whether the signal started an instance of this definition already (at or after `since`, when it was sent). */
  async startedInstance(signalKey: string, processDefinitionKey: string, since: Date): Promise<boolean> {
    const rows = await this.pg.query(
      `select 1 from process_instance p join history_event h on h.process_instance_key = p.key and h.partition_id = p.partition_id
        where p.process_definition_key = $1 and p.start_date >= $2 and h.type = 'EventTriggered' and h.payload->>'signalKey' = $3
        limit 1`,
      [processDefinitionKey, since, signalKey],
    );
    return rows.length > 0;
  }
}
