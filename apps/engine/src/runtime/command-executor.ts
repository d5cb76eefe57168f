import { Injectable, Logger } from '@nestjs/common';
import type { JsonObject } from '@baton/feel';
import {
  processCommand,
  type CreateProcessInstance,
  type ParentInstance,
  type RuntimeCommand,
  type RuntimePorts,
  type TimedRuntimeEvent,
} from '@baton/runtime';
import { DecisionCatalogs } from '../decisions/decision-catalogs.js';
import { CalledProcessCatalogs } from './called-process-catalogs.js';
import type { CommandContext } from './command-context.js';
import { ConcurrentModification, LatestDefinitionChanged, NotFound, rejectionError } from './command-errors.js';
import type { ProcessDefinition } from '../deployment/process-definition.js';
import { ProcessDefinitionRepository } from '../deployment/process-definition.repository.js';
import { EngineClock } from './engine-clock.js';
import type { SqlRunner } from '../database/database.js';
import { InstanceCache } from './instance-cache.js';
import { InstanceStore } from './instance-store.js';
import { JobPush } from './job-push.js';
import type { CommandOutcome, InstanceLocator, LoadedInstance, NewInstanceInfo } from './loaded-instance.js';
import { CommittedCommands } from './committed-commands.js';
import { KeyGenerator, KeysExhausted } from './key-generator.js';
import { partitionOf } from './partition.js';
import { Partitions } from './partitions.js';
import { CommandError } from './command-errors.js';
import { settled } from './settled.js';
import { EngineMetrics } from '../metrics/engine-metrics.js';
import { GlobalTaskListenerStore, hasCamundaUserTask } from '../global-task-listeners/global-task-listener.store.js';
import { ClusterVariableStore, namesClusterVariables } from '../cluster-variables/cluster-variable.store.js';

const MAX_ATTEMPTS = 20;
/** Keys in hand before a command starts; a command that needs more runs again with twice as many. */
const INITIAL_KEY_RESERVE = 400;

/** The runtime module's answer to every command (defined with the instance types, which the commit listeners share). */
export type { CommandOutcome } from './loaded-instance.js';

export interface CreateInstanceOptions {
  /** A timer, message or signal start event that fired; the none start event when absent. */
  startEventId?: string;
  /** `startInstructions`: the elements to start at instead of the none start event. */
  startElementIds?: string[];
  /** `runtimeInstructions`: the elements after which the instance is terminated. */
  terminateAfterElementIds?: string[];
  /** The subscription that fired the start event, recorded with its due time in the new instance's history. */
  startTrigger?: CreateProcessInstance['startTrigger'];
  /**
   * Writes inside the caller's transaction, so the creation commits with whatever else the caller changes (a start
   * timer advancing). The caller then publishes the outcome to CommittedCommands once it has committed.
   */
  within?: SqlRunner;
  /** A call activity's child: the key its caller allocated, and the caller. */
  processInstanceKey?: string;
  parent?: ParentInstance;
  /** The request whose whole effect the creation is: its write stores the request's answer (see command-context.ts). */
  context?: CommandContext;
}

/**
 * Runs one command against one instance: load, decide in the pure runtime, write everything in one
 * statement. If another command wrote the instance in between, the write is refused and the command runs
 * again on fresh state, so two commands on one instance can never both win.
 */
@Injectable()
export class CommandExecutor {
  private readonly logger = new Logger(CommandExecutor.name);

  constructor(
    private readonly store: InstanceStore,
    /** One slot per instance: what this process kept of it, and its commands queued on it. */
    private readonly slots: InstanceCache,
    private readonly definitions: ProcessDefinitionRepository,
    private readonly keys: KeyGenerator,
    private readonly partitions: Partitions,
    private readonly clock: EngineClock,
    private readonly committed: CommittedCommands,
    private readonly catalogs: CalledProcessCatalogs,
    private readonly decisionCatalogs: DecisionCatalogs,
    private readonly metrics: EngineMetrics,
    private readonly push: JobPush,
    private readonly globalTaskListeners: GlobalTaskListenerStore,
    private readonly clusterVariables: ClusterVariableStore,
  ) {}

  /** Reports the command's latency and outcome to the metrics (a refusal or a missing instance is `rejected`). */
  private async timed<T>(kind: string, run: () => Promise<T>): Promise<T> {
    const end = this.metrics.startCommand(kind);
    try {
      const result = await run();
      end(result === null ? 'rejected' : 'ok');
      return result;
    } catch (error) {
      end(error instanceof CommandError ? 'rejected' : 'error');
      throw error;
    }
  }

  async createInstance(
    definition: ProcessDefinition,
    variables: JsonObject,
    info: NewInstanceInfo,
    options: CreateInstanceOptions = {},
  ): Promise<CommandOutcome> {
    return this.timed('CreateProcessInstance', () => this.create(definition, variables, info, options));
  }

  /** A creation that stores a request's idempotent answer goes to that answer's shard (Partitions.onShardOf); any other, in turn. */
  private creationPartition(context: CommandContext | undefined): number {
    return context?.answer ? this.partitions.onShardOf(context.answer.partition) : this.partitions.next();
  }

  private async create(definition: ProcessDefinition, variables: JsonObject, info: NewInstanceInfo, options: CreateInstanceOptions): Promise<CommandOutcome> {
    for (let reserve = INITIAL_KEY_RESERVE; ; reserve *= 2) {
      await this.keys.reserve(reserve);
      const loaded = this.store.newInstance(
        {
          processInstanceKey: options.processInstanceKey ?? this.keys.next(this.creationPartition(options.context)),
          processDefinitionKey: definition.key,
          bpmnProcessId: definition.bpmnProcessId,
          version: definition.version,
          tenantId: definition.tenantId,
        },
        definition.executable,
        options.parent ?? null,
      );
      const command = {
        ...(options.startEventId === undefined ? {} : { startEventId: options.startEventId, startTrigger: options.startTrigger }),
        ...(options.startElementIds ? { startElementIds: options.startElementIds } : {}),
        ...(options.terminateAfterElementIds ? { terminateAfterElementIds: options.terminateAfterElementIds } : {}),
      };
      const outcome = await this.run(loaded, { type: 'CreateProcessInstance', variables, ...command }, !options.within);
      if (outcome === 'keys-exhausted') continue;
      // A creation writes nothing only when the definition it expected to be the latest no longer is.
      if (!(await this.store.write(loaded, outcome.events, outcome.now, info, options.within, options.context)))
        throw new LatestDefinitionChanged(definition.key);
      if (!options.within) this.committed.publish({ loaded, events: outcome.events });
      return { loaded, events: outcome.events };
    }
  }

  /**
   * Reads instances that commands are about to run on, in one statement, so that each of those commands starts
   * without a read of its own (see InstanceStore.preload).
   */
  prepare(processInstanceKeys: string[]): Promise<void> {
    return this.store.preload(processInstanceKeys);
  }

  /**
   * Throws NotFound (with `notFoundMessage`) when the locator finds no active instance, the runtime's rejection as
   * a command error (command-errors.ts), or ConcurrentModification. `context`: the request whose whole effect the
   * command is, whose answer and audit entry its write stores too (see command-context.ts).
   */
  async execute(locator: InstanceLocator, command: RuntimeCommand, notFoundMessage: string, context?: CommandContext): Promise<CommandOutcome> {
    const outcome = await this.executeWhile(locator, command, () => true, context);
    if (!outcome) throw new NotFound(notFoundMessage);
    return outcome;
  }

  /**
   * Runs the command only while `wanted` holds for the instance as loaded, checked again on every retry after a
   * concurrent write: a scheduler's trigger that another engine process already carried out is dropped, not
   * repeated. Resolves to null (nothing written) when the instance is not active or no longer wants it.
   */
  executeWhile(
    locator: InstanceLocator,
    command: RuntimeCommand,
    wanted: (loaded: LoadedInstance) => boolean,
    context?: CommandContext,
  ): Promise<CommandOutcome | null> {
    return this.timed(command.type, () => this.executeOnFreshState(locator, command, wanted, context));
  }

  /**
   * Runs commands on several instances (one command each) and writes them in one statement: group commit, for a
   * scheduler with many commands at hand (due timers). Each command is all or nothing as on its own. One whose
   * instance is busy with another command of this process, overtaken by another writer, or out of keys, runs on its
   * own afterwards (executeWhile). Settles each command as executeWhile would.
   */
  async executeMany(
    commands: { locator: InstanceLocator; command: RuntimeCommand; wanted: (loaded: LoadedInstance) => boolean }[],
  ): Promise<PromiseSettledResult<CommandOutcome | null>[]> {
    const results: PromiseSettledResult<CommandOutcome | null>[] = commands.map(() => ({ status: 'fulfilled', value: null }));
    const alone: number[] = [];
    const together: { index: number; loaded: LoadedInstance; events: TimedRuntimeEvent[]; now: number; end: (outcome: 'ok') => void }[] = [];
    const claimed = new Set<string>();
    for (const [index, { locator, command, wanted }] of commands.entries()) {
      const end = this.metrics.startCommand(command.type);
      try {
        const loaded = await this.store.load(locator, (key) => this.processOf(key), true);
        const key = loaded?.identity.processInstanceKey;
        if (!loaded || key === undefined) {
          end('rejected');
          continue;
        }
        if (claimed.has(key) || this.slots.busy(key)) {
          alone.push(index);
          continue;
        }
        if (!wanted(loaded)) {
          end('rejected');
          continue;
        }
        claimed.add(key);
        await this.keys.reserve(INITIAL_KEY_RESERVE);
        const outcome = await this.run(loaded, command);
        if (outcome === 'keys-exhausted') {
          alone.push(index);
          continue;
        }
        together.push({ index, loaded, ...outcome, end });
      } catch (error) {
        if (error instanceof CommandError) {
          // rejected (and recorded, when the runtime asked): as on its own
          results[index] = { status: 'rejected', reason: error };
          end('rejected');
        } else {
          alone.push(index); // the command on its own tells its error, and counts in the metrics then
        }
      }
    }
    // Handed over at once, the writes leave in one statement (the store's group commit); one that fails runs again alone.
    const written = await Promise.all(together.map(({ loaded, events, now }) => this.store.write(loaded, events, now).catch(() => false)));
    for (const [position, { index, loaded, events, end }] of together.entries()) {
      if (written[position]) {
        this.committed.publish({ loaded, events });
        results[index] = { status: 'fulfilled', value: { loaded, events } };
        end('ok');
      } else {
        alone.push(index);
      }
    }
    await Promise.all(
      alone.map(async (index) => {
        const { locator, command, wanted } = commands[index] as (typeof commands)[number];
        results[index] = await settled(this.executeWhile(locator, command, wanted));
      }),
    );
    return results;
  }

  private async executeOnFreshState(
    locator: InstanceLocator,
    command: RuntimeCommand,
    wanted: (loaded: LoadedInstance) => boolean,
    context: CommandContext | undefined,
  ): Promise<CommandOutcome | null> {
    // The first read may start from what this process wrote last; it also tells which instance the command is for.
    const first = await this.store.load(locator, (key) => this.processOf(key), true);
    if (!first) return null;
    return this.slots.oneAtATime(first.identity.processInstanceKey, async (waited) => {
      let reserve = INITIAL_KEY_RESERVE;
      for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
        await this.keys.reserve(reserve);
        // After waiting for another command on the instance, or after a concurrent write, the first read is stale:
        // read again (from what the command before wrote, when this process kept it).
        const loaded = attempt === 1 && !waited ? first : await this.store.load(locator, (key) => this.processOf(key), attempt === 1);
        if (!loaded || !wanted(loaded)) return null;
        const outcome = await this.run(loaded, command);
        if (outcome === 'keys-exhausted') {
          reserve *= 2;
          continue;
        }
        if (await this.store.write(loaded, outcome.events, outcome.now, undefined, undefined, context)) {
          this.committed.publish({ loaded, events: outcome.events });
          return { loaded, events: outcome.events };
        }
      }
      throw new ConcurrentModification(`The process instance was changed concurrently ${MAX_ATTEMPTS} times; try again`);
    });
  }

  /** Reads the active instance the locator finds (null when none) without running a command: what a dry run needs. */
  async inspect<T>(locator: InstanceLocator, read: (loaded: LoadedInstance) => T): Promise<T | null> {
    const loaded = await this.store.load(locator, (key) => this.processOf(key));
    return loaded ? read(loaded) : null;
  }

  /**
   * A rejection the runtime asks to record (a transition the element lifecycle refused) goes to the instance's history
   * and the log before the command fails with it, so the operator sees it.
   */
  private async run(
    loaded: LoadedInstance,
    command: RuntimeCommand,
    pushJobs = true,
  ): Promise<{ events: TimedRuntimeEvent[]; now: number } | 'keys-exhausted'> {
    const now = this.clock.now();
    const { identity, state } = loaded;
    const partition = partitionOf(identity.processInstanceKey);
    const calledProcesses = await this.catalogs.forProcess(state.process, identity.processDefinitionKey, identity.tenantId);
    const decisions = await this.decisionCatalogs.forProcess(state.process, identity.processDefinitionKey, identity.tenantId);
    // Only a process with a Camunda user task meets global task listeners (read from a per-tenant cache).
    const globalTaskListeners = hasCamundaUserTask(state.process) ? await this.globalTaskListeners.forTenant(identity.tenantId) : undefined;
    // Only a process whose expressions name camunda.vars reads the cluster variables (from a per-tenant cache).
    const clusterVariables = namesClusterVariables(state.process) ? await this.clusterVariables.forTenant(identity.tenantId) : undefined;
    // Created jobs go to waiting polls only with a write that commits on its own (the store settles the claims).
    const jobWaiters = pushJobs ? this.push.waitersFor(identity.tenantId) : undefined;
    const ports: RuntimePorts = {
      now: () => now,
      nextKey: () => this.keys.next(partition),
      ...(calledProcesses ? { calledProcesses } : {}),
      ...(decisions ? { decisions } : {}),
      ...(jobWaiters ? { jobWaiters } : {}),
      ...(globalTaskListeners && globalTaskListeners.length > 0 ? { globalTaskListeners } : {}),
      ...(clusterVariables ? { clusterVariables } : {}),
    };
    let accepted = false;
    try {
      const result = processCommand(loaded.state, command, ports);
      accepted = result.accepted;
      if (result.accepted) return { events: result.events, now };
      if (result.record) {
        const processInstanceKey = loaded.identity.processInstanceKey;
        this.logger.warn(`process instance ${processInstanceKey}: ${result.rejection.message}`);
        if (loaded.revision !== null) await this.store.recordInHistory(processInstanceKey, result.record);
      }
      throw rejectionError(result.rejection);
    } catch (error) {
      if (error instanceof KeysExhausted) return 'keys-exhausted';
      throw error;
    } finally {
      if (!accepted) jobWaiters?.release();
    }
  }

  private async processOf(definitionKey: string) {
    const definition = await this.definitions.findByKey(definitionKey);
    if (!definition) throw new Error(`process definition ${definitionKey} of a running instance is missing`);
    return definition.executable;
  }
}
