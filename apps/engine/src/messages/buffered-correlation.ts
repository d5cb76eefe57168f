import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { ExecutableProcess } from '@baton/bpmn-model';
import type { EventOfType } from '@baton/runtime';
import { EngineConfig } from '../config/engine-config.js';
import { PgPool } from '../database/pg-pool.js';
import type { CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { EngineClock } from '../runtime/engine-clock.js';
import { BackgroundWork } from './delivery/background-work.js';
import { FAN_OUT_CONCURRENCY, forEachBounded } from './delivery/fan-out.js';
import { MessageBuffer, type StartEventHolder } from './message-buffer.repository.js';
import { MessageClaims } from './message-claims.repository.js';
import { MessageCorrelator } from './message-correlator.js';
import { MessageStartEvents } from './message-start-events.js';
import { MessageStartLocks } from './message-start-locks.repository.js';
import { MessageSubscriptionCopies } from './message-subscription-copies.js';
import { messageSubscriptionHandOvers } from './message-subscription-outbox.js';
import { partitionSql } from '../runtime/partition.js';

/** An instance-level message subscription, as the buffer needs it. */
export interface OpenSubscription {
  key: string;
  processInstanceKey: string;
  bpmnProcessId: string;
  tenantId: string;
  messageName: string;
  correlationKey: string;
  /** Found by its copy (Citus mode): when the copy was opened. */
  openedAt?: string | null;
}

interface OpenSubscriptionRow {
  key: string;
  process_instance_key: string;
  bpmn_process_id: string;
  tenant_id: string;
  message_name: string;
  correlation_key: string;
  opened_at?: string;
}

/** Subscriptions looked at per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 500;

const OPEN_SUBSCRIPTIONS = (messages: string) => `
  select distinct s.key::text as key, s.process_instance_key::text as process_instance_key, s.bpmn_process_id, s.tenant_id,
         s.message_name, s.correlation_key
    from ${messages} m
    join event_subscription s on s.kind = 'message' and s.tenant_id = m.tenant_id
                             and s.message_name = m.name and s.correlation_key = m.correlation_key
   where ${messages === 'message' ? 'm.expires_at > $1 and ' : ''}not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = s.bpmn_process_id)
   order by key
   limit ${SWEEP_BATCH}`;
/** The subscriptions a live buffered message waits for that no claim of their process settled. */
const OPEN_SUBSCRIPTIONS_SQL = OPEN_SUBSCRIPTIONS('message');
/**
 * The same on Citus, from the subscriptions' copies on the messages' shards (message-subscription-copies.ts): a join
 * on the correlation key, the distribution column of both, which Citus runs on each shard.
 */
const OPEN_COPIES_SQL = `
  select distinct s.key::text as key, s.process_instance_key::text as process_instance_key, s.bpmn_process_id, s.tenant_id,
         s.message_name, s.correlation_key, s.opened_at::text as opened_at
    from message m
    join message_subscription s on s.correlation_key = m.correlation_key and s.tenant_id = m.tenant_id and s.message_name = m.name
   where m.expires_at > $1 and not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = s.bpmn_process_id)
   order by key
   limit ${SWEEP_BATCH}`;

function hasMessageStartEvent(process: ExecutableProcess): boolean {
  const ids = process.elements[process.id]?.eventStartEventIds ?? [];
  return ids.some((id) => process.elements[id]?.eventDefinition?.kind === 'message');
}

/**
 * Hands buffered messages to subscriptions that open after the message was published. It reacts right after the
 * command that opened them committed; the sweep finds what that reaction missed (the engine died in between, or
 * another engine process opened the subscription) and settles claims left unconfirmed.
 */
@Injectable()
export class BufferedCorrelation implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(BufferedCorrelation.name);
  private readonly work = new BackgroundWork(this.logger);

  /** false on Citus: messages and subscriptions are distributed apart (scale-out/distribution.ts). */
  private readonly colocated: boolean;
  /** BUSINESS_ID_UNIQUENESS: a message start refused for a business id is offered again when its holder ends. */
  private readonly uniqueBusinessIds: boolean;

  constructor(
    private readonly pg: PgPool,
    private readonly clock: EngineClock,
    private readonly committed: CommittedCommands,
    private readonly buffer: MessageBuffer,
    private readonly claims: MessageClaims,
    private readonly correlator: MessageCorrelator,
    private readonly startEvents: MessageStartEvents,
    private readonly locks: MessageStartLocks,
    private readonly copies: MessageSubscriptionCopies,
    config: EngineConfig,
  ) {
    this.colocated = config.databaseMode !== 'citus';
    this.uniqueBusinessIds = config.businessIdUniqueness;
  }

  onApplicationBootstrap(): void {
    this.committed.subscribe((outcome) => this.afterCommit(outcome));
  }

  onModuleDestroy(): Promise<void> {
    return this.work.close();
  }

  /** Offers the oldest waiting buffered message to the subscription; one message at most, as in Zeebe. */
  async offer(subscription: OpenSubscription): Promise<void> {
    const { bpmnProcessId } = subscription;
    for (const message of await this.buffer.waitingFor(subscription, this.clock.now())) {
      if (!(await this.claims.claim(message.key, bpmnProcessId, subscription.key, subscription.processInstanceKey))) continue;
      // Taken or not, this subscription is done: if it did not take the message, it no longer waits.
      const { key, processInstanceKey, correlationKey, openedAt } = subscription;
      await this.correlator.handOver(message, { key, processInstanceKey, correlationKey, openedAt }, bpmnProcessId);
      return;
    }
  }

  /** Recovers what the after-commit reactions missed. */
  async sweep(): Promise<void> {
    await this.claims.recoverStale();
    if (this.copies.enabled) await this.copies.sweep();
    const rows = await this.pg.query<OpenSubscriptionRow>(this.colocated ? OPEN_SUBSCRIPTIONS_SQL : OPEN_COPIES_SQL, [
      new Date(this.clock.now()).toISOString(),
    ]);
    const subscriptions = rows.map((row) => ({
      key: row.key,
      processInstanceKey: row.process_instance_key,
      bpmnProcessId: row.bpmn_process_id,
      tenantId: row.tenant_id,
      messageName: row.message_name,
      correlationKey: row.correlation_key,
      openedAt: row.opened_at ?? null,
    }));
    throwFirst(await forEachBounded(subscriptions, FAN_OUT_CONCURRENCY, (subscription) => this.offer(subscription)));
    const released = await this.locks.releasedWithWaitingMessage(this.clock.now(), SWEEP_BATCH);
    throwFirst(await forEachBounded(released, FAN_OUT_CONCURRENCY, (lock) => this.startNext(lock.tenantId, lock.bpmnProcessId, lock)));
    if (!this.uniqueBusinessIds) return;
    const freed = await this.buffer.waitingForFreedBusinessIds(this.clock.now(), SWEEP_BATCH);
    throwFirst(
      await forEachBounded(freed, FAN_OUT_CONCURRENCY, ({ message, startEvent }) => this.startEvents.start(message, startEvent).then(() => undefined)),
    );
  }

  /**
   * A released message start lock, or a business id an ended instance held, lets the oldest waiting buffered message
   * with it start the next instance.
   */
  private async startNext(tenantId: string, bpmnProcessId: string, holder: StartEventHolder): Promise<void> {
    const next = await this.buffer.nextForStartEvent(tenantId, bpmnProcessId, holder, this.clock.now());
    if (next) await this.startEvents.start(next.message, next.startEvent);
  }

  /** The business id an ended root instance held, when uniqueness made messages with it wait. */
  private async freedBusinessId(processInstanceKey: string): Promise<string | null> {
    const [row] = await this.pg.query<{ business_id: string | null }>(
      `select business_id from process_instance
        where key = $1 and partition_id = ${partitionSql('$1')} and parent_process_instance_key is null`,
      [processInstanceKey],
    );
    return row?.business_id ?? null;
  }

  /** Returns the work it started (none: undefined), so that CommittedCommands knows when it is over. */
  private afterCommit(outcome: CommandOutcome): Promise<unknown> | undefined {
    const { identity, state, snapshot } = outcome.loaded;
    const started: Promise<void>[] = [];
    const opened: OpenSubscription[] = [];
    for (const event of outcome.events) {
      if (event.type === 'SubscriptionOpened' && event.subscription.kind === 'message') {
        const subscription = this.openSubscription(event, identity);
        if (subscription) opened.push(subscription);
      }
    }
    if (this.copies.enabled && messageSubscriptionHandOvers(outcome.events, snapshot, identity).length > 0) {
      // The copies first: a message published after the offer's look at the buffer then finds the copy.
      started.push(
        this.work.run(`handing over the message subscriptions of ${identity.processInstanceKey}`, async () => {
          await this.copies.handOver(identity.processInstanceKey);
          throwFirst(await forEachBounded(opened, FAN_OUT_CONCURRENCY, (subscription) => this.offer(subscription)));
        }),
      );
    } else {
      for (const subscription of opened)
        started.push(this.work.run(`offering buffered messages to subscription ${subscription.key}`, () => this.offer(subscription)));
    }
    if (this.ended(outcome) && hasMessageStartEvent(state.process)) {
      started.push(
        this.work.run(`starting after instance ${identity.processInstanceKey}`, async () => {
          const lock = await this.locks.heldBy(identity.processInstanceKey);
          if (lock) await this.startNext(lock.tenantId, lock.bpmnProcessId, lock);
          const businessId = this.uniqueBusinessIds ? await this.freedBusinessId(identity.processInstanceKey) : null;
          if (businessId !== null) await this.startNext(identity.tenantId, identity.bpmnProcessId, { businessId });
        }),
      );
    }
    return started.length > 0 ? Promise.all(started) : undefined;
  }

  private openSubscription(event: EventOfType<'SubscriptionOpened'>, identity: CommandOutcome['loaded']['identity']): OpenSubscription | null {
    const { subscription } = event;
    if (subscription.messageName === null || subscription.correlationKey === null) return null;
    return {
      key: subscription.key,
      processInstanceKey: identity.processInstanceKey,
      bpmnProcessId: identity.bpmnProcessId,
      tenantId: identity.tenantId,
      messageName: subscription.messageName,
      correlationKey: subscription.correlationKey,
    };
  }

  private ended(outcome: CommandOutcome): boolean {
    const key = outcome.loaded.identity.processInstanceKey;
    return outcome.events.some((event) => (event.type === 'ElementCompleted' || event.type === 'ElementTerminated') && event.elementInstanceKey === key);
  }
}

/** A sweep goes through its whole batch, then reports the first failure (the next sweep tries again). */
function throwFirst(failures: unknown[]): void {
  if (failures.length > 0) throw failures[0];
}
