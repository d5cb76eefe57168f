import { Injectable } from '@nestjs/common';
import type { JsonObject } from '@baton/feel';
import type { TimedRuntimeEvent } from '@baton/runtime';
import { NotFound } from '../../runtime/command-errors.js';
import { CommandExecutor } from '../../runtime/command-executor.js';

export type TriggerResult = { triggered: true; processInstanceKey: string } | { triggered: false };

const NOT_TRIGGERED: TriggerResult = { triggered: false };

/** Hands a message or signal to one subscription of a process instance. */
@Injectable()
export class SubscriptionTrigger {
  constructor(private readonly executor: CommandExecutor) {}

  /**
   * Whether the waiting element took the event. It did not when it had moved on in the meantime (another
   * event won, it ended, the instance completed or was canceled): the runtime records that as
   * EventTriggerIgnored, or the subscription is already gone. Only unexpected failures throw.
   */
  async trigger(
    subscriptionKey: string,
    kind: 'message' | 'signal',
    variables: JsonObject,
    messageKey: string | null,
    signalKey: string | null = null,
  ): Promise<TriggerResult> {
    try {
      const { loaded, events } = await this.executor.execute(
        { subscriptionKey },
        { type: 'TriggerEvent', subscriptionKey, kind, variables, messageKey, ...(signalKey === null ? {} : { signalKey }) },
        `The subscription '${subscriptionKey}' is no longer open`,
      );
      return this.resultOf(loaded.identity.processInstanceKey, events, subscriptionKey);
    } catch (error) {
      if (error instanceof NotFound) return NOT_TRIGGERED;
      throw error;
    }
  }

  /**
   * The same for a message subscription whose instance the caller knows (its copy on Citus names it): the load goes
   * to the instance's shard, where one by subscription key asks every shard. An instance that no longer has the
   * subscription open (it moved on, or is suspended) gets nothing written.
   */
  async triggerOn(processInstanceKey: string, subscriptionKey: string, variables: JsonObject, messageKey: string): Promise<TriggerResult> {
    try {
      const outcome = await this.executor.executeWhile(
        { processInstanceKey },
        { type: 'TriggerEvent', subscriptionKey, kind: 'message', variables, messageKey },
        (loaded) => loaded.state.subscriptions.has(subscriptionKey),
      );
      return outcome ? this.resultOf(processInstanceKey, outcome.events, subscriptionKey) : NOT_TRIGGERED;
    } catch (error) {
      if (error instanceof NotFound) return NOT_TRIGGERED;
      throw error;
    }
  }

  private resultOf(processInstanceKey: string, events: readonly TimedRuntimeEvent[], subscriptionKey: string): TriggerResult {
    const took = events.some((event) => event.type === 'EventTriggered' && event.subscriptionKey === subscriptionKey);
    return took ? { triggered: true, processInstanceKey } : NOT_TRIGGERED;
  }
}
