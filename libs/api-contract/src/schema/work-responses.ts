/** Response bodies of the job, user task, message, signal and cluster endpoints. */
import { Type } from 'typebox';
import { PARTITION_HEALTHS, PARTITION_ROLES } from '../values/cluster.js';
import { JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_STATES } from '../values/jobs.js';
import { MESSAGE_SUBSCRIPTION_STATES } from '../values/messages.js';
import { USER_TASK_STATES } from '../values/user-tasks.js';
import { BusinessId, LongKey, Nullable, ProcessDefinitionId, StringEnum, TagSet, TenantId, VariablesObject } from './primitives.js';

const DateTime = Type.String({ format: 'date-time' });

export const UserTaskProperties = Type.Object({
  action: Type.String(),
  assignee: Nullable(Type.String()),
  candidateGroups: Type.Array(Type.String()),
  candidateUsers: Type.Array(Type.String()),
  changedAttributes: Type.Array(Type.String()),
  dueDate: Nullable(Type.String()),
  followUpDate: Nullable(Type.String()),
  formKey: Nullable(LongKey),
  priority: Nullable(Type.Integer()),
  userTaskKey: Nullable(LongKey),
});

export const ActivatedJobResult = Type.Object({
  type: Type.String(),
  processDefinitionId: ProcessDefinitionId,
  processDefinitionVersion: Type.Integer(),
  elementId: Type.String(),
  customHeaders: Type.Record(Type.String(), Type.Unknown(), { description: 'Custom headers from the model (values of any JSON type).' }),
  worker: Type.String({ description: 'The worker name of the activation request (empty if none was given).' }),
  retries: Type.Integer(),
  deadline: Type.Integer({ format: 'int64', description: 'Lock expiry as UNIX epoch milliseconds (unlike the ISO `deadline` of a job search result).' }),
  variables: VariablesObject,
  tenantId: TenantId,
  jobKey: LongKey,
  processInstanceKey: LongKey,
  processDefinitionKey: LongKey,
  elementInstanceKey: LongKey,
  kind: StringEnum(JOB_KINDS),
  listenerEventType: StringEnum(JOB_LISTENER_EVENT_TYPES),
  userTask: Nullable(UserTaskProperties),
  tags: TagSet,
  rootProcessInstanceKey: Nullable(LongKey),
  businessId: Nullable(BusinessId),
  priority: Type.Integer({ format: 'int32', description: 'The job priority (`zeebe:jobPriorityDefinition`); higher is handed out first.' }),
});
export const JobActivationResult = Type.Object({ jobs: Type.Array(ActivatedJobResult) });

export const JobSearchResult = Type.Object({
  customHeaders: Type.Record(Type.String(), Type.String()),
  deadline: Nullable(DateTime),
  deniedReason: Nullable(Type.String()),
  elementId: Nullable(Type.String()),
  elementInstanceKey: LongKey,
  endTime: Nullable(DateTime),
  errorCode: Nullable(Type.String()),
  errorMessage: Nullable(Type.String()),
  hasFailedWithRetriesLeft: Type.Boolean(),
  isDenied: Nullable(Type.Boolean()),
  jobKey: LongKey,
  kind: StringEnum(JOB_KINDS),
  listenerEventType: StringEnum(JOB_LISTENER_EVENT_TYPES),
  processDefinitionId: ProcessDefinitionId,
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  businessId: Nullable(BusinessId),
  retries: Type.Integer(),
  priority: Type.Integer({ format: 'int32' }),
  state: StringEnum(JOB_STATES),
  tenantId: TenantId,
  type: Type.String(),
  worker: Type.String(),
  creationTime: Nullable(DateTime),
  lastUpdateTime: Nullable(DateTime),
});

export const UserTaskResult = Type.Object({
  name: Nullable(Type.String(), { description: "The name of the user task's BPMN element." }),
  state: StringEnum(USER_TASK_STATES),
  assignee: Nullable(Type.String()),
  elementId: Type.String(),
  candidateGroups: Type.Array(Type.String()),
  candidateUsers: Type.Array(Type.String()),
  processDefinitionId: ProcessDefinitionId,
  creationDate: DateTime,
  completionDate: Nullable(DateTime, { description: 'When the task was completed or canceled.' }),
  followUpDate: Nullable(DateTime),
  dueDate: Nullable(DateTime),
  tenantId: TenantId,
  externalFormReference: Nullable(Type.String()),
  processDefinitionVersion: Type.Integer({ description: 'The version of the process definition the task was created from.' }),
  customHeaders: Type.Record(Type.String(), Type.String()),
  priority: Type.Integer({ minimum: 0, maximum: 100, default: 50 }),
  userTaskKey: LongKey,
  elementInstanceKey: LongKey,
  processName: Nullable(Type.String()),
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  businessId: Nullable(BusinessId, { description: "The business id of the task's process instance, if it has one." }),
  formKey: Nullable(LongKey, { description: 'The linked Camunda form, when the task has one (`zeebe:formDefinition formId`).' }),
  tags: TagSet,
});

export const FormResult = Type.Object({
  tenantId: TenantId,
  formId: Type.String(),
  schema: Type.String({ description: "The form's JSON document, serialised as a string." }),
  version: Type.Integer(),
  formKey: LongKey,
});

export const MessagePublicationResult = Type.Object({ tenantId: TenantId, messageKey: LongKey });
export const MessageCorrelationResult = Type.Object({ tenantId: TenantId, messageKey: LongKey, processInstanceKey: LongKey });
export const MessageSubscriptionResult = Type.Object({
  messageSubscriptionKey: LongKey,
  processDefinitionId: ProcessDefinitionId,
  processDefinitionKey: Nullable(LongKey),
  processInstanceKey: Nullable(LongKey),
  rootProcessInstanceKey: Nullable(LongKey),
  elementId: Type.String(),
  elementInstanceKey: Nullable(LongKey),
  messageSubscriptionState: StringEnum(MESSAGE_SUBSCRIPTION_STATES),
  lastUpdatedDate: DateTime,
  messageName: Type.String(),
  correlationKey: Nullable(Type.String()),
  tenantId: TenantId,
});
export const CorrelatedMessageSubscriptionResult = Type.Object({
  correlationKey: Nullable(Type.String()),
  correlationTime: DateTime,
  elementId: Type.String(),
  elementInstanceKey: Nullable(LongKey, { description: 'null for a message start event (the message started the instance).' }),
  messageKey: LongKey,
  messageName: Type.String(),
  partitionId: Type.Integer(),
  processDefinitionId: ProcessDefinitionId,
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  subscriptionKey: LongKey,
  tenantId: TenantId,
});
export const LicenseResponse = Type.Object({
  validLicense: Type.Boolean(),
  licenseType: Type.String(),
  isCommercial: Type.Boolean(),
  expiresAt: Nullable(DateTime),
});
export const SignalBroadcastResult = Type.Object({ tenantId: TenantId, signalKey: LongKey });

export const Partition = Type.Object({
  partitionId: Type.Integer(),
  role: StringEnum(PARTITION_ROLES),
  health: StringEnum(PARTITION_HEALTHS),
});
export const BrokerInfo = Type.Object({
  nodeId: Type.Integer(),
  host: Type.String(),
  port: Type.Integer(),
  partitions: Type.Array(Partition),
  version: Type.String(),
});
export const TopologyResponse = Type.Object({
  brokers: Type.Array(BrokerInfo),
  clusterId: Nullable(Type.String()),
  clusterSize: Type.Integer(),
  partitionsCount: Type.Integer(),
  replicationFactor: Type.Integer(),
  gatewayVersion: Type.String(),
  lastCompletedChangeId: Type.String(),
});
