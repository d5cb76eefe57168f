import { Injectable, Logger } from '@nestjs/common';
import { nextDueAt } from '@baton/runtime';
import { Database } from '../database/database.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { CommandExecutor, type CommandOutcome } from '../runtime/command-executor.js';
import { CommittedCommands } from '../runtime/committed-commands.js';
import type { ClaimedTimer } from './timer-claims.repository.js';
import type { FireResult } from './instance-timer-firing.js';

interface StartTimerRow {
  repetitions_left: number | null;
  interval: string | null;
}

/**
 * Fires a timer start event: creates an instance of the process at that start event and advances (or removes) the
 * timer in one transaction, so a crash can neither lose a fire nor repeat one. The row lock makes a second engine
 * process that claimed the same fire wait, then find the due time moved on and do nothing.
 */
@Injectable()
export class StartTimerFiring {
  private readonly logger = new Logger(StartTimerFiring.name);

  constructor(
    private readonly database: Database,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly executor: CommandExecutor,
    private readonly committed: CommittedCommands,
  ) {}

  async fire(timer: ClaimedTimer): Promise<FireResult> {
    const definition = await this.definitions.findByKey(timer.processDefinitionKey);
    if (!definition) throw new Error(`process definition ${timer.processDefinitionKey} of timer start event ${timer.key} is missing`);
    const outcome = await this.database.transaction(async (sql): Promise<CommandOutcome | null> => {
      const [row] = await sql.query<StartTimerRow>(
        `select repetitions_left, interval from event_subscription
          where key = $1 and process_instance_key is null and due_at = $2::timestamptz for update`,
        [timer.key, new Date(timer.dueAt).toISOString()],
      );
      if (!row) return null;
      const created = await this.executor.createInstance(definition, {}, { tags: [], businessId: null }, {
        startEventId: timer.elementId,
        startTrigger: { subscriptionKey: timer.key, kind: 'timer', dueAt: timer.dueAt, messageKey: null },
        within: sql,
      });
      const left = row.repetitions_left === null ? null : row.repetitions_left - 1;
      if (row.interval === null || left === 0) {
        await sql.query(`delete from event_subscription where key = $1`, [timer.key]);
      } else {
        // From the previous due time, not from now: missed repetitions fire one after the other, and cycles never drift.
        await sql.query(`update event_subscription set due_at = $2::timestamptz, repetitions_left = $3, claimed_until = null where key = $1`, [
          timer.key,
          new Date(nextDueAt(timer.dueAt, row.interval)).toISOString(),
          left,
        ]);
      }
      return created;
    });
    if (!outcome) return 'skipped';
    this.committed.publish(outcome);
    this.logger.debug(`timer start event ${timer.elementId} of ${definition.bpmnProcessId} created instance ${outcome.loaded.identity.processInstanceKey}`);
    return 'fired';
  }
}
