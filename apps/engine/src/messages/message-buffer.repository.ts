import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { JsonObject } from '@baton/feel';
import { LessThanOrEqual, type Repository } from 'typeorm';
import { BufferedMessageEntity } from './buffered-message.entity.js';
import type { Message } from './message.js';

/** The last instant a JavaScript Date can hold: a time to live beyond it buffers the message until then. */
const LATEST_INSTANT = 8.64e15;
/** Expired messages deleted per statement, so the cleanup never holds many row locks at once. */
const CLEANUP_BATCH = 1000;
/** A buffered message correlates at most once per process: not yet taken by one of `:bpmnProcessId`. */
const NOT_TAKEN_BY_PROCESS = `not exists (select 1 from message_correlation c where c.message_key = m.key and c.bpmn_process_id = :bpmnProcessId)`;

function toMessage(entity: BufferedMessageEntity): Message {
  // The column holds what add() stored: the message's variables, a JSON object.
  const variables = entity.variables as JsonObject;
  return { key: entity.key, name: entity.name, correlationKey: entity.correlationKey, variables, tenantId: entity.tenantId, buffered: true };
}

/**
 * Published messages that wait, while their time to live lasts, for a subscription to open. A message is alive
 * while engine time is before its expiry, whether or not the cleanup has deleted it yet.
 */
@Injectable()
export class MessageBuffer {
  constructor(@InjectRepository(BufferedMessageEntity) private readonly messages: Repository<BufferedMessageEntity>) {}

  /** Buffers the message; false when a live message with the same id (and name, correlation key, tenant) is there. */
  async add(message: Message, messageId: string | null, now: number, timeToLive: number): Promise<boolean> {
    const { key, name, correlationKey, tenantId, variables } = message;
    if (messageId !== null) {
      // An expired duplicate the cleanup has not reached yet must not block the id.
      await this.messages.delete({ tenantId, name, correlationKey, messageId, expiresAt: LessThanOrEqual(new Date(now)) });
    }
    const expiresAt = new Date(Math.min(now + timeToLive, LATEST_INSTANT));
    const row: BufferedMessageEntity = { key, name, correlationKey, messageId, tenantId, variables, publishedAt: new Date(now), expiresAt };
    const inserted = await this.messages
      .createQueryBuilder()
      .insert()
      .values(row)
      // Keys are new, so only the unique message id can conflict: a live duplicate keeps this one out.
      .orIgnore()
      .returning('key')
      .execute();
    return (inserted.raw as unknown[]).length === 1;
  }

  /** Live messages for a subscription that no subscription of the process has taken yet, oldest first. */
  async waitingFor(subscription: { tenantId: string; messageName: string; correlationKey: string; bpmnProcessId: string }, now: number): Promise<Message[]> {
    const found = await this.messages
      .createQueryBuilder('m')
      .where('m.tenantId = :tenantId and m.name = :messageName and m.correlationKey = :correlationKey and m.expiresAt > :now', {
        ...subscription,
        now: new Date(now),
      })
      .andWhere(NOT_TAKEN_BY_PROCESS, { bpmnProcessId: subscription.bpmnProcessId })
      .orderBy('m.publishedAt')
      .addOrderBy('m.key')
      .getMany();
    return found.map(toMessage);
  }

  /**
   * The oldest live message that may start an instance of the process at one of its message start events with
   * this correlation key, once the instance holding the key's lock ended.
   */
  async nextForStartEvent(tenantId: string, bpmnProcessId: string, correlationKey: string, now: number) {
    const { entities, raw } = await this.messages
      .createQueryBuilder('m')
      .innerJoin(
        'event_subscription',
        's',
        `s.process_instance_key is null and s.kind = 'message' and s.bpmn_process_id = :bpmnProcessId
         and s.tenant_id = m.tenantId and s.message_name = m.name`,
      )
      .addSelect('s.key', 'subscription_key')
      .addSelect('s.process_definition_key', 'process_definition_key')
      .addSelect('s.element_id', 'element_id')
      .where('m.tenantId = :tenantId and m.correlationKey = :correlationKey and m.expiresAt > :now', { tenantId, correlationKey, now: new Date(now) })
      .andWhere(NOT_TAKEN_BY_PROCESS, { bpmnProcessId })
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

  /** Deletes expired messages and what was recorded about them; returns how many went. */
  async deleteExpired(now: number): Promise<number> {
    let total = 0;
    for (;;) {
      // One statement for both tables (no transaction around two), which the query builder cannot express.
      const [row] = (await this.messages.query(
        `with expired as (
           delete from message where key in (select key from message where expires_at <= $1 order by expires_at limit ${CLEANUP_BATCH})
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
