/** Response bodies of the deployment, definition, instance, element instance, variable, incident and history endpoints. */
import { Type } from 'typebox';
import { ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES } from '../values/element-instances.js';
import { INCIDENT_ERROR_TYPES, INCIDENT_STATES } from '../values/incidents.js';
import { PROCESS_DEFINITION_STATES } from '../values/process-definitions.js';
import { PROCESS_INSTANCE_STATES } from '../values/process-instances.js';
import { BusinessId, LongKey, Nullable, ProcessDefinitionId, StringEnum, TagSet, TenantId } from './primitives.js';

const DateTime = Type.String({ format: 'date-time' });

export const DeploymentProcessResult = Type.Object({
  processDefinitionId: ProcessDefinitionId,
  processDefinitionVersion: Type.Integer(),
  resourceName: Type.String(),
  tenantId: TenantId,
  processDefinitionKey: LongKey,
});
export const DeploymentDecisionResult = Type.Object({
  decisionDefinitionId: Type.String(),
  version: Type.Integer(),
  name: Type.String(),
  tenantId: TenantId,
  decisionRequirementsId: Type.String(),
  decisionDefinitionKey: LongKey,
  decisionRequirementsKey: LongKey,
});
export const DeploymentDecisionRequirementsResult = Type.Object({
  decisionRequirementsId: Type.String(),
  decisionRequirementsName: Type.String(),
  version: Type.Integer(),
  resourceName: Type.String(),
  tenantId: TenantId,
  decisionRequirementsKey: LongKey,
});
export const DeploymentFormResult = Type.Object({
  formId: Type.String(),
  version: Type.Integer(),
  resourceName: Type.String(),
  tenantId: TenantId,
  formKey: LongKey,
});
export const DeploymentResourceResult = Type.Object({
  resourceId: Type.String(),
  resourceName: Type.String(),
  version: Type.Integer(),
  tenantId: TenantId,
  resourceKey: LongKey,
});
/** All five properties are present; exactly one is non-null. */
export const DeploymentMetadataResult = Type.Object({
  processDefinition: Nullable(DeploymentProcessResult),
  decisionDefinition: Nullable(DeploymentDecisionResult),
  decisionRequirements: Nullable(DeploymentDecisionRequirementsResult),
  form: Nullable(DeploymentFormResult),
  resource: Nullable(DeploymentResourceResult),
});
/** Something a deployed model carries that the engine ignores, located as a deploy refusal's problems are. */
export const DeploymentWarning = Type.Object(
  {
    resourceName: Type.String(),
    elementId: Nullable(Type.String()),
    elementType: Nullable(Type.String()),
    line: Nullable(Type.Integer()),
    message: Type.String(),
  },
  { additionalProperties: false },
);
export const DeploymentResult = Type.Object({
  deploymentKey: LongKey,
  tenantId: TenantId,
  deployments: Type.Array(DeploymentMetadataResult),
  batonWarnings: Type.Optional(
    Type.Array(DeploymentWarning, {
      description:
        "Baton's extension, present only when there is one: each leftover Camunda 7 attribute the engine ignores in a deployed Zeebe model (Zeebe ignores them too), one per attribute and element.",
    }),
  ),
});

/** Body of `POST /v2/deployments` (multipart/form-data; read by the deployment controller). */
export const CreateDeploymentRequestSchema = Type.Object({
  resources: Type.Array(Type.String({ format: 'binary' }), { minItems: 1 }),
  tenantId: Type.Optional(TenantId),
});

export const ProcessDefinitionResult = Type.Object({
  name: Nullable(Type.String()),
  resourceName: Type.String(),
  version: Type.Integer(),
  versionTag: Nullable(Type.String()),
  processDefinitionId: ProcessDefinitionId,
  tenantId: TenantId,
  processDefinitionKey: LongKey,
  hasStartForm: Type.Boolean({ description: 'Whether the start event has an associated form key.' }),
  state: StringEnum(PROCESS_DEFINITION_STATES),
});

export const CreateProcessInstanceResult = Type.Object({
  processDefinitionId: ProcessDefinitionId,
  processDefinitionVersion: Type.Integer(),
  tenantId: TenantId,
  variables: Type.Record(Type.String(), Type.Unknown(), { description: 'Empty unless the creation awaited completion.' }),
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  tags: TagSet,
  businessId: Nullable(BusinessId),
});

/** One sequence flow an instance took, however often (`GET /v2/process-instances/{key}/sequence-flows`). */
export const ProcessInstanceSequenceFlowResult = Type.Object({
  sequenceFlowId: Type.String({ description: 'The process instance key and the flow id, as Camunda forms it.' }),
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  processDefinitionKey: LongKey,
  processDefinitionId: ProcessDefinitionId,
  elementId: Type.String({ description: 'The id of the sequence flow in the BPMN model.' }),
  tenantId: TenantId,
});

export const ProcessInstanceSequenceFlowsQueryResult = Type.Object({ items: Type.Array(ProcessInstanceSequenceFlowResult) });

/** The element instances of one element, counted by state: what a diagram's overlays show. */
export const ProcessElementStatisticsResult = Type.Object({
  elementId: Type.String({ description: 'The id of the element in the BPMN model.' }),
  active: Type.Integer({ format: 'int64', description: 'Element instances not ended yet.' }),
  canceled: Type.Integer({ format: 'int64', description: 'Element instances terminated.' }),
  incidents: Type.Integer({ format: 'int64', description: 'Element instances not ended that wait in an incident.' }),
  completed: Type.Integer({ format: 'int64', description: 'Element instances completed.' }),
});

export const ProcessElementStatisticsQueryResult = Type.Object({ items: Type.Array(ProcessElementStatisticsResult) });

export const ProcessInstanceResult = Type.Object({
  processDefinitionId: ProcessDefinitionId,
  processDefinitionName: Nullable(Type.String()),
  processDefinitionVersion: Type.Integer(),
  processDefinitionVersionTag: Nullable(Type.String()),
  startDate: DateTime,
  endDate: Nullable(DateTime),
  state: StringEnum(PROCESS_INSTANCE_STATES),
  hasIncident: Type.Boolean(),
  tenantId: TenantId,
  processInstanceKey: LongKey,
  processDefinitionKey: LongKey,
  parentProcessInstanceKey: Nullable(LongKey),
  parentElementInstanceKey: Nullable(LongKey),
  rootProcessInstanceKey: Nullable(LongKey),
  tags: TagSet,
  businessId: Nullable(BusinessId),
  suspendedDate: Nullable(DateTime, { description: 'Since when the instance is suspended (Camunda 8.10); null unless SUSPENDED.' }),
});

/** One instance of a call hierarchy, from the root down to the instance asked about. */
export const ProcessInstanceCallHierarchyEntry = Type.Object({
  processInstanceKey: LongKey,
  processDefinitionKey: LongKey,
  processDefinitionName: Type.String({ description: 'The process definition id when the process has no name.' }),
});

export const ElementInstanceResult = Type.Object({
  processDefinitionId: ProcessDefinitionId,
  startDate: DateTime,
  endDate: Nullable(DateTime),
  elementId: Type.String(),
  elementName: Type.String({ description: 'The element id when the element has no name.' }),
  type: StringEnum(ELEMENT_INSTANCE_TYPES),
  state: StringEnum(ELEMENT_INSTANCE_STATES),
  hasIncident: Type.Boolean(),
  tenantId: TenantId,
  elementInstanceKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  processDefinitionKey: LongKey,
  incidentKey: Nullable(LongKey),
  isCompensation: Type.Boolean({
    description:
      "Baton's own field: true for compensation work (a compensation handler, a compensation event sub-process, or an element inside one), which undoes what completed before.",
  }),
});

const variableFields = {
  name: Type.String(),
  tenantId: TenantId,
  variableKey: LongKey,
  scopeKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  value: Type.String({ description: 'The value as JSON text.' }),
};
export const VariableResult = Type.Object(variableFields);
export const VariableSearchResult = Type.Object({ ...variableFields, isTruncated: Type.Boolean() });

export const IncidentResult = Type.Object({
  processDefinitionId: ProcessDefinitionId,
  errorType: StringEnum(INCIDENT_ERROR_TYPES),
  errorMessage: Type.String({ description: 'Empty when there is no message.' }),
  elementId: Type.String(),
  creationTime: DateTime,
  state: StringEnum(INCIDENT_STATES),
  tenantId: TenantId,
  incidentKey: LongKey,
  processDefinitionKey: LongKey,
  processInstanceKey: LongKey,
  rootProcessInstanceKey: Nullable(LongKey),
  elementInstanceKey: LongKey,
  jobKey: Nullable(LongKey),
});

export const HistoryEventDto = Type.Object({
  processInstanceKey: LongKey,
  sequence: Type.Integer({ description: 'Increases monotonically within the process instance.' }),
  type: Type.String({ description: 'Event type, e.g. `ELEMENT_ACTIVATED`.' }),
  elementId: Nullable(Type.String()),
  elementInstanceKey: Nullable(LongKey),
  timestamp: DateTime,
  payload: Type.Record(Type.String(), Type.Unknown()),
});
export const ProcessInstanceHistoryResponse = Type.Object({ items: Type.Array(HistoryEventDto) });
