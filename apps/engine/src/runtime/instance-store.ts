import { isLongKey } from '@baton/api-contract';
import { Injectable, Logger } from '@nestjs/common';
import pg from 'pg';
import type { ExecutableProcess } from '@baton/bpmn-model';
import {
  emptyInstanceState,
  type ParentInstance,
  type ProcessInstanceLifecycle,
  type ProcessInstanceState,
  type TimedRuntimeEvent,
  type Variable,
} from '@baton/runtime';
import type { SqlRunner } from '../database/database.js';
import { PgPool } from '../database/pg-pool.js';
import {
  compensationFromRow,
  compensationToRow,
  type CompensationRow,
  elementInstanceFromRow,
  elementInstanceToRow,
  incidentFromRow,
  incidentToRow,
  jobFromRow,
  jobToRow,
  variableFromRow,
  variableToRow,
  type ElementInstanceRow,
  type IncidentRow,
  type InstanceIdentity,
  type JobRow,
  type VariableRow,
  subscriptionFromRow,
  subscriptionToRow,
  userTaskFromRow,
  userTaskToRow,
  type SubscriptionRow,
  type UserTaskRow,
} from './instance-rows.js';
import { auditRidingAlong, type PendingAudit, pendingIdempotentAnswer } from './commit-attachments.js';
import { InstanceCache, type CachedInstance, type InstanceHead, type KeptObjects } from './instance-cache.js';
import { EngineMetrics } from '../metrics/engine-metrics.js';
import { toHistoryRows } from './history-rows.js';
import { commandOutboxRows } from './instance-outbox.repository.js';
import { settled } from './settled.js';
import { WriteGroup } from './write-group.js';
import { batchable, instancesWriteStatement, instanceWriteStatement, type InstanceCreation, type InstanceWrite } from './instance-write.js';
import { isoTime } from './iso-time.js';
import { JobPush } from './job-push.js';
import type { InstanceLocator, LoadedInstance, NewInstanceInfo } from './loaded-instance.js';
import { parseJson, stringifyJson } from '../json/json-codec.js';

/** A command's write, ready to send (see InstanceStore.prepareWrite). */
interface PreparedWrite {
  write: InstanceWrite;
  creation: InstanceCreation | undefined;
  /** The rows a load would read after this write, by `table:key` (what the instance cache keeps). */
  after: Map<string, string>;
  /** The operation's audit entry the write carries, if any. */
  audit: PendingAudit | undefined;
}

/** A write on its way, with the instance it writes. */
interface PendingWrite {
  loaded: LoadedInstance;
  prepared: PreparedWrite;
}

interface LoadRow extends InstanceHead {
  element_instances: ElementInstanceRow[];
  variables: VariableRow[];
  jobs: JobRow[];
  incidents: IncidentRow[];
  subscriptions: SubscriptionRow[];
  user_tasks: UserTaskRow[];
  compensations: CompensationRow[];
}

/**
 * An instance as a command needs it: its active element instances and only their variables. Rows of ended elements
 * and of their local variables stay for the searches (as Camunda's do) but are never loaded again, so a command's
 * cost does not grow with the scopes an instance has finished. The variables are reached from the instance's active
 * element instances (two index lookups); filtering the instance's variables by an `exists` on element_instance let
 * the planner hash-join against every active element instance of every instance, a cost growing with the database.
 */
const LOAD_SQL = (where: string) => `
  select p.key::text as key, p.process_definition_key::text as process_definition_key, p.bpmn_process_id, p.version,
         p.tenant_id, p.revision::text as revision, p.parent_process_instance_key::text as parent_process_instance_key,
         p.parent_element_instance_key::text as parent_element_instance_key, p.root_process_instance_key::text as root_process_instance_key,
         p.terminate_after_element_ids, p.tags,
         (select coalesce(json_agg(e), '[]') from element_instance e
           where e.process_instance_key = p.key and e.end_date is null) as element_instances,
         (select coalesce(json_agg(v), '[]') from element_instance e
            join variable v on v.process_instance_key = e.process_instance_key and v.scope_key = e.key
           where e.process_instance_key = p.key and e.end_date is null) as variables,
         (select coalesce(json_agg(j), '[]') from job j
           where j.process_instance_key = p.key and j.state not in ('COMPLETED', 'CANCELED')) as jobs,
         (select coalesce(json_agg(i), '[]') from incident i
           where i.process_instance_key = p.key and i.state = 'ACTIVE') as incidents,
         (select coalesce(json_agg(s), '[]') from event_subscription s where s.process_instance_key = p.key) as subscriptions,
         (select coalesce(json_agg(u), '[]') from user_task u
           where u.process_instance_key = p.key and u.state = 'CREATED') as user_tasks,
         (select coalesce(json_agg(c), '[]') from compensation c
           where c.process_instance_key = p.key and c.state in ('COMPLETED', 'QUEUED', 'COMPENSATING')) as compensations
    from process_instance p
   where ${where}`;

/** The load of an active instance by its key (exported for the spec that checks its plan at scale). */
export const LOAD_BY_INSTANCE_KEY_SQL = LOAD_SQL(`p.key = $1 and p.state = 'ACTIVE'`);

/** The loads of several active instances in one statement (PostgreSQL starts the plan of eight tables once). */
const LOAD_MANY_SQL = LOAD_SQL(`p.key = any($1::bigint[]) and p.state = 'ACTIVE'`);

const LOCATOR_SQL = {
  processInstanceKey: LOAD_BY_INSTANCE_KEY_SQL,
  jobKey: LOAD_SQL(`p.key = (select process_instance_key from job where key = $1) and p.state = 'ACTIVE'`),
  subscriptionKey: LOAD_SQL(`p.key = (select process_instance_key from event_subscription where key = $1) and p.state = 'ACTIVE'`),
  userTaskKey: LOAD_SQL(`p.key = (select process_instance_key from user_task where key = $1) and p.state = 'ACTIVE'`),
  incidentKey: LOAD_SQL(`p.key = (select process_instance_key from incident where key = $1) and p.state = 'ACTIVE'`),
  elementInstanceKey: LOAD_SQL(`p.key = (select process_instance_key from element_instance where key = $1) and p.state = 'ACTIVE'`),
};

/** The answer of an idempotent request rides along with its command's write; without one, the update matches nothing. */
function idempotentAnswer(
  loaded: LoadedInstance,
): Pick<InstanceWrite, 'idempotencyCaller' | 'idempotencyRoute' | 'idempotencyKey' | 'answerStatus' | 'answerBody'> {
  const answer = pendingIdempotentAnswer();
  if (!answer?.bodyFor) return { idempotencyCaller: null, idempotencyRoute: null, idempotencyKey: null, answerStatus: null, answerBody: null };
  return {
    idempotencyCaller: answer.caller,
    idempotencyRoute: answer.route,
    idempotencyKey: answer.key,
    answerStatus: answer.status,
    answerBody: stringifyJson(answer.bodyFor(loaded) ?? null),
  };
}

/** Records a rejection in the instance's history without touching its state (which the rejected command left half-changed). */
const RECORD_REJECTION_SQL = `
  with p as (
    update process_instance set next_sequence = next_sequence + 1 where key = $1
    returning key, next_sequence - 1 as first_sequence
  )
  insert into history_batch (process_instance_key, first_sequence, events) select p.key, p.first_sequence, $2::json from p`;

function lifecycleOf(state: ProcessInstanceState): ProcessInstanceLifecycle {
  const processInstance = state.elementInstances.get(state.processInstanceKey);
  if (processInstance?.state === 'COMPLETED') return 'COMPLETED';
  if (processInstance?.state === 'TERMINATED') return 'TERMINATED';
  return 'ACTIVE';
}

/** The rows a write sends of one table, and each one's JSON text (instance-write.ts joins them into the statement's array). */
interface ChangedRows<R> {
  rows: R[];
  /** Each changed row's JSON text, as the write sends it. */
  texts: string[];
}

/**
 * The rows of `items` that differ from the snapshot, as `written` sends them. Every row whose item a later load
 * would read again (`kept`) also goes to `after`, the snapshot as this write leaves it, by the same `table:key`.
 * Each row is turned into JSON once: the text compared with the snapshot is the one sent.
 */
function changedRows<T, R>(
  items: Iterable<T>,
  keyOf: (item: T) => string,
  toRow: (item: T) => R,
  table: string,
  snapshot: Map<string, string>,
  after: Map<string, string>,
  kept: (row: R) => boolean,
  written: (row: R) => R = (row) => row,
): ChangedRows<R> {
  const rows: R[] = [];
  const texts: string[] = [];
  for (const item of items) {
    const row = toRow(item);
    const key = `${table}:${keyOf(item)}`;
    const json = stringifyJson(row);
    if (snapshot.get(key) !== json) {
      const sent = written(row);
      rows.push(sent);
      texts.push(sent === row ? json : stringifyJson(sent));
    }
    if (kept(row)) after.set(key, json);
  }
  return { rows, texts };
}

/** What LOAD_SQL reads of each table: active element instances, open jobs and tasks, compensations still relevant. */
const OPEN_JOB = (row: JobRow) => row.state !== 'COMPLETED' && row.state !== 'CANCELED';
const CREATED_TASK = (row: UserTaskRow) => row.state === 'CREATED';
const LIVE_COMPENSATION = (row: CompensationRow) => row.state === 'COMPLETED' || row.state === 'QUEUED' || row.state === 'COMPENSATING';
const ANY_ROW = () => true;

/** Whether the rows a load would read hold an open job. */
function waitsForJob(rows: Map<string, string>): boolean {
  for (const key of rows.keys()) if (key.startsWith('job:')) return true;
  return false;
}

/** An instance a read kept, as the load row it stands for (rows parsed again, so the command owns every object it gets). */
function rowOfRead({ head, rows, incidents }: { head: InstanceHead; rows: Map<string, string>; incidents: string[] }): LoadRow {
  const row: LoadRow = {
    ...head,
    element_instances: [],
    variables: [],
    jobs: [],
    incidents: incidents.map((incident) => parseJson(incident) as IncidentRow),
    subscriptions: [],
    user_tasks: [],
    compensations: [],
  };
  const tables: Record<string, unknown[]> = {
    element: row.element_instances,
    variable: row.variables,
    job: row.jobs,
    subscription: row.subscriptions,
    userTask: row.user_tasks,
    compensation: row.compensations,
  };
  for (const [key, json] of rows) tables[key.slice(0, key.indexOf(':'))]?.push(parseJson(json));
  return row;
}

/** A load row as the instance cache keeps it: its rows as JSON text by `table:key`, as the read returned them. */
function cachedOfRow(row: LoadRow): CachedInstance {
  const head: InstanceHead = {
    key: row.key,
    process_definition_key: row.process_definition_key,
    bpmn_process_id: row.bpmn_process_id,
    version: row.version,
    tenant_id: row.tenant_id,
    revision: row.revision,
    parent_process_instance_key: row.parent_process_instance_key,
    parent_element_instance_key: row.parent_element_instance_key,
    root_process_instance_key: row.root_process_instance_key,
    terminate_after_element_ids: row.terminate_after_element_ids,
    tags: row.tags,
  };
  const rows = new Map<string, string>();
  const add = (table: string, items: { key: string | number }[]) => {
    for (const item of items) rows.set(`${table}:${String(item.key)}`, stringifyJson(item));
  };
  add('element', row.element_instances);
  add('variable', row.variables);
  add('job', row.jobs);
  add('subscription', row.subscriptions);
  add('userTask', row.user_tasks);
  add('compensation', row.compensations);
  return { head, rows, source: 'read', incidents: row.incidents.map((incident) => stringifyJson(incident)) };
}

/**
 * The state's objects a load would read after a write whose snapshot is `rows` (the incidents: all open ones), as
 * copies. Shallow copies suffice: the runtime changes an object's own fields in place, never the objects they hold.
 */
function keptObjects(state: ProcessInstanceState, rows: Map<string, string>): KeptObjects {
  const read = <T extends { key: string }>(table: string, items: Iterable<T>): T[] => {
    const kept: T[] = [];
    for (const item of items) if (rows.has(`${table}:${item.key}`)) kept.push({ ...item });
    return kept;
  };
  // One loop over the scopes, not push(...scope): a spread passes each variable as an argument, and an instance
  // started with 150,000 variables overflowed the stack after its write had committed.
  const variables: Variable[] = [];
  for (const scope of state.variables.values()) for (const variable of read('variable', scope.values())) variables.push(variable);
  return {
    elementInstances: read('element', state.elementInstances.values()),
    variables,
    jobs: read('job', state.jobs.values()),
    subscriptions: read('subscription', state.subscriptions.values()),
    userTasks: read('userTask', state.userTasks.values()),
    compensations: read('compensation', state.compensations.values()),
    incidents: [...state.incidents.values()].map((incident) => ({ ...incident })),
  };
}

/** A loaded instance as comparable text: JSON with sorted keys (jsonb reorders them), rows in key order. */
function comparable(loaded: LoadedInstance): string {
  const sorted = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sorted)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => (a < b ? -1 : 1))
              .map(([key, item]) => [key, sorted(item)]),
          )
        : value;
  const rows = (map: Map<string, string>) => [...map].sort(([a], [b]) => (a < b ? -1 : 1)).map(([key, json]) => [key, sorted(parseJson(json))]);
  const incidents = [...loaded.loadedIncidents.values()].sort((a, b) => (a.key < b.key ? -1 : 1)).map(sorted);
  const { state } = loaded;
  return stringifyJson({
    identity: sorted(loaded.identity),
    revision: loaded.revision,
    tags: loaded.tags,
    parent: state.parent,
    terminateAfterElementIds: state.terminateAfterElementIds,
    snapshot: rows(loaded.snapshot),
    // the domain objects too: a kept instance's come from the cache, not from its snapshot's text
    objects: [
      state.elementInstances,
      state.jobs,
      state.subscriptions,
      state.userTasks,
      state.compensations,
      new Map([...state.variables.values()].flatMap((scope) => [...scope.values()].map((variable) => [variable.key, variable] as const))),
    ].map((objects) => [...objects.values()].sort((a, b) => (a.key < b.key ? -1 : 1)).map(sorted)),
    incidents,
  });
}

/** Loads and writes the rows of one process instance; a write happens only if nobody wrote since the load. */
@Injectable()
export class InstanceStore {
  private readonly logger = new Logger('InstanceStore');

  constructor(
    private readonly pg: PgPool,
    private readonly cache: InstanceCache,
    private readonly metrics: EngineMetrics,
    private readonly push: JobPush,
  ) {}

  newInstance(identity: InstanceIdentity, process: ExecutableProcess, parent: ParentInstance | null = null): LoadedInstance {
    return {
      identity,
      state: emptyInstanceState(identity.processInstanceKey, identity.processDefinitionKey, identity.version, process, parent),
      revision: null,
      snapshot: new Map(),
      loadedIncidents: new Map(),
      tags: [],
    };
  }

  /**
   * The active instance the locator points to, or null. `processOf` supplies the compiled graph. With `cached`, an
   * instance this process wrote last comes from the instance cache (see instance-cache.ts) instead of a read.
   */
  async load(locator: InstanceLocator, processOf: (definitionKey: string) => Promise<ExecutableProcess>, cached = false): Promise<LoadedInstance | null> {
    const kept = cached ? this.cache.take(locator) : null;
    if (kept) {
      this.metrics.instanceLoaded('cache');
      const loaded =
        kept.source === 'write' ? await this.fromKept(kept.head, kept.rows, kept.objects, processOf) : await this.fromRow(rowOfRead(kept), processOf);
      if (this.cache.checked) await this.compareWithRead(locator, loaded, processOf);
      return loaded;
    }
    const [kind, key] = Object.entries(locator)[0] as [keyof typeof LOCATOR_SQL, string];
    if (!isLongKey(key)) return null;
    const [row] = await this.pg.prepared<LoadRow>(`load-instance-by-${kind}`, LOCATOR_SQL[kind], [key]);
    this.metrics.instanceLoaded('database');
    return row ? this.fromRow(row, processOf) : null;
  }

  /**
   * Reads several active instances in one statement into the instance cache, for commands about to run on each of
   * them (a batch of due timers): each command then starts from its entry instead of a read of its own. An entry is
   * as safe as any other: the command's write still requires the revision read here.
   */
  async preload(processInstanceKeys: string[]): Promise<void> {
    if (!this.cache.enabled || processInstanceKeys.length === 0) return;
    const rows = await this.pg.prepared<LoadRow>('load-instances', LOAD_MANY_SQL, [processInstanceKeys]);
    for (const row of rows) this.cache.keep(cachedOfRow(row));
  }

  /** INSTANCE_CACHE_CHECK: an instance served from the cache must be what a read returns at the same revision. */
  private async compareWithRead(
    locator: InstanceLocator,
    cached: LoadedInstance,
    processOf: (definitionKey: string) => Promise<ExecutableProcess>,
  ): Promise<void> {
    const read = await this.load(locator, processOf);
    if (!read || read.revision !== cached.revision) return; // overtaken: the write will fail and run again on a read
    const [fromCache, fromRead] = [comparable(cached), comparable(read)];
    if (fromCache !== fromRead) {
      throw new Error(`instance cache: process instance ${read.identity.processInstanceKey} differs from its read\ncache: ${fromCache}\nread:  ${fromRead}`);
    }
  }

  /** An instance this process's write kept: its objects as they are, its rows' text as the snapshot. */
  private async fromKept(
    head: InstanceHead,
    snapshot: Map<string, string>,
    objects: KeptObjects,
    processOf: (definitionKey: string) => Promise<ExecutableProcess>,
  ): Promise<LoadedInstance> {
    const loaded = await this.emptyLoaded(head, processOf, snapshot);
    const { state } = loaded;
    for (const instance of objects.elementInstances) state.elementInstances.set(instance.key, instance);
    for (const variable of objects.variables) {
      let scope = state.variables.get(variable.scopeKey);
      if (!scope) state.variables.set(variable.scopeKey, (scope = new Map()));
      scope.set(variable.name, variable);
    }
    for (const job of objects.jobs) state.jobs.set(job.key, job);
    for (const subscription of objects.subscriptions) state.subscriptions.set(subscription.key, subscription);
    for (const task of objects.userTasks) state.userTasks.set(task.key, task);
    for (const compensation of objects.compensations) state.compensations.set(compensation.key, compensation);
    for (const incident of objects.incidents) {
      state.incidents.set(incident.key, incident);
      loaded.loadedIncidents.set(incident.key, incident);
    }
    return loaded;
  }

  /** The instance with its identity, parent and graph, and no element, variable or job yet. */
  private async emptyLoaded(
    row: InstanceHead,
    processOf: (definitionKey: string) => Promise<ExecutableProcess>,
    snapshot: Map<string, string>,
  ): Promise<LoadedInstance> {
    const identity: InstanceIdentity = {
      processInstanceKey: row.key,
      processDefinitionKey: row.process_definition_key,
      bpmnProcessId: row.bpmn_process_id,
      version: row.version,
      tenantId: row.tenant_id,
    };
    const parent: ParentInstance | null =
      row.parent_process_instance_key && row.parent_element_instance_key
        ? {
            processInstanceKey: row.parent_process_instance_key,
            elementInstanceKey: row.parent_element_instance_key,
            rootProcessInstanceKey: row.root_process_instance_key ?? row.parent_process_instance_key,
          }
        : null;
    const state = emptyInstanceState(
      identity.processInstanceKey,
      identity.processDefinitionKey,
      identity.version,
      await processOf(identity.processDefinitionKey),
      parent,
    );
    state.terminateAfterElementIds = row.terminate_after_element_ids ?? [];
    return { identity, state, revision: row.revision, snapshot, loadedIncidents: new Map(), tags: row.tags };
  }

  private async fromRow(row: LoadRow, processOf: (definitionKey: string) => Promise<ExecutableProcess>): Promise<LoadedInstance> {
    const loaded = await this.emptyLoaded(row, processOf, new Map());
    const { identity, state } = loaded;
    // A row read from the database (jsonb reorders keys, bigints come as numbers) is compared as its domain object's row.
    const snap = (key: string, toRow: () => unknown) => loaded.snapshot.set(key, stringifyJson(toRow()));
    for (const elementRow of row.element_instances) {
      const instance = elementInstanceFromRow(elementRow);
      state.elementInstances.set(instance.key, instance);
      snap(`element:${instance.key}`, () => elementInstanceToRow(instance, identity));
    }
    for (const variableRow of row.variables) {
      const variable = variableFromRow(variableRow);
      let scope = state.variables.get(variable.scopeKey);
      if (!scope) state.variables.set(variable.scopeKey, (scope = new Map()));
      scope.set(variable.name, variable);
      snap(`variable:${variable.key}`, () => variableToRow(variable, identity));
    }
    for (const jobRow of row.jobs) {
      const job = jobFromRow(jobRow);
      state.jobs.set(job.key, job);
      snap(`job:${job.key}`, () => jobToRow(job, identity));
    }
    for (const subscriptionRow of row.subscriptions) {
      const subscription = subscriptionFromRow(subscriptionRow);
      state.subscriptions.set(subscription.key, subscription);
      snap(`subscription:${subscription.key}`, () => subscriptionToRow(subscription, identity));
    }
    for (const taskRow of row.user_tasks) {
      const task = userTaskFromRow(taskRow);
      state.userTasks.set(task.key, task);
      snap(`userTask:${task.key}`, () => userTaskToRow(task, identity));
    }
    for (const compensationRow of row.compensations) {
      const compensation = compensationFromRow(compensationRow);
      state.compensations.set(compensation.key, compensation);
      snap(`compensation:${compensation.key}`, () => compensationToRow(compensation, identity));
    }
    for (const incidentRow of row.incidents) {
      const incident = incidentFromRow(incidentRow);
      state.incidents.set(incident.key, incident);
      loaded.loadedIncidents.set(incident.key, incident);
    }
    return loaded;
  }

  /**
   * Writes the command's effects in one statement (so one atomic commit): history, changed rows, the
   * instance's revision. Returns false when another command wrote the instance first. `sql` is the caller's
   * transaction when the write must commit together with other changes. An update of the engine's own goes out
   * with the other updates handed over at the same time, in one statement (group commit, see WriteGroup).
   */
  async write(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number, created?: NewInstanceInfo, sql: SqlRunner = this.pg): Promise<boolean> {
    if (created) loaded.tags = created.tags;
    const alone = sql === this.pg;
    // Jobs go to waiting polls and an audit entry rides along only with a write that commits on its own: a caller's
    // transaction may still roll back.
    const offer = alone ? this.push.offer(loaded, events, now) : null;
    let written = false;
    try {
      const prepared = this.prepareWrite(loaded, events, now, created, alone ? auditRidingAlong() : undefined);
      written = await (alone && batchable(prepared.write, prepared.creation)
        ? (created ? this.creations : this.updates).add({ loaded, prepared })
        : this.writeOne(loaded, prepared, sql));
      return written;
    } finally {
      if (written) offer?.committed();
      else offer?.failed();
    }
  }

  private async writeOne(loaded: LoadedInstance, prepared: PreparedWrite, sql: SqlRunner = this.pg): Promise<boolean> {
    const statement = instanceWriteStatement(prepared.write, prepared.creation);
    const rows =
      sql === this.pg
        ? await this.pg.prepared<{ first_sequence: string }>(statement.name, statement.text, statement.values)
        : await sql.query<{ first_sequence: string }>(statement.text, statement.values);
    if (rows.length !== 1) return false;
    // Not kept: a write inside a caller's transaction, not committed yet.
    if (sql === this.pg) this.written(loaded, prepared);
    return true;
  }

  /** Updates, and creations, handed over together (see write). */
  private readonly updates = new WriteGroup<PendingWrite, boolean>((group) => this.writeGroup(group));
  private readonly creations = new WriteGroup<PendingWrite, boolean>((group) => this.writeGroup(group));

  private async writeGroup(group: PendingWrite[]): Promise<PromiseSettledResult<boolean>[]> {
    const [only] = group;
    if (only && group.length === 1) return [await settled(this.writeOne(only.loaded, only.prepared))];
    // One command of this process at a time runs on an instance, so two writes of one instance in a group are rare
    // (a command that ran without that rule); the later one goes on its own, after the group.
    const seen = new Set<string>();
    const together = group.filter(({ prepared }) => !seen.has(prepared.write.processInstanceKey) && seen.add(prepared.write.processInstanceKey));
    // A statement PostgreSQL refused (one write breaking a constraint) committed nothing: the group is written one by
    // one, so the error reaches only the command that caused it. Any other failure (the connection lost) leaves it
    // unknown whether the statement committed, and reaches every command of the group, as it would each on its own.
    const written = await this.writeTogether(together).catch((error: unknown) => {
      if (error instanceof pg.DatabaseError) return null;
      throw error;
    });
    return Promise.all(
      group.map(async (one) => {
        const position = together.indexOf(one);
        if (position < 0 || written === null) return settled(this.writeOne(one.loaded, one.prepared));
        return { status: 'fulfilled', value: written[position] as boolean };
      }),
    );
  }

  /** Batchable writes of distinct instances, all updates or all creations, in one statement; whether each was written, in order. */
  private async writeTogether(writes: PendingWrite[]): Promise<boolean[]> {
    const creations = writes.flatMap(({ prepared }) => (prepared.creation ? [prepared.creation] : []));
    const statement = instancesWriteStatement(
      writes.map((one) => one.prepared.write),
      creations.length > 0 ? creations : undefined,
    );
    const keys = new Set<string>();
    for (const row of await this.pg.prepared<{ key: string }>(statement.name, statement.text, statement.values)) keys.add(row.key);
    return writes.map(({ loaded, prepared }) => {
      if (!keys.has(prepared.write.processInstanceKey)) return false;
      this.written(loaded, prepared);
      return true;
    });
  }

  /** What a command's write sends, and the rows a later load would read after it. */
  private prepareWrite(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number, created?: NewInstanceInfo, audit?: PendingAudit): PreparedWrite {
    const { state, snapshot } = loaded;
    // A migration moved the instance to another definition: every row it writes names the new one.
    loaded.identity = {
      ...loaded.identity,
      processDefinitionKey: state.processDefinitionKey,
      bpmnProcessId: state.process.id,
      version: state.processDefinitionVersion,
    };
    const { identity } = loaded;
    const lifecycle = lifecycleOf(state);
    const after = new Map<string, string>();
    const elementRows = changedRows(
      state.elementInstances.values(),
      (i) => i.key,
      (i) => elementInstanceToRow(i, identity),
      'element',
      snapshot,
      after,
      (row) => row.end_date === null,
    );
    const variables = [...state.variables.values()].flatMap((scope) => [...scope.values()]);
    const variableRows = changedRows(
      variables,
      (v) => v.key,
      (v) => variableToRow(v, identity),
      'variable',
      snapshot,
      after,
      // the load reaches variables through their scope, an active element instance
      (row) => after.has(`element:${row.scope_key}`),
    );
    const jobRows = changedRows(
      state.jobs.values(),
      (j) => j.key,
      (j) => jobToRow(j, identity),
      'job',
      snapshot,
      after,
      OPEN_JOB,
      (row) => (OPEN_JOB(row) ? row : { ...row, ended_at: isoTime(now) }),
    );
    const incidentRows = this.incidentRows(loaded, events, now);
    const write: InstanceWrite = {
      processInstanceKey: identity.processInstanceKey,
      expectedRevision: loaded.revision ?? '0',
      eventCount: events.length,
      lifecycle,
      endDate: lifecycle === 'ACTIVE' ? null : isoTime(now),
      incidentCount: state.incidents.size,
      history: stringifyJson(toHistoryRows(events)),
      elementInstances: elementRows.texts,
      variables: variableRows.texts,
      jobs: jobRows.texts,
      incidents: incidentRows.map((row) => stringifyJson(row)),
      subscriptions: changedRows(
        state.subscriptions.values(),
        (x) => x.key,
        (x) => subscriptionToRow(x, identity),
        'subscription',
        snapshot,
        after,
        ANY_ROW,
      ).texts,
      userTasks: changedRows(
        state.userTasks.values(),
        (x) => x.key,
        (x) => userTaskToRow(x, identity),
        'userTask',
        snapshot,
        after,
        CREATED_TASK,
      ).texts,
      compensations: changedRows(
        state.compensations.values(),
        (x) => x.key,
        (x) => compensationToRow(x, identity),
        'compensation',
        snapshot,
        after,
        LIVE_COMPENSATION,
      ).texts,
      signalOutbox: stringifyJson(this.outboxRows(events, identity.tenantId)),
      commandOutbox: stringifyJson(commandOutboxRows(events)),
      closedSubscriptionKeys: events.filter((event) => event.type === 'SubscriptionClosed').map((event) => event.subscriptionKey),
      activatableJobTypes: [...new Set(jobRows.rows.filter((row) => row.state === 'ACTIVATABLE').map((row) => row.type))],
      ...idempotentAnswer(loaded),
      audit: audit ? { ...audit.row, timestamp: isoTime(now) } : null,
      processDefinitionKey: identity.processDefinitionKey,
      bpmnProcessId: identity.bpmnProcessId,
      version: identity.version,
    };
    const processInstance = state.elementInstances.get(state.processInstanceKey);
    const creation: InstanceCreation | undefined = created && {
      tenantId: identity.tenantId,
      startDate: isoTime(processInstance?.startTime ?? now),
      tags: stringifyJson(created.tags),
      businessId: created.businessId,
      parentProcessInstanceKey: state.parent?.processInstanceKey ?? null,
      parentElementInstanceKey: state.parent?.elementInstanceKey ?? null,
      rootProcessInstanceKey: state.parent?.rootProcessInstanceKey ?? null,
      terminateAfterElementIds: state.terminateAfterElementIds.length > 0 ? [...state.terminateAfterElementIds] : null,
      expectedLatestDefinitionKey: created.expectedLatestDefinitionKey ?? null,
    };
    return { write, creation, after, audit };
  }

  /**
   * A committed write: the instance is kept when it waits for a job, whose worker answers within moments. Not one
   * waiting for a person, a timer or a message only: those may wait for days and cost no memory meanwhile.
   */
  private written(loaded: LoadedInstance, prepared: PreparedWrite): void {
    const { write, after, audit } = prepared;
    if (audit) audit.written = true;
    const { identity } = loaded;
    if (write.lifecycle !== 'ACTIVE' || !waitsForJob(after)) return;
    // The write has committed: whatever fails from here on must not answer the command with an error (a client would
    // retry it and make a second instance). Not keeping the instance only costs its next command a load.
    try {
      this.keep(loaded, prepared);
    } catch (error) {
      this.logger.error(`Instance ${identity.processInstanceKey} written but not kept in the cache`, error instanceof Error ? error.stack : String(error));
    }
  }

  private keep({ identity, state, tags }: LoadedInstance, { write, creation, after }: PreparedWrite): void {
    this.cache.keep({
      head: {
        key: identity.processInstanceKey,
        process_definition_key: identity.processDefinitionKey,
        bpmn_process_id: identity.bpmnProcessId,
        version: identity.version,
        tenant_id: identity.tenantId,
        revision: creation ? write.expectedRevision : String(BigInt(write.expectedRevision) + 1n),
        parent_process_instance_key: state.parent?.processInstanceKey ?? null,
        parent_element_instance_key: state.parent?.elementInstanceKey ?? null,
        root_process_instance_key: state.parent ? state.parent.rootProcessInstanceKey : null,
        terminate_after_element_ids: state.terminateAfterElementIds.length > 0 ? [...state.terminateAfterElementIds] : null,
        tags,
      },
      rows: after,
      source: 'write',
      objects: keptObjects(state, after),
    });
  }

  /** Adds a record-only event to the history of an existing instance; its revision stays, nothing else changes. */
  async recordInHistory(processInstanceKey: string, event: TimedRuntimeEvent): Promise<void> {
    await this.pg.query(RECORD_REJECTION_SQL, [processInstanceKey, stringifyJson(toHistoryRows([event]))]);
  }

  /** Thrown signals wait in the outbox, written with the throw, until they are broadcast. */
  private outboxRows(events: TimedRuntimeEvent[], tenantId: string) {
    return events.flatMap((event) =>
      event.type === 'SignalThrown'
        ? [{ key: event.signalKey, signalName: event.signalName, tenantId, variables: event.variables, createdAt: new Date(event.timestamp).toISOString() }]
        : [],
    );
  }

  private incidentRows(loaded: LoadedInstance, events: TimedRuntimeEvent[], now: number): IncidentRow[] {
    const rows = new Map<string, IncidentRow>();
    for (const event of events) {
      if (event.type === 'IncidentCreated') {
        const incident = loaded.state.incidents.get(event.incidentKey);
        if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, null));
      } else if (event.type === 'IncidentMigrated') {
        const incident = loaded.state.incidents.get(event.incidentKey);
        if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, null));
      } else if (event.type === 'IncidentResolved') {
        const incident = loaded.loadedIncidents.get(event.incidentKey);
        if (incident) rows.set(event.incidentKey, incidentToRow(incident, loaded.identity, now));
      }
    }
    return [...rows.values()];
  }
}
