import { Injectable } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { FAN_OUT_CONCURRENCY, forEachBounded, groupBy } from '../messages/delivery/fan-out.js';
import { SubscriptionTrigger } from '../messages/delivery/subscription-trigger.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { SignalDeliveries } from './signal-deliveries.repository.js';
import type { Signal } from './signal.js';

interface WaitingRow {
  key: string;
  process_instance_key: string;
}

interface StartRow {
  subscription_key: string;
  process_definition_key: string;
  element_id: string;
}

/** What one signal does: either the subscriptions of one instance, or one start event to create an instance at. */
type Delivery = { kind: 'instance'; subscriptionKeys: string[] } | { kind: 'start'; start: StartRow };

/**
 * Broadcasts a signal to everything that waits for it when the broadcast begins: every signal subscription of
 * every instance, and one new instance per process with a signal start event for it. Instances are served
 * concurrently (bounded), the subscriptions of one instance one after the other, so they do not fight over its
 * revision. An instance that moved on meanwhile simply does not take it.
 */
@Injectable()
export class SignalBroadcaster {
  constructor(
    private readonly pg: PgPool,
    private readonly trigger: SubscriptionTrigger,
    private readonly executor: CommandExecutor,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly deliveries: SignalDeliveries,
  ) {}

  /**
   * Resolves once every delivery was tried; returns the ones that failed unexpectedly. `repeated`: the signal may
   * have been broadcast in part before (by an engine that died, or with failures), so what it reached is skipped.
   */
  async broadcast(signal: Signal, repeated = false): Promise<unknown[]> {
    const [waiting, starts] = await Promise.all([
      this.pg.query<WaitingRow>(
        `select key::text as key, process_instance_key::text as process_instance_key from event_subscription
          where kind = 'signal' and signal_name = $1 and tenant_id = $2
          order by process_instance_key, key`,
        [signal.name, signal.tenantId],
      ),
      this.pg.query<StartRow>(
        `select distinct on (bpmn_process_id) key::text as subscription_key, process_definition_key::text as process_definition_key, element_id
           from start_event_subscription
          where kind = 'signal' and signal_name = $1 and tenant_id = $2
          order by bpmn_process_id, key`,
        [signal.name, signal.tenantId],
      ),
    ]);
    const reached = repeated ? await this.deliveries.reachedSubscriptions(signal.key, [...new Set(waiting.map((row) => row.process_instance_key))]) : new Set();
    const deliveries: Delivery[] = [
      ...groupBy(
        waiting.filter((row) => !reached.has(row.key)),
        (row) => row.process_instance_key,
      ).map(([, rows]): Delivery => ({ kind: 'instance', subscriptionKeys: rows.map((row) => row.key) })),
      ...starts.map((start): Delivery => ({ kind: 'start', start })),
    ];
    return forEachBounded(deliveries, FAN_OUT_CONCURRENCY, (delivery) => this.deliver(signal, delivery, repeated));
  }

  private async deliver(signal: Signal, delivery: Delivery, repeated: boolean): Promise<void> {
    if (delivery.kind === 'instance') {
      let failure: unknown = null;
      for (const key of delivery.subscriptionKeys) {
        await this.trigger.trigger(key, 'signal', signal.variables, null, signal.key).catch((error: unknown) => (failure ??= error));
      }
      if (failure !== null) throw failure;
      return;
    }
    const definition = await this.definitions.findByKey(delivery.start.process_definition_key);
    if (!definition) return; // undeployed meanwhile
    const since = signal.createdAt ?? new Date(0);
    if (repeated && (await this.deliveries.startedInstance(signal.key, delivery.start.process_definition_key, since))) return;
    // The new instance's history starts with the signal subscription that started it, as for timer and message starts.
    await this.executor.createInstance(
      definition,
      signal.variables,
      { tags: [], businessId: null },
      {
        startEventId: delivery.start.element_id,
        startTrigger: {
          subscriptionKey: delivery.start.subscription_key,
          kind: 'signal',
          dueAt: null,
          messageKey: null,
          signalName: signal.name,
          signalKey: signal.key,
        },
      },
    );
  }
}
