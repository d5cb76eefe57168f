import type { ExecutableProcess } from '@baton/bpmn-model';
import { emptyInstanceState, type ParentInstance } from '@baton/runtime';
import { stringifyJson } from '../json/json-codec.js';
import type { InstanceHead, KeptObjects } from './instance-cache.js';
import type { LoadRow } from './instance-load-sql.js';
import {
  elementInstanceFromRow,
  elementInstanceToRow,
  incidentFromRow,
  jobFromRow,
  jobToRow,
  variableFromRow,
  variableToRow,
  type InstanceIdentity,
} from './instance-rows.js';
import type { LoadedInstance } from './loaded-instance.js';
import { compensationFromRow, compensationToRow } from './compensation-rows.js';
import { subscriptionFromRow, subscriptionToRow } from './subscription-rows.js';
import { userTaskFromRow, userTaskToRow } from './user-task-rows.js';

/** An instance this process's write kept: its objects as they are, its rows' text as the snapshot. */
export async function loadedFromKept(
  head: InstanceHead,
  snapshot: Map<string, string>,
  objects: KeptObjects,
  processOf: (definitionKey: string) => Promise<ExecutableProcess>,
): Promise<LoadedInstance> {
  const loaded = await emptyLoaded(head, processOf, snapshot);
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
async function emptyLoaded(
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

/** An instance as a read returned it; each row's text in the snapshot is its domain object's row, as a write would send it. */
export async function loadedFromRow(row: LoadRow, processOf: (definitionKey: string) => Promise<ExecutableProcess>): Promise<LoadedInstance> {
  const loaded = await emptyLoaded(row, processOf, new Map());
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
