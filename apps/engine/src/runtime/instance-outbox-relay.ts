import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { PgPool } from '../database/pg-pool.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { BackgroundWork } from '../messages/delivery/background-work.js';
import { CommandError, ConcurrentModification, Suspended } from './command-errors.js';
import { CommandExecutor, type CommandOutcome } from './command-executor.js';
import { CommittedCommands } from './committed-commands.js';
import { InstanceOutbox, type OutboxCommand } from './instance-outbox.repository.js';
import { partitionSql } from './partition.js';

/** How often the outbox is swept for commands that were not carried out at once (a crash, a command that had to wait). */
export const OUTBOX_SWEEP_INTERVAL_MS = 500;
const SWEEP_BATCH = 50;
const UNIQUE_VIOLATION = '23505';

type Outcome = 'done' | 'wait';

/**
 * Carries out what instances ask of each other (a call activity's child to create, a caller to complete or throw at,
 * a child to cancel), each as its own command on its target, right after the asking command committed; the sweep
 * (also at start-up) carries out whatever that missed. Every command is idempotent: a repeat finds the work done (the
 * child exists, the call activity no longer waits) and is dropped.
 */
@Injectable()
export class InstanceOutboxRelay implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(InstanceOutboxRelay.name);
  private readonly work = new BackgroundWork(this.logger);
  private timer: NodeJS.Timeout | undefined;
  private sweeping: Promise<void> | null = null;

  constructor(
    private readonly committed: CommittedCommands,
    private readonly outbox: InstanceOutbox,
    private readonly executor: CommandExecutor,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly pg: PgPool,
  ) {}

  onApplicationBootstrap(): void {
    this.committed.subscribe((outcome) => this.afterCommit(outcome));
    void this.work.run('instance outbox sweep', () => this.sweep());
    this.timer = setInterval(() => void this.work.run('instance outbox sweep', () => this.sweep()), OUTBOX_SWEEP_INTERVAL_MS);
    this.timer.unref();
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.work.close();
  }

  /** Carries out every command nobody holds; joins the sweep under way, if any. */
  sweep(): Promise<void> {
    this.sweeping ??= this.sweepOnce().finally(() => (this.sweeping = null));
    return this.sweeping;
  }

  /** Sweeps until the outbox is empty: what waiting for an idle engine needs. */
  async drain(): Promise<void> {
    while (!(await this.outbox.isEmpty())) {
      await this.sweep();
      await this.committed.drained();
    }
  }

  private async sweepOnce(): Promise<void> {
    const waiting = new Set<string>();
    for (let batch = await this.outbox.leaseDue(SWEEP_BATCH); batch.length > 0; batch = await this.outbox.leaseDue(SWEEP_BATCH)) {
      for (const request of batch) if ((await this.deliver(request)) === 'wait') waiting.add(request.key);
    }
    // Commands that must wait stay leased until the sweep is over, so that it ends; the next sweep retries them.
    for (const key of waiting) await this.outbox.release(key);
  }

  /** Carries out one leased command and removes it; one that must wait, or failed unexpectedly, is left for a later sweep. */
  private async deliver(request: OutboxCommand): Promise<Outcome> {
    try {
      const outcome = request.creation ? await this.createChild(request) : await this.runOnTarget(request);
      if (outcome === 'done') await this.outbox.remove(request.key);
      return outcome;
    } catch (error) {
      this.logger.warn(`outbox command ${request.key} (${request.command.type} on ${request.processInstanceKey}) failed, retried: ${(error as Error).message}`);
      return 'wait';
    }
  }

  /** A child is created unless its call activity stopped waiting meanwhile; one created already is not created again. */
  private async createChild(request: OutboxCommand): Promise<Outcome> {
    const creation = request.creation;
    if (!creation || request.command.type !== 'CreateProcessInstance') throw new Error(`outbox command ${request.key} creates nothing`);
    // The child carries its caller's tags and business id (unless its call activity gave it one), so that a search
    // by either finds the whole call tree.
    const [caller] = await this.pg.query<{ tags: string[]; business_id: string | null }>(
      `select p.tags, p.business_id from element_instance e
         join process_instance p on p.key = e.process_instance_key and p.partition_id = e.partition_id
        where e.key = $1 and e.partition_id = ${partitionSql('$1')} and e.state = 'ACTIVATED'`,
      [creation.parent.elementInstanceKey],
    );
    if (!caller) return 'done';
    const definition = await this.definitions.findByKey(creation.processDefinitionKey);
    if (!definition) throw new Error(`process definition ${creation.processDefinitionKey} of a called instance is missing`);
    try {
      await this.executor.createInstance(
        definition,
        request.command.variables,
        { tags: caller.tags, businessId: creation.businessId ?? caller.business_id },
        { processInstanceKey: request.processInstanceKey, parent: creation.parent },
      );
    } catch (error) {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
    }
    return 'done';
  }

  /**
   * Runs the command on its target. A rejection means the work is done (the call activity no longer waits, the child
   * ended), except on a suspended target, which waits. A child to cancel that is still to be created waits for its creation, which comes first.
   */
  private async runOnTarget(request: OutboxCommand): Promise<Outcome> {
    if (request.command.type === 'CancelProcessInstance' && (await this.outbox.creationPending(request.processInstanceKey))) return 'wait';
    try {
      await this.executor.executeWhile({ processInstanceKey: request.processInstanceKey }, request.command, () => true);
    } catch (error) {
      // A suspended target takes the command once it is resumed (a child's completion reaching a suspended caller).
      if (error instanceof Suspended) return 'wait';
      if (!(error instanceof CommandError) || error instanceof ConcurrentModification) throw error;
      this.logger.debug(`outbox command ${request.key} (${request.command.type}) found its work done: ${error.message}`);
    }
    return 'done';
  }

  /** Returns the work it started (none: undefined), so that CommittedCommands knows when the reactions to a commit are over. */
  private afterCommit(outcome: CommandOutcome): Promise<unknown> | undefined {
    const keys = outcome.events.flatMap((event) => (event.type === 'InstanceCommandRequested' ? [event.requestKey] : []));
    if (keys.length === 0) return undefined;
    return this.work.run(`instance commands of ${outcome.loaded.identity.processInstanceKey}`, async () => {
      for (const key of keys) {
        const request = await this.outbox.lease(key);
        if (request && (await this.deliver(request)) === 'wait') await this.outbox.release(key);
      }
    });
  }
}
