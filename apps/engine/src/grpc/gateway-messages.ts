/**
 * The gateway's messages as the server reads and writes them (gateway.proto loaded with keepCase, 64-bit integers as
 * decimal strings, enums by name, defaults filled in): only the fields Baton reads or answers. A field the client left
 * out holds its default ('' , '0', [], false), so "absent" is the default here, as in proto3.
 */

export interface TopologyResponse {
  brokers: { nodeId: number; host: string; port: number; version: string; partitions: { partitionId: number; role: string; health: string }[] }[];
  clusterSize: number;
  partitionsCount: number;
  replicationFactor: number;
  gatewayVersion: string;
}

export interface DeployResourceRequest {
  resources: { name: string; content: Buffer }[];
  tenantId: string;
}

interface ProcessMetadata {
  bpmnProcessId: string;
  version: number;
  processDefinitionKey: string;
  resourceName: string;
  tenantId: string;
}

interface FormMetadata {
  formId: string;
  version: number;
  formKey: string;
  resourceName: string;
  tenantId: string;
}

interface DecisionMetadata {
  dmnDecisionId: string;
  dmnDecisionName: string;
  version: number;
  decisionKey: string;
  dmnDecisionRequirementsId: string;
  decisionRequirementsKey: string;
  tenantId: string;
}

interface DecisionRequirementsMetadata {
  dmnDecisionRequirementsId: string;
  dmnDecisionRequirementsName: string;
  version: number;
  decisionRequirementsKey: string;
  resourceName: string;
  tenantId: string;
}

/** Zeebe's deployment before Camunda 8: deprecated since, and still sent by older clients. */
export interface DeployProcessRequest {
  processes: { name: string; definition: Buffer }[];
}

export interface DeployProcessResponse {
  key: string;
  processes: ProcessMetadata[];
}

export interface DeployResourceResponse {
  key: string;
  tenantId: string;
  deployments: (
    | { process: ProcessMetadata }
    | { decision: DecisionMetadata }
    | { decisionRequirements: DecisionRequirementsMetadata }
    | { form: FormMetadata }
  )[];
}

export interface CreateProcessInstanceRequest {
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
  variables: string;
  startInstructions: { elementId: string }[];
  tenantId: string;
  operationReference: string;
  runtimeInstructions: { terminate?: { afterElementId: string } | null }[];
  tags: string[];
  /** proto3 `optional`: absent (undefined) when the client left it out. */
  businessId?: string;
}

export interface CreateProcessInstanceResponse {
  processDefinitionKey: string;
  bpmnProcessId: string;
  version: number;
  processInstanceKey: string;
  tenantId: string;
  tags: string[];
  businessId?: string;
}

export interface CreateProcessInstanceWithResultRequest {
  request: CreateProcessInstanceRequest | null;
  requestTimeout: string;
  fetchVariables: string[];
}

export interface CreateProcessInstanceWithResultResponse extends CreateProcessInstanceResponse {
  variables: string;
}

export interface CancelProcessInstanceRequest {
  processInstanceKey: string;
  operationReference: string;
}

export interface SetVariablesRequest {
  elementInstanceKey: string;
  variables: string;
  local: boolean;
  operationReference: string;
}

export interface ResolveIncidentRequest {
  incidentKey: string;
  operationReference: string;
}

export interface PublishMessageRequest {
  name: string;
  correlationKey: string;
  timeToLive: string;
  messageId: string;
  variables: string;
  tenantId: string;
  businessId?: string;
}

export interface BroadcastSignalRequest {
  signalName: string;
  variables: string;
  tenantId: string;
}

export interface DeleteResourceRequest {
  resourceKey: string;
  operationReference: string;
}

export interface ActivateJobsRequest {
  type: string;
  worker: string;
  timeout: string;
  maxJobsToActivate: number;
  fetchVariable: string[];
  requestTimeout: string;
  tenantIds: string[];
}

export interface ActivateJobsResponse {
  jobs: ActivatedJob[];
}

export type StreamActivatedJobsRequest = Omit<ActivateJobsRequest, 'maxJobsToActivate' | 'requestTimeout'>;

export interface ActivatedJob {
  key: string;
  type: string;
  processInstanceKey: string;
  bpmnProcessId: string;
  processDefinitionVersion: number;
  processDefinitionKey: string;
  elementId: string;
  elementInstanceKey: string;
  customHeaders: string;
  worker: string;
  retries: number;
  deadline: string;
  variables: string;
  tenantId: string;
  kind: string;
  listenerEventType: string;
}

export interface CompleteJobRequest {
  jobKey: string;
  variables: string;
  result?: JobResult | null;
}

export interface JobResult {
  denied?: boolean;
  deniedReason?: string;
  type?: string;
  corrections?: {
    assignee?: string;
    dueDate?: string;
    followUpDate?: string;
    candidateUsers?: { values: string[] } | null;
    candidateGroups?: { values: string[] } | null;
    priority?: number;
  } | null;
  activateElements: { elementId: string; variables: string }[];
  isCompletionConditionFulfilled?: boolean;
  isCancelRemainingInstances?: boolean;
}

export interface FailJobRequest {
  jobKey: string;
  retries: number;
  errorMessage: string;
  retryBackOff: string;
  variables: string;
}

export interface ThrowErrorRequest {
  jobKey: string;
  errorCode: string;
  errorMessage: string;
  variables: string;
}

export interface UpdateJobRetriesRequest {
  jobKey: string;
  retries: number;
  operationReference: string;
}

export interface UpdateJobTimeoutRequest {
  jobKey: string;
  timeout: string;
  operationReference: string;
}

export interface ModifyProcessInstanceRequest {
  processInstanceKey: string;
  activateInstructions: { elementId: string; ancestorElementInstanceKey: string; variableInstructions: { variables: string; scopeId: string }[] }[];
  terminateInstructions: { elementInstanceKey: string }[];
  operationReference: string;
}

export interface MigrateProcessInstanceRequest {
  processInstanceKey: string;
  migrationPlan: { targetProcessDefinitionKey: string; mappingInstructions: { sourceElementId: string; targetElementId: string }[] } | null;
  operationReference: string;
}

export interface EvaluateDecisionRequest {
  decisionKey: string;
  decisionId: string;
  variables: string;
  tenantId: string;
}

interface EvaluatedDecision {
  decisionKey: string;
  decisionId: string;
  decisionName: string;
  decisionVersion: number;
  decisionType: string;
  decisionOutput: string;
  matchedRules: { ruleId: string; ruleIndex: number; evaluatedOutputs: { outputId: string; outputName: string; outputValue: string }[] }[];
  evaluatedInputs: { inputId: string; inputName: string; inputValue: string }[];
  tenantId: string;
}

export interface EvaluateDecisionResponse {
  decisionKey: string;
  decisionId: string;
  decisionName: string;
  decisionVersion: number;
  decisionRequirementsId: string;
  decisionRequirementsKey: string;
  decisionOutput: string;
  evaluatedDecisions: EvaluatedDecision[];
  failedDecisionId: string;
  failureMessage: string;
  tenantId: string;
  decisionInstanceKey: string;
  decisionEvaluationKey: string;
}
