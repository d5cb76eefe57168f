import { Injectable, Logger } from '@nestjs/common';
import { CommandExecutor } from '../runtime/command-executor.js';
import type { RuntimeCommand } from '@baton/runtime';
import type { CommandOutcome } from '../runtime/command-executor.js';
import type { InstanceLocator, LoadedInstance } from '../runtime/loaded-instance.js';
import { settled } from '../runtime/settled.js';
import { TimerClaims, type ClaimedTimer } from './timer-claims.repository.js';

export type FireResult = 'fired' | 'skipped';

/** The command a due timer is: its subscription's trigger, while the instance still waits for this very fire. */
function triggerOf(timer: ClaimedTimer): { locator: InstanceLocator; command: RuntimeCommand; wanted: (loaded: LoadedInstance) => boolean } {
  return {
    locator: { subscriptionKey: timer.key },
    command: { type: 'TriggerEvent', subscriptionKey: timer.key, kind: 'timer', variables: {}, messageKey: null },
    wanted: (loaded) => stillWaitsFor(loaded, timer),
  };
}

/**
 * Fires a timer of a waiting element (catch event, boundary event, event-based gateway) as an ordinary TriggerEvent
 * command: the runtime closes or reschedules the subscription in the same write that moves the token on.
 */
@Injectable()
export class InstanceTimerFiring {
  private readonly logger = new Logger(InstanceTimerFiring.name);

  constructor(
    private readonly executor: CommandExecutor,
    private readonly claims: TimerClaims,
  ) {}

  /**
   * Reads the instances of a claimed batch in one statement, so that each fire starts without a read of its own:
   * with many timers due at once the reads, not the fires, were most of the database's work.
   */
  async prepare(timers: ClaimedTimer[]): Promise<void> {
    const keys = [...new Set(timers.flatMap((timer) => (timer.processInstanceKey === null ? [] : [timer.processInstanceKey])))];
    await this.executor.prepare(keys);
  }

  async fire(timer: ClaimedTimer): Promise<FireResult> {
    const [result] = await this.fireMany([timer]);
    if (result?.status === 'rejected') throw result.reason;
    return result?.status === 'fulfilled' ? result.value : 'skipped';
  }

  /**
   * Fires timers of different instances together: their writes commit as one statement (group commit), each
   * instance's still all or nothing. Settles each timer as fire would.
   */
  async fireMany(timers: ClaimedTimer[]): Promise<PromiseSettledResult<FireResult>[]> {
    const outcomes =
      timers.length === 1 ? [await this.fireAlone(timers[0] as ClaimedTimer)] : await this.executor.executeMany(timers.map((timer) => triggerOf(timer)));
    return Promise.all(
      outcomes.map(async (outcome, index): Promise<PromiseSettledResult<FireResult>> => {
        if (outcome.status === 'rejected') return outcome;
        if (outcome.value) return { status: 'fulfilled', value: 'fired' };
        const timer = timers[index] as ClaimedTimer;
        if (await this.claims.deleteOrphan(timer.key)) this.logger.warn(`deleted timer ${timer.key} of a process instance that is no longer active`);
        return { status: 'fulfilled', value: 'skipped' };
      }),
    );
  }

  private fireAlone(timer: ClaimedTimer): Promise<PromiseSettledResult<CommandOutcome | null>> {
    const { locator, command, wanted } = triggerOf(timer);
    return settled(this.executor.executeWhile(locator, command, wanted));
  }
}

/**
 * The fire is still to be done: the subscription waits for this very due time (another engine process did not fire
 * it, or a cycle was not rescheduled meanwhile) and its element is ready to react. An element held in activation by
 * an incident is not: its timer stays claimed until the lease runs out, then is tried again.
 */
function stillWaitsFor(loaded: LoadedInstance, timer: ClaimedTimer): boolean {
  const subscription = loaded.state.subscriptions.get(timer.key);
  if (subscription?.kind !== 'timer' || subscription.dueAt !== timer.dueAt) return false;
  return loaded.state.elementInstances.get(subscription.elementInstanceKey)?.state === 'ACTIVATED';
}
