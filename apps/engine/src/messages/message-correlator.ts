import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { FAN_OUT_CONCURRENCY, forEachBounded, groupBy } from './delivery/fan-out.js';
import { SubscriptionTrigger } from './delivery/subscription-trigger.js';
import { MessageClaims } from './message-claims.repository.js';
import { MessageStartEvents } from './message-start-events.js';
import { MessageSubscriptionCopies } from './message-subscription-copies.js';
import type { Correlation, Message, MessageStartEvent } from './message.js';

interface WaitingRow {
  key: string;
  process_instance_key: string;
  bpmn_process_id: string;
  /** Citus mode: when the subscription's copy was opened (message-subscription-copies.ts). */
  opened_at?: string | null;
}

/** A subscription a message is handed to; `openedAt` when it was found by its copy (Citus mode). */
export interface HandOverTarget {
  key: string;
  processInstanceKey: string;
  correlationKey: string;
  openedAt?: string | null;
}

interface StartRow {
  key: string;
  process_definition_key: string;
  bpmn_process_id: string;
  element_id: string;
}

/** A waiting subscription (`waits`, with its instance) or a process's message start event (with its definition). */
interface CandidateRow {
  waits: boolean;
  key: string;
  process_instance_key: string | null;
  process_definition_key: string | null;
  bpmn_process_id: string;
  element_id: string | null;
  opened_at?: string | null;
}

/**
 * The subscriptions a message may reach, in one statement: those of instances waiting for its name and correlation
 * key, oldest first, then, per process, the first message start event subscribed to its name. `waiting` names where
 * the waiting ones are found, and `openedAt` the copy's extra column.
 */
const candidatesSql = (waiting: string, openedAt: string) => `
  (select true as waits, key::text as key, process_instance_key::text as process_instance_key, null::text as process_definition_key,
          bpmn_process_id, null::text as element_id, key as position${openedAt}
     from ${waiting} and message_name = $1 and correlation_key = $2 and tenant_id = $3)
  union all
  (select distinct on (bpmn_process_id) false, key::text, null, process_definition_key::text, bpmn_process_id, element_id, null${openedAt ? ', null' : ''}
     from start_event_subscription
    where kind = 'message' and message_name = $1 and tenant_id = $3
    order by bpmn_process_id, key)
  order by waits desc, position, bpmn_process_id`;
export const CANDIDATES_SQL = candidatesSql(`event_subscription\n    where kind = 'message'`, '');
/**
 * On Citus, the copies on the correlation key's shard (message-subscription-copies.ts): with the start events (a
 * reference table, present on every worker) the statement goes to that one shard.
 */
export const CANDIDATE_COPIES_SQL = candidatesSql(`message_subscription\n    where true`, ', opened_at::text as opened_at');

/** Everything that may take the message within one process (by BPMN process id), in the order they are tried. */
interface ProcessCandidates {
  bpmnProcessId: string;
  waiting: WaitingRow[];
  startEvent: MessageStartEvent | null;
}

export interface CorrelationOutcome {
  /** The instances reached, in the order the processes were tried (the first is the correlation API's answer). */
  correlations: Correlation[];
  /** Unexpected failures of single hand-overs; the others went ahead regardless. */
  failures: unknown[];
}

/**
 * Correlates a message now, as Zeebe does: at most one subscription per process (by BPMN process id) takes it,
 * the oldest waiting one first; a process none of whose instances took it may start at a message start event.
 * Processes are served concurrently (bounded); within a process the candidates are tried one after another.
 */
@Injectable()
export class MessageCorrelator {
  constructor(
    private readonly pg: PgPool,
    private readonly trigger: SubscriptionTrigger,
    private readonly claims: MessageClaims,
    private readonly startEvents: MessageStartEvents,
    private readonly copies: MessageSubscriptionCopies,
  ) {}

  async correlate(message: Message): Promise<CorrelationOutcome> {
    const processes = await this.candidates(message);
    const reached = new Map<string, Correlation>();
    const failures = await forEachBounded(processes, FAN_OUT_CONCURRENCY, async (process) => {
      const correlation = await this.correlateWithin(message, process);
      if (correlation) reached.set(process.bpmnProcessId, correlation);
    });
    const correlations = processes.flatMap((process) => reached.get(process.bpmnProcessId) ?? []);
    return { correlations, failures };
  }

  private async correlateWithin(message: Message, process: ProcessCandidates): Promise<Correlation | null> {
    const { bpmnProcessId } = process;
    for (const subscription of process.waiting) {
      if (message.buffered && !(await this.claims.claim(message.key, bpmnProcessId, subscription.key, subscription.process_instance_key))) {
        return null; // another correlation of this buffered message already reached this process
      }
      const target = {
        key: subscription.key,
        processInstanceKey: subscription.process_instance_key,
        correlationKey: message.correlationKey,
        openedAt: subscription.opened_at,
      };
      const result = await this.handOver(message, target, bpmnProcessId);
      if (result) return { bpmnProcessId, processInstanceKey: result };
    }
    if (!process.startEvent) return null;
    const started = await this.startEvents.start(message, process.startEvent);
    return started === null ? null : { bpmnProcessId, processInstanceKey: started };
  }

  /** Triggers one subscription, then confirms or withdraws the claim of a buffered message. */
  async handOver(message: Message, subscription: HandOverTarget, bpmnProcessId: string): Promise<string | null> {
    const subscriptionKey = subscription.key;
    // When the trigger fails unexpectedly (a dropped connection, say), whether it took effect is unknown: the claim
    // stays unconfirmed, handed to the sweep, which settles it from the instance's history within seconds.
    try {
      const result = await this.triggerOne(message, subscription);
      if (message.buffered) {
        if (result.triggered) await this.claims.confirm(message.key, bpmnProcessId);
        else await this.claims.withdraw(message.key, bpmnProcessId);
      }
      return result.triggered ? result.processInstanceKey : null;
    } catch (error) {
      if (message.buffered) await this.claims.handToSweep(message.key, bpmnProcessId, subscriptionKey);
      throw error;
    }
  }

  /**
   * On Citus the subscription's instance is loaded by its key (one shard), and a copy whose subscription no longer
   * waits is forgotten; on one PostgreSQL the load by subscription key is one index lookup, as it was.
   */
  private async triggerOne(message: Message, subscription: HandOverTarget) {
    if (!this.copies.enabled) return this.trigger.trigger(subscription.key, 'message', message.variables, message.key);
    const result = await this.trigger.triggerOn(subscription.processInstanceKey, subscription.key, message.variables, message.key);
    if (!result.triggered && subscription.openedAt) await this.copies.forget(subscription.correlationKey, subscription.key, subscription.openedAt);
    return result;
  }

  private async candidates(message: Message): Promise<ProcessCandidates[]> {
    const [name, sql] = this.copies.enabled ? ['message-candidate-copies', CANDIDATE_COPIES_SQL] : ['message-candidates', CANDIDATES_SQL];
    const found = await this.pg.prepared<CandidateRow>(name, sql, [message.name, message.correlationKey, message.tenantId]);
    const waiting: WaitingRow[] = [];
    const starts: StartRow[] = [];
    for (const { waits, key, process_instance_key, process_definition_key, bpmn_process_id, element_id, opened_at } of found) {
      if (waits) waiting.push({ key, process_instance_key: process_instance_key as string, bpmn_process_id, opened_at });
      else starts.push({ key, process_definition_key: process_definition_key as string, bpmn_process_id, element_id: element_id as string });
    }
    const startByProcess = new Map(starts.map((row) => [row.bpmn_process_id, row]));
    const processes: ProcessCandidates[] = groupBy(waiting, (row) => row.bpmn_process_id).map(([bpmnProcessId, rows]) => ({
      bpmnProcessId,
      waiting: rows,
      startEvent: toStartEvent(startByProcess.get(bpmnProcessId)),
    }));
    const withWaiting = new Set(processes.map((process) => process.bpmnProcessId));
    for (const row of starts) {
      if (!withWaiting.has(row.bpmn_process_id)) processes.push({ bpmnProcessId: row.bpmn_process_id, waiting: [], startEvent: toStartEvent(row) });
    }
    return processes;
  }
}

function toStartEvent(row: StartRow | undefined): MessageStartEvent | null {
  return row
    ? { subscriptionKey: row.key, processDefinitionKey: row.process_definition_key, bpmnProcessId: row.bpmn_process_id, elementId: row.element_id }
    : null;
}
