import { Injectable } from '@nestjs/common';
import type { JsonObject } from '@baton/feel';
import { PgPool } from '../database/pg-pool.js';
import type { Message } from './message.js';

interface MessageRow {
  key: string;
  name: string;
  correlation_key: string;
  variables: JsonObject;
  tenant_id: string;
}

const MESSAGE_COLUMNS = `m.key::text as key, m.name, m.correlation_key, m.variables, m.tenant_id`;
/** The last instant a JavaScript Date can hold: a time to live beyond it buffers the message until then. */
const LATEST_INSTANT = 8.64e15;
/** Expired messages deleted per statement, so the cleanup never holds many row locks at once. */
const CLEANUP_BATCH = 1000;

function toMessage(row: MessageRow): Message {
  return { key: row.key, name: row.name, correlationKey: row.correlation_key, variables: row.variables, tenantId: row.tenant_id, buffered: true };
}

/**
 * Published messages that wait, while their time to live lasts, for a subscription to open. A message is alive
 * while engine time is before its expiry, whether or not the cleanup has deleted it yet.
 */
@Injectable()
export class MessageBuffer {
  constructor(private readonly pg: PgPool) {}

  /** Buffers the message; false when a live message with the same id (and name, correlation key, tenant) is there. */
  async add(message: Message, messageId: string | null, now: number, timeToLive: number): Promise<boolean> {
    if (messageId !== null) {
      // An expired duplicate the cleanup has not reached yet must not block the id.
      await this.pg.query(
        `delete from message where tenant_id = $1 and name = $2 and correlation_key = $3 and message_id = $4 and expires_at <= $5`,
        [message.tenantId, message.name, message.correlationKey, messageId, new Date(now).toISOString()],
      );
    }
    const rows = await this.pg.query(
      `insert into message (key, name, correlation_key, message_id, tenant_id, variables, published_at, expires_at)
       values ($1, $2, $3, $4, $5, $6::jsonb, $7, $8)
       on conflict (tenant_id, name, correlation_key, message_id) where message_id is not null do nothing
       returning 1`,
      [
        message.key,
        message.name,
        message.correlationKey,
        messageId,
        message.tenantId,
        JSON.stringify(message.variables),
        new Date(now).toISOString(),
        new Date(Math.min(now + timeToLive, LATEST_INSTANT)).toISOString(),
      ],
    );
    return rows.length === 1;
  }

  /** The key of the live buffered message with this id (and name, correlation key, tenant), if there is one. */
  async liveKey(message: Pick<Message, 'tenantId' | 'name' | 'correlationKey'>, messageId: string, now: number): Promise<string | null> {
    const [row] = await this.pg.query<{ key: string }>(
      `select key::text from message where tenant_id = $1 and name = $2 and correlation_key = $3 and message_id = $4 and expires_at > $5`,
      [message.tenantId, message.name, message.correlationKey, messageId, new Date(now).toISOString()],
    );
    return row?.key ?? null;
  }

  /** Live messages for a subscription that no subscription of the process has taken yet, oldest first. */
  async waitingFor(subscription: { tenantId: string; messageName: string; correlationKey: string; bpmnProcessId: string }, now: number): Promise<Message[]> {
    const rows = await this.pg.query<MessageRow>(
      `select ${MESSAGE_COLUMNS} from message m
        where m.tenant_id = $1 and m.name = $2 and m.correlation_key = $3 and m.expires_at > $5
          and not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = $4)
        order by m.published_at, m.key`,
      [subscription.tenantId, subscription.messageName, subscription.correlationKey, subscription.bpmnProcessId, new Date(now).toISOString()],
    );
    return rows.map(toMessage);
  }

  /**
   * The oldest live message that may start an instance of the process at one of its message start events with
   * this correlation key, once the instance holding the key's lock ended.
   */
  async nextForStartEvent(tenantId: string, bpmnProcessId: string, correlationKey: string, now: number) {
    const [row] = await this.pg.query<MessageRow & { subscription_key: string; process_definition_key: string; element_id: string }>(
      `select ${MESSAGE_COLUMNS}, s.key::text as subscription_key, s.process_definition_key::text as process_definition_key, s.element_id
         from message m
         join event_subscription s on s.process_instance_key is null and s.kind = 'message' and s.bpmn_process_id = $2
                                  and s.tenant_id = m.tenant_id and s.message_name = m.name
        where m.tenant_id = $1 and m.correlation_key = $3 and m.expires_at > $4
          and not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = $2)
        order by m.published_at, m.key
        limit 1`,
      [tenantId, bpmnProcessId, correlationKey, new Date(now).toISOString()],
    );
    if (!row) return null;
    return {
      message: toMessage(row),
      startEvent: { subscriptionKey: row.subscription_key, processDefinitionKey: row.process_definition_key, bpmnProcessId, elementId: row.element_id },
    };
  }

  /** Deletes expired messages and what was recorded about them; returns how many went. */
  async deleteExpired(now: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [row] = await this.pg.query<{ deleted: string }>(
        `with expired as (
           delete from message where key in (select key from message where expires_at <= $1 order by expires_at limit ${CLEANUP_BATCH})
           returning key
         ),
         claims as (delete from message_correlation where message_key in (select key from expired))
         select count(*)::text as deleted from expired`,
        [new Date(now).toISOString()],
      );
      const deleted = Number(row?.deleted ?? 0);
      total += deleted;
      if (deleted < CLEANUP_BATCH) return total;
    }
  }
}
