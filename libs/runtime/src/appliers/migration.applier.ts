import type { ProcessInstanceState } from '../model/instance-state.js';
import type {
  CompensationMigrated,
  ElementInstanceMigrated,
  IncidentMigrated,
  JobMigrated,
  ProcessInstanceMigrated,
  SubscriptionMigrated,
  UserTaskMigrated,
} from '../model/runtime-event.js';

export function applyProcessInstanceMigrated(state: ProcessInstanceState, event: ProcessInstanceMigrated): void {
  state.process = event.targetProcess;
  state.processDefinitionKey = event.targetProcessDefinitionKey;
  state.processDefinitionVersion = event.targetVersion;
}

export function applyElementInstanceMigrated(state: ProcessInstanceState, event: ElementInstanceMigrated): void {
  const instance = state.elementInstances.get(event.elementInstanceKey);
  if (!instance) throw new Error(`ElementInstanceMigrated: no element instance ${event.elementInstanceKey}`);
  instance.elementId = event.elementId;
  instance.elementType = event.elementType;
}

export function applyJobMigrated(state: ProcessInstanceState, event: JobMigrated): void {
  const job = state.jobs.get(event.jobKey);
  if (!job) throw new Error(`JobMigrated: no job ${event.jobKey}`);
  job.elementId = event.elementId;
  job.type = event.jobType;
  job.retries = event.retries;
  job.customHeaders = event.customHeaders;
}

/** A task whose assignment or candidates changed is another task for whoever saw it: its revision moves on. */
export function applyUserTaskMigrated(state: ProcessInstanceState, event: UserTaskMigrated): void {
  const task = state.userTasks.get(event.userTaskKey);
  if (!task) throw new Error(`UserTaskMigrated: no user task ${event.userTaskKey}`);
  Object.assign(task, event.changes);
  task.elementId = event.elementId;
  task.revision += 1;
}

export function applySubscriptionMigrated(state: ProcessInstanceState, event: SubscriptionMigrated): void {
  const subscription = state.subscriptions.get(event.subscriptionKey);
  if (!subscription) throw new Error(`SubscriptionMigrated: no subscription ${event.subscriptionKey}`);
  subscription.elementId = event.elementId;
  subscription.interrupting = event.interrupting;
  subscription.messageName = event.messageName;
  subscription.correlationKey = event.correlationKey;
  subscription.signalName = event.signalName;
}

export function applyIncidentMigrated(state: ProcessInstanceState, event: IncidentMigrated): void {
  const incident = state.incidents.get(event.incidentKey);
  if (!incident) throw new Error(`IncidentMigrated: no incident ${event.incidentKey}`);
  incident.elementId = event.elementId;
}

export function applyCompensationMigrated(state: ProcessInstanceState, event: CompensationMigrated): void {
  const compensation = state.compensations.get(event.compensationKey);
  if (!compensation) throw new Error(`CompensationMigrated: no compensation ${event.compensationKey}`);
  compensation.elementId = event.elementId;
  compensation.handlerId = event.handlerId;
}
