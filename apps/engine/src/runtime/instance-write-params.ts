import type { ProcessInstanceLifecycle } from '@baton/runtime';
import type { AuditLogEntityTypeEnum, AuditLogOperationTypeEnum } from '@baton/api-contract';
import type { AuditRowValues } from '../audit/audit-entry-sql.js';

/**
 * The one statement that writes a command's effects on one process instance: the instance row (created, or its
 * revision moved on, which fails when another command wrote first), its history batch, every changed row, the
 * request's idempotent answer and the wake-up of job workers. Parameters go by name; `$` turns a name into its
 * placeholder, so the SQL of its parts (instance-write-heads.ts, instance-write-effects.ts) reads as what it writes.
 */
export interface InstanceWrite {
  processInstanceKey: string;
  /** The revision the command loaded ('0' for a new instance). */
  expectedRevision: string;
  eventCount: number;
  lifecycle: ProcessInstanceLifecycle;
  endDate: string | null;
  incidentCount: number;
  /** The command's events as one JSON array (see history-rows.ts). */
  history: string;
  /**
   * The changed rows of each table, each as its JSON text (see instance-rows.ts). They become one JSON array per
   * table only for the statement, so that a group's statement joins every write's rows in one copy.
   */
  elementInstances: readonly string[];
  variables: readonly string[];
  jobs: readonly string[];
  incidents: readonly string[];
  subscriptions: readonly string[];
  userTasks: readonly string[];
  compensations: readonly string[];
  signalOutbox: string;
  /** Commands for other instances (instance-outbox.ts), carried out once this commits. */
  commandOutbox: string;
  closedSubscriptionKeys: string[];
  /** Job types to NOTIFY at commit, so long-polling workers wake. */
  activatableJobTypes: string[];
  idempotencyCaller: string | null;
  idempotencyRoute: string | null;
  idempotencyKey: string | null;
  answerStatus: number | null;
  answerBody: string | null;
  /** The operation's audit entry this write records as SUCCESS (see commit-attachments.ts), stamped with the command's time. */
  audit: (AuditRowValues & { timestamp: string }) | null;
  /** The definition the instance runs on: a migration changes it. */
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
}

/** What only the creation of an instance writes. */
export interface InstanceCreation {
  tenantId: string;
  startDate: string;
  tags: string;
  businessId: string | null;
  parentProcessInstanceKey: string | null;
  parentElementInstanceKey: string | null;
  rootProcessInstanceKey: string | null;
  /** null when the creation gave no runtime instructions. */
  terminateAfterElementIds: string[] | null;
  /**
   * Set when the caller asked for the latest version: the instance is created only while this definition still is
   * (another engine process may have deployed a newer one since this one last looked); nothing is written otherwise.
   */
  expectedLatestDefinitionKey: string | null;
}

/**
 * What the write of several instances at once (group commit: writes handed over together, a batch of due timers) adds to the parameters it shares
 * with a single write: the per-instance values as arrays, in one order. Its row parameters (elementInstances, …)
 * hold the rows of every instance of the batch; each row names its instance.
 */
export interface InstanceBatch {
  processInstanceKeys: string[];
  expectedRevisions: string[];
  eventCounts: number[];
  lifecycles: ProcessInstanceLifecycle[];
  endDates: (string | null)[];
  incidentCounts: number[];
  processDefinitionKeys: string[];
  bpmnProcessIds: string[];
  versions: number[];
  /**
   * The histories as one JSON array, in the order of processInstanceKeys: a `json[]` parameter made node-postgres
   * escape every quote of every event into an array literal, a cost the size of the histories.
   */
  histories: string;
  /** The instance of each closed subscription, in the order of closedSubscriptionKeys. */
  closedSubscriptionInstanceKeys: string[];
}

/** The audit entries writes carry (see InstanceWrite.audit), value by value, and each one's instance. */
export interface AuditEntries {
  auditKeys: string[];
  auditEntityKeys: string[];
  auditEntityTypes: AuditLogEntityTypeEnum[];
  auditOperationTypes: AuditLogOperationTypeEnum[];
  auditActorIds: (string | null)[];
  auditActorTypes: (string | null)[];
  auditTimestamps: string[];
  auditUserTaskRevisions: (number | null)[];
  auditAnnotations: (string | null)[];
  auditBatchOperationKeys: (string | null)[];
  auditProcessInstanceKeys: string[];
}

/** What a batch of creations adds: InstanceCreation's values as arrays, in the order of the batch. */
export interface CreationBatch {
  tenantIds: string[];
  startDates: string[];
  tagSets: string[];
  businessIds: (string | null)[];
  parentProcessInstanceKeys: (string | null)[];
  parentElementInstanceKeys: (string | null)[];
  rootProcessInstanceKeys: (string | null)[];
  expectedLatestDefinitionKeys: (string | null)[];
}

export type ParamName = keyof InstanceWrite | keyof InstanceCreation | keyof InstanceBatch | keyof CreationBatch | keyof AuditEntries;

/** The parameters that carry changed rows, one JSON text per row in a write. */
export type RowTable = 'elementInstances' | 'variables' | 'jobs' | 'incidents' | 'subscriptions' | 'userTasks' | 'compensations';

/**
 * A statement's values in the order of its parameters, each from the first of `sources` that has it: spreading the
 * sources into one object of some sixty keys cost more than the rest of a group statement's assembly.
 */
export function valuesOf(params: readonly ParamName[], sources: readonly object[]): unknown[] {
  return params.map((param) => {
    for (const source of sources) if (param in source) return (source as Record<string, unknown>)[param];
    return undefined;
  });
}

/** A named parameter in the SQL below; each statement numbers the ones it uses (see compile). */
export const $ = (name: ParamName): string => `$${name}`;

/** A JSON array of rows that holds none. */
export const NONE = '[]';
