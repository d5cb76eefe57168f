import { EngineConfig } from '../config/engine-config.js';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { JsonObject } from '@baton/feel';
import type { Repository } from 'typeorm';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import { takesRowLocks } from '../database/row-locks.js';
import { EngineProcessId, HOLDER_GRACE_SECONDS, holderGoneSql } from '../database/engine-process-id.js';
import { BufferedMessageEntity } from './buffered-message.entity.js';
import type { Message, MessageStartEvent } from './message.js';
import { stringifyJson } from '../json/json-codec.js';

/** The last instant a JavaScript Date can hold: a time to live beyond it buffers the message until then. */
const LATEST_INSTANT = 8.64e15;
/** Expired messages deleted per statement, so the cleanup never holds many row locks at once. */
const CLEANUP_BATCH = 1000;
/** A publication still handed out this long after its holder took it is taken over (a hand-over failed). */
const STRANDED_FAN_OUT_SECONDS = 60;
/** A buffered message correlates at most once per process: not yet taken by one of the process named by `parameter`. */
const notTakenByProcess = (parameter: string) =>
  `not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = ${parameter})`;

/** Live messages for a subscription not yet taken by its process, oldest first (see waitingFor). */
const WAITING_FOR_SQL = `
  select m.key::text as key, m.name, m.correlation_key, m.variables, m.tenant_id, m.business_id from message m
   where m.tenant_id = $1 and m.name = $2 and m.correlation_key = $3 and m.expires_at > $4 and ${notTakenByProcess('$5')}
   order by m.published_at, m.key`;

/** A publication as the buffer records it; only the unique message id can conflict (keys are new). */
const ADD_SQL = `
  insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at, fan_out_by, fan_out_since, business_id)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, now(), $10)
  on conflict do nothing returning key`;

interface MessageRow {
  key: string;
  name: string;
  correlation_key: string;
  variables: JsonObject;
  tenant_id: string;
  business_id: string | null;
}

interface StrandedRow extends MessageRow {
  published_at: Date;
  expires_at: Date;
}

/** What a message start event waits for to be free: a correlation key's lock, or a business id (Camunda 8.10). */
export type StartEventHolder = { correlationKey: string } | { businessId: string };

export interface MessageForStartEvent {
  message: Message;
  startEvent: MessageStartEvent;
}

function messageOfRow(row: MessageRow): Message {
  return {
    key: row.key,
    name: row.name,
    correlationKey: row.correlation_key,
    variables: row.variables,
    tenantId: row.tenant_id,
    businessId: row.business_id,
    buffered: true,
  };
}

function toMessage(entity: BufferedMessageEntity): Message {
  // The column holds what add() stored: the message's variables, a JSON object.
  const variables = entity.variables as JsonObject;
  const { key, name, correlationKey, tenantId, businessId } = entity;
  return { key, name, correlationKey, variables, tenantId, businessId, buffered: true };
}

/**
 * Published messages that wait, while their time to live lasts, for a subscription to open. A message is alive
 * while engine time is before its expiry, whether or not the cleanup has deleted it yet.
 */
@Injectable()
export class MessageBuffer {
  /**
   * Publications whose fan-out failed while the database did not answer (a restart): marked for retry at the next
   * round. The engine keeps its connections' name across a restart, so it does not count as gone, and such a
   * publication would otherwise wait {@link STRANDED_FAN_OUT_SECONDS}.
   */
  private readonly unmarked = new Map<string, object>();

  constructor(
    @InjectRepository(BufferedMessageEntity) private readonly messages: Repository<BufferedMessageEntity>,
    private readonly pg: PgPool,
    private readonly holder: EngineProcessId,
    config: EngineConfig,
  ) {
    this.rowLocks = takesRowLocks(config);
    this.byCorrelationKey = config.databaseMode === 'citus';
  }

  /** Citus: a message is found by its correlation key too, the distribution column of the message tables. */
  private readonly byCorrelationKey: boolean;

  /** false on Citus (database/row-locks.ts): taking a stranded fan-out checks again that it is stranded. */
  private readonly rowLocks: boolean;

  /**
   * Records a published message in the caller's transaction (the one that claims its id and stores the request's
   * answer): buffered while its time to live lasts, and marked as being handed out by this engine process until
   * {@link fanOutDone}. A message with time to live 0 is recorded too, so that a crash in the middle of its fan-out
   * cannot lose it. False when a live message with the same id (and name, correlation key, tenant) is there.
   */
  async add(sql: SqlRunner, message: Message, messageId: string | null, now: number, timeToLive: number): Promise<boolean> {
    const { name, correlationKey, tenantId } = message;
    if (messageId !== null) {
      // An expired duplicate the cleanup has not reached yet must not block the id.
      await sql.query(
        `delete from message where tenant_id = $1 and name = $2 and correlation_key = $3 and message_id = $4 and expires_at <= $5 and fan_out_by is null`,
        [tenantId, name, correlationKey, messageId, new Date(now)],
      );
    }
    // A live duplicate of the message id keeps this one out.
    const inserted = await sql.query(ADD_SQL, this.addValues(message, messageId, now, timeToLive));
    return inserted.length === 1;
  }

  /** A publication without a message id (so nothing to claim or clean first), recorded on its own: one statement. */
  async addAlone(message: Message, now: number, timeToLive: number): Promise<void> {
    await this.pg.prepared('message-add', ADD_SQL, this.addValues(message, null, now, timeToLive));
  }

  private addValues(
    { key, name, correlationKey, tenantId, variables, businessId }: Message,
    messageId: string | null,
    now: number,
    timeToLive: number,
  ): unknown[] {
    const expiresAt = new Date(Math.min(now + timeToLive, LATEST_INSTANT));
    return [key, name, correlationKey, messageId, tenantId, stringifyJson(variables), new Date(now), expiresAt, this.holder.value, businessId];
  }

  /**
   * The fan-out of a publication is over: a message without time to live goes (with its claims), a buffered one stays.
   * On Citus the message is named by its correlation key too, its distribution column, so that the statement goes to
   * one shard (by key alone it went to every one); one PostgreSQL finds it by key as before.
   */
  async fanOutDone(message: Pick<Message, 'key' | 'correlationKey'>, buffered: boolean): Promise<void> {
    const [where, values] = this.byCorrelationKey ? ['key = $1 and correlation_key = $2', [message.key, message.correlationKey]] : ['key = $1', [message.key]];
    if (buffered) {
      await this.pg.prepared('message-fan-out-done', `update message set fan_out_by = null, fan_out_since = null where ${where}`, values);
    } else if (this.byCorrelationKey) {
      // Citus refuses a statement routed to one shard that also writes a reference table (message_correlation). The
      // message goes first: cut in between, its claims stay until their instance's retention, and it is not fanned out again.
      await this.pg.prepared('message-gone-on-its-shard', `delete from message where ${where}`, values);
      await this.pg.prepared('message-claims-gone', 'delete from message_correlation where message_key = $1', [message.key]);
    } else {
      await this.pg.prepared(
        'message-gone',
        `with gone as (delete from message where ${where} returning key)
       delete from message_correlation where message_key in (select key from gone)`,
        values,
      );
    }
  }

  /**
   * A hand-over of the fan-out failed: the next maintenance round takes the publication up again. When the database
   * does not answer either, that round marks it first.
   */
  async retryFanOutSoon(messageKey: string): Promise<void> {
    // A token of its own: a later failure of the same fan-out, while a round marks this one, is not forgotten.
    this.unmarked.set(messageKey, {});
    await this.markForRetry().catch(() => undefined);
  }

  private async markForRetry(): Promise<void> {
    const failures = [...this.unmarked.entries()];
    if (failures.length === 0) return;
    await this.pg.query(
      `update message set fan_out_since = now() - make_interval(secs => ${STRANDED_FAN_OUT_SECONDS}) where key = any($1::bigint[]) and fan_out_by = $2`,
      [failures.map(([key]) => key), this.holder.value],
    );
    for (const [key, token] of failures) if (this.unmarked.get(key) === token) this.unmarked.delete(key);
  }

  /**
   * Takes over publications whose fan-out was cut: its holder has no connection left (it died) or it has been
   * going on far too long (a hand-over failed and is retried). Skips rows another engine is taking at this moment.
   */
  async takeStrandedFanOuts(limit: number): Promise<Array<{ message: Message; timeToLive: number }>> {
    await this.markForRetry();
    const stranded = (of: string) => `(${of}fan_out_since < now() - make_interval(secs => ${STRANDED_FAN_OUT_SECONDS})
                  or (${holderGoneSql(`${of}fan_out_by`)} and ${of}fan_out_since < now() - make_interval(secs => ${HOLDER_GRACE_SECONDS})))`;
    const rows = await this.pg.query<StrandedRow>(
      `update message m set fan_out_by = $1, fan_out_since = now()
        where m.key in (
          select key from message
           where fan_out_by is not null
             -- claims left unconfirmed are settled first (recoverStale), else the process they name would be skipped
             and not exists (select 1 from message_correlation c where c.message_key = message.key and not c.confirmed)
             and ${stranded('')}
           order by published_at limit ${limit}${this.rowLocks ? ' for update skip locked)' : `)\n          and m.fan_out_by is not null and ${stranded('m.')}`}
        returning m.key::text as key, m.name, m.correlation_key, m.variables, m.tenant_id, m.business_id, m.published_at, m.expires_at`,
      [this.holder.value],
    );
    return rows.map((row) => ({
      message: messageOfRow(row),
      timeToLive: row.expires_at.getTime() - row.published_at.getTime(),
    }));
  }

  /** Live messages for a subscription that no subscription of the process has taken yet, oldest first. */
  async waitingFor(subscription: { tenantId: string; messageName: string; correlationKey: string; bpmnProcessId: string }, now: number): Promise<Message[]> {
    const rows = await this.pg.prepared<MessageRow>('message-waiting-for', WAITING_FOR_SQL, [
      subscription.tenantId,
      subscription.messageName,
      subscription.correlationKey,
      new Date(now),
      subscription.bpmnProcessId,
    ]);
    return rows.map(messageOfRow);
  }

  /**
   * The oldest live message that may start an instance of the process at one of its message start events with this
   * correlation key (once the instance holding the key's lock ended) or this business id (once the instance running
   * with it ended).
   */
  async nextForStartEvent(tenantId: string, bpmnProcessId: string, holder: StartEventHolder, now: number): Promise<MessageForStartEvent | null> {
    const [key, value] = 'correlationKey' in holder ? ['correlationKey', holder.correlationKey] : ['businessId', holder.businessId];
    const { entities, raw } = await this.messages
      .createQueryBuilder('m')
      .innerJoin(
        'start_event_subscription',
        's',
        `s.kind = 'message' and s.bpmn_process_id = :bpmnProcessId
         and s.tenant_id = m.tenantId and s.message_name = m.name`,
      )
      .addSelect('s.key', 'subscription_key')
      .addSelect('s.process_definition_key', 'process_definition_key')
      .addSelect('s.element_id', 'element_id')
      .where(`m.tenantId = :tenantId and m.${key} = :value and m.expiresAt > :now`, { tenantId, value, now: new Date(now) })
      .andWhere(notTakenByProcess(':bpmnProcessId'), { bpmnProcessId })
      .orderBy('m.publishedAt')
      .addOrderBy('m.key')
      .limit(1)
      .getRawAndEntities<{ subscription_key: string; process_definition_key: string; element_id: string }>();
    const [message] = entities;
    const [startEvent] = raw;
    if (!message || !startEvent) return null;
    return {
      message: toMessage(message),
      startEvent: {
        subscriptionKey: startEvent.subscription_key,
        processDefinitionKey: startEvent.process_definition_key,
        bpmnProcessId,
        elementId: startEvent.element_id,
      },
    };
  }

  /**
   * Live messages with a business id that may start a process at a message start event, have not reached it, and whose
   * business id no running root instance of the process holds: their start was refused while one did, and the reaction
   * to its end was missed (BUSINESS_ID_UNIQUENESS). The held messages and the running holders of their business ids
   * are read first, each on its own (materialized CTEs), so that Citus, where messages and instances are distributed
   * apart, runs the statement too; one PostgreSQL serves the holders from process_instance_running_business_id. One
   * message per process and business id, the oldest, as the reaction would offer it: the others stay held by the
   * instance it starts.
   */
  async waitingForFreedBusinessIds(now: number, limit: number): Promise<MessageForStartEvent[]> {
    const rows = await this.pg.query<MessageRow & { subscription_key: string; process_definition_key: string; bpmn_process_id: string; element_id: string }>(
      `with held as materialized (
         select m.key, m.name, m.correlation_key, m.variables, m.tenant_id, m.business_id, m.published_at,
                s.key as subscription_key, s.process_definition_key, s.bpmn_process_id, s.element_id
           from message m
           join start_event_subscription s on s.kind = 'message' and s.tenant_id = m.tenant_id and s.message_name = m.name
          where m.business_id is not null and m.expires_at > $1 and m.fan_out_by is null and ${notTakenByProcess('s.bpmn_process_id')}
       ),
       holders as materialized (
         select p.bpmn_process_id, p.tenant_id, p.business_id from process_instance p
          where p.business_id is not null and p.parent_process_instance_key is null and p.state in ('ACTIVE', 'SUSPENDED')
            and (p.bpmn_process_id, p.tenant_id, p.business_id) in (select bpmn_process_id, tenant_id, business_id from held)
       )
       select distinct on (h.tenant_id, h.bpmn_process_id, h.business_id) h.key::text as key, h.name, h.correlation_key, h.variables, h.tenant_id, h.business_id,
              h.subscription_key::text as subscription_key, h.process_definition_key::text as process_definition_key, h.bpmn_process_id, h.element_id
         from held h
        where not exists (select 1 from holders r where r.bpmn_process_id = h.bpmn_process_id and r.tenant_id = h.tenant_id and r.business_id = h.business_id)
        order by h.tenant_id, h.bpmn_process_id, h.business_id, h.published_at, h.key, h.subscription_key
        limit ${limit}`,
      [new Date(now)],
    );
    return rows.map((row) => ({
      message: messageOfRow(row),
      startEvent: {
        subscriptionKey: row.subscription_key,
        processDefinitionKey: row.process_definition_key,
        bpmnProcessId: row.bpmn_process_id,
        elementId: row.element_id,
      },
    }));
  }

  /** Deletes expired messages and what was recorded about them; returns how many went. */
  async deleteExpired(now: number): Promise<number> {
    let total = 0;
    for (;;) {
      // One statement for both tables (no transaction around two), which the query builder cannot express.
      const [row] = (await this.messages.query(
        `with expired as (
           delete from message where key in (
             select key from message where expires_at <= $1 and fan_out_by is null order by expires_at limit ${CLEANUP_BATCH})
           returning key
         ),
         claims as (delete from message_correlation where message_key in (select key from expired))
         select count(*)::text as deleted from expired`,
        [new Date(now)],
      )) as { deleted: string }[];
      const deleted = Number(row?.deleted ?? 0);
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }
}
