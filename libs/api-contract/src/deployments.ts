/** `POST /v2/deployments` (multipart/form-data). */
import type {
  DecisionDefinitionId,
  DecisionDefinitionKey,
  DecisionRequirementsKey,
  DeploymentKey,
  FormId,
  FormKey,
  ProcessDefinitionId,
  ProcessDefinitionKey,
  ResourceKey,
  TenantId,
} from './common.js';

/** One uploaded file of the multipart `resources` field (one or more parts, each with a filename). */
export interface DeploymentResourceFile {
  /** File name incl. extension (e.g. `order.bpmn`), taken from the part's `filename`. */
  fileName: string;
  content: Uint8Array;
  contentType?: string;
}

/** Parsed multipart request: `resources` (non-empty, repeated file part) and optional `tenantId` text part. */
export interface CreateDeploymentRequest {
  resources: DeploymentResourceFile[];
  tenantId?: TenantId;
}

/** A deployed process. */
export interface DeploymentProcessResult {
  processDefinitionId: ProcessDefinitionId;
  processDefinitionVersion: number;
  resourceName: string;
  tenantId: TenantId;
  processDefinitionKey: ProcessDefinitionKey;
}

/** A deployed decision. */
export interface DeploymentDecisionResult {
  decisionDefinitionId: DecisionDefinitionId;
  version: number;
  name: string;
  tenantId: TenantId;
  decisionRequirementsId: string;
  decisionDefinitionKey: DecisionDefinitionKey;
  decisionRequirementsKey: DecisionRequirementsKey;
}

/** Deployed decision requirements (DRG). */
export interface DeploymentDecisionRequirementsResult {
  decisionRequirementsId: string;
  decisionRequirementsName: string;
  version: number;
  resourceName: string;
  tenantId: TenantId;
  decisionRequirementsKey: DecisionRequirementsKey;
}

/** A deployed form. */
export interface DeploymentFormResult {
  formId: FormId;
  version: number;
  resourceName: string;
  tenantId: TenantId;
  formKey: FormKey;
}

/** A deployed generic resource. */
export interface DeploymentResourceResult {
  resourceId: string;
  resourceName: string;
  version: number;
  tenantId: TenantId;
  resourceKey: ResourceKey;
}

/**
 * One deployed item. ALL five properties are required: exactly one is set, the other four must be
 * present with value `null`.
 */
export interface DeploymentMetadataResult {
  processDefinition: DeploymentProcessResult | null;
  decisionDefinition: DeploymentDecisionResult | null;
  decisionRequirements: DeploymentDecisionRequirementsResult | null;
  form: DeploymentFormResult | null;
  resource: DeploymentResourceResult | null;
}

/** Response (200) of `POST /v2/deployments`. */
export interface DeploymentResult {
  deploymentKey: DeploymentKey;
  tenantId: TenantId;
  deployments: DeploymentMetadataResult[];
}
