import { Injectable } from '@nestjs/common';
import type { ExecutableElement, ExecutableValue } from '@baton/bpmn-model';
import { evaluateFeel } from '@baton/feel';
import { scheduleTimer } from '@baton/runtime';
import type { SqlRunner } from '../database/database.js';
import { badRequest } from '../http/problem-detail.js';
import { stringifyJson } from '../json/json-codec.js';
import { KeyGenerator } from '../runtime/key-generator.js';
import type { ProcessDefinition } from './process-definition.js';

/** Start event expressions have no instance yet: FEEL sees no variables, only functions such as now(). */
function textOf(value: ExecutableValue, element: ExecutableElement, what: string, now: number): string {
  if (value.kind === 'static') return value.value;
  const result = evaluateFeel(value.source, {}, now);
  if (result.ok && typeof result.value === 'string' && result.value !== '') return result.value;
  const why = result.ok ? `it was ${stringifyJson(result.value)}` : result.message;
  throw badRequest(`Element '${element.id}' (bpmn:startEvent): the ${what} must evaluate to a non-empty string without variables, but ${why}`);
}

/**
 * The timer, message, signal and conditional start events of the latest version of a process wait as definition-level
 * subscriptions (start_event_subscription, apart from the instances' subscriptions: they name no instance);
 * deploying a new version replaces those of the previous one, as in Zeebe. A conditional one stores no more than its
 * kind: its condition is read from the definition when a conditional evaluation request comes.
 */
@Injectable()
export class StartEventSubscriptions {
  constructor(private readonly keys: KeyGenerator) {}

  async replace(sql: SqlRunner, definition: ProcessDefinition, now: number): Promise<void> {
    await sql.query(`delete from start_event_subscription where bpmn_process_id = $1 and tenant_id = $2`, [definition.bpmnProcessId, definition.tenantId]);
    const process = definition.executable;
    const ids = process.elements[process.id]?.eventStartEventIds ?? [];
    for (const elementId of ids) {
      const element = process.elements[elementId];
      if (element?.eventDefinition) await this.open(sql, definition, element, now);
    }
  }

  private async open(sql: SqlRunner, definition: ProcessDefinition, element: ExecutableElement, now: number): Promise<void> {
    const event = element.eventDefinition;
    if (!event) return;
    let dueAt: number | null = null;
    let repetitionsLeft: number | null = null;
    let interval: string | null = null;
    let messageName: string | null = null;
    let signalName: string | null = null;
    if (event.kind === 'timer') {
      const scheduled = scheduleTimer(event.timer.type, textOf(event.timer.expression, element, 'timer', now), now);
      if (!scheduled.ok) throw badRequest(`Element '${element.id}' (bpmn:startEvent): ${scheduled.message}`);
      ({ dueAt, repetitionsLeft, interval } = scheduled.schedule);
    } else if (event.kind === 'message') {
      messageName = textOf(event.messageName, element, 'message name', now);
    } else if (event.kind === 'signal') {
      signalName = textOf(event.signalName, element, 'signal name', now);
    } else if (event.kind !== 'conditional') {
      return; // errors and terminations are end results, never a start event's trigger
    }
    await sql.query(
      `insert into start_event_subscription (key, kind, process_definition_key, bpmn_process_id, tenant_id, element_id, due_at, repetitions_left,
         interval, message_name, signal_name, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
      [
        this.keys.next(),
        event.kind,
        definition.key,
        definition.bpmnProcessId,
        definition.tenantId,
        element.id,
        dueAt === null ? null : new Date(dueAt).toISOString(),
        repetitionsLeft,
        interval,
        messageName,
        signalName,
        new Date(now).toISOString(),
      ],
    );
  }
}
