import { Injectable, Logger } from '@nestjs/common';
import { advanceStartTimer, type EventSubscription } from '@baton/runtime';
import { Database } from '../database/database.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import { EngineClock } from '../runtime/engine-clock.js';
import type { ClaimedTimer } from './timer-claims.repository.js';
import type { FireResult } from './instance-timer-firing.js';

interface StartTimerRow {
  key: string;
  element_id: string;
  due_at: Date;
  repetitions_left: number | null;
  interval: string | null;
  created_at: Date;
}

/** A start timer as the runtime's cycle rule sees a timer: one that waits in no element instance and interrupts nothing. */
const timerOf = (row: StartTimerRow): EventSubscription => ({
  key: row.key,
  kind: 'timer',
  elementInstanceKey: '',
  elementId: row.element_id,
  interrupting: true,
  dueAt: row.due_at.getTime(),
  repetitionsLeft: row.repetitions_left,
  interval: row.interval,
  messageName: null,
  correlationKey: null,
  signalName: null,
  createdAt: row.created_at.getTime(),
});

/**
 * Fires a timer start event: creates an instance of the process at that start event and advances (or removes) the
 * timer as the runtime's cycle rule decides, in one transaction, so a crash can neither lose a fire nor repeat one.
 * The row lock makes a second engine process that claimed the same fire wait, then find the due time moved on and do
 * nothing.
 */
@Injectable()
export class StartTimerFiring {
  private readonly logger = new Logger(StartTimerFiring.name);

  constructor(
    private readonly database: Database,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
    private readonly committed: CommittedCommands,
    private readonly clock: EngineClock,
  ) {}

  async fire(timer: ClaimedTimer): Promise<FireResult> {
    const definition = await this.definitions.findByKey(timer.processDefinitionKey);
    if (!definition) throw new Error(`process definition ${timer.processDefinitionKey} of timer start event ${timer.key} is missing`);
    const outcome = await this.database.transaction(async (sql): Promise<CommandOutcome | null> => {
      const [row] = await sql.query<StartTimerRow>(
        `select key::text as key, element_id, due_at, repetitions_left, interval, created_at from start_event_subscription
          where key = $1 and due_at = $2::timestamptz for update`,
        [timer.key, new Date(timer.dueAt).toISOString()],
      );
      if (!row) return null;
      const created = await this.executor.createInstance(
        definition,
        {},
        { tags: [], businessId: null },
        {
          startEventId: timer.elementId,
          startTrigger: { subscriptionKey: timer.key, kind: 'timer', dueAt: timer.dueAt, messageKey: null },
          within: sql,
        },
      );
      const { event, next } = advanceStartTimer(timerOf(row), this.clock.now());
      if (next === null) {
        await sql.query(`delete from start_event_subscription where key = $1`, [timer.key]);
      } else {
        await sql.query(`update start_event_subscription set due_at = $2::timestamptz, repetitions_left = $3, claimed_until = null where key = $1`, [
          timer.key,
          new Date(next.dueAt as number).toISOString(),
          next.repetitionsLeft,
        ]);
      }
      this.logger.debug(`timer start event ${timer.elementId}: ${event.type}${next ? ` to ${new Date(next.dueAt as number).toISOString()}` : ''}`);
      return created;
    });
    if (!outcome) return 'skipped';
    this.committed.publish(outcome);
    this.logger.debug(`timer start event ${timer.elementId} of ${definition.bpmnProcessId} created instance ${outcome.loaded.identity.processInstanceKey}`);
    return 'fired';
  }
}
