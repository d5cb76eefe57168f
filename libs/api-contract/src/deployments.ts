/** `POST /v2/deployments` (multipart/form-data). */
import type { Static } from 'typebox';
import type * as ResourceResponses from './schema/resource-responses.js';
import type { TenantId } from './common.js';

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
export type DeploymentProcessResult = Static<typeof ResourceResponses.DeploymentProcessResult>;

/** A deployed decision. */
export type DeploymentDecisionResult = Static<typeof ResourceResponses.DeploymentDecisionResult>;

/** Deployed decision requirements (DRG). */
export type DeploymentDecisionRequirementsResult = Static<typeof ResourceResponses.DeploymentDecisionRequirementsResult>;

/** A deployed form. */
export type DeploymentFormResult = Static<typeof ResourceResponses.DeploymentFormResult>;

/** A deployed generic resource. */
export type DeploymentResourceResult = Static<typeof ResourceResponses.DeploymentResourceResult>;

/**
 * One deployed item. ALL five properties are required: exactly one is set, the other four must be
 * present with value `null`.
 */
export type DeploymentMetadataResult = Static<typeof ResourceResponses.DeploymentMetadataResult>;

/** Baton's extension of the deployment answer: an attribute of a deployed model that the engine ignores. */
export type DeploymentWarning = Static<typeof ResourceResponses.DeploymentWarning>;

/** Response (200) of `POST /v2/deployments`; `batonWarnings` is Baton's extension, absent when there is none. */
export type DeploymentResult = Static<typeof ResourceResponses.DeploymentResult>;
