/**
 * Primitive value types shared by the Camunda 8 Orchestration Cluster REST API (v2) contract.
 *
 * All keys are Zeebe "long keys": a Java `long` serialised as a JSON string of digits.
 * Dates are ISO-8601 strings in UTC with a `Z` suffix (the client validates with `z.iso.datetime()`,
 * which rejects offsets such as `+00:00`; `Date.prototype.toISOString()` output is accepted).
 */

/** Zeebe engine resource key: a string matching {@link LONG_KEY_PATTERN} within the range of a Java `long`. */
export type LongKey = string;
export type DeploymentKey = LongKey;
export type ProcessDefinitionKey = LongKey;
export type ProcessInstanceKey = LongKey;
export type ElementInstanceKey = LongKey;
export type JobKey = LongKey;
export type IncidentKey = LongKey;
export type VariableKey = LongKey;
export type UserTaskKey = LongKey;
export type FormKey = LongKey;
export type DecisionDefinitionKey = LongKey;
export type DecisionRequirementsKey = LongKey;
/** A variable scope: either a process instance key or an element instance key. */
export type ScopeKey = ProcessInstanceKey | ElementInstanceKey;
/** Key of any deployed resource (process, decision requirements, form, decision). */
export type ResourceKey = ProcessDefinitionKey | DecisionRequirementsKey | FormKey | DecisionDefinitionKey;

/** Tenant id: 1..256 chars, `<default>` or matching {@link TENANT_ID_PATTERN}. */
export type TenantId = string;
/** BPMN process id (`<bpmn:process id>`), matching {@link PROCESS_DEFINITION_ID_PATTERN}. */
export type ProcessDefinitionId = string;
/** Model-defined id of a BPMN element. */
export type ElementId = string;
/** Form id as defined in the form model. */
export type FormId = string;
/** Decision id as defined in the DMN model. */
export type DecisionDefinitionId = string;
/** Tag: 1..100 chars matching {@link TAG_PATTERN}. */
export type Tag = string;
/** At most {@link MAX_TAGS} tags. */
export type TagSet = Tag[];
/** User-defined business id of a process instance (1..256 chars). */
export type BusinessId = string;
/** User-chosen reference (integer > 0) attached to all records of an operation. */
export type OperationReference = number;
/** ISO-8601 date-time string in UTC, e.g. `2024-01-01T12:00:00.000Z`. */
export type DateTimeString = string;
/** Milliseconds since the UNIX epoch. */
export type EpochMillis = number;
/** Arbitrary JSON object of variables. */
export type VariablesObject = Record<string, unknown>;

export const DEFAULT_TENANT_ID = '<default>';
export const LONG_KEY_PATTERN = /^-?[0-9]{1,19}$/;
export const TENANT_ID_PATTERN = /^(<default>|[A-Za-z0-9_@.+-]+)$/;
export const TENANT_ID_MAX_LENGTH = 256;
export const PROCESS_DEFINITION_ID_PATTERN = /^[\p{L}_][\p{L}\p{N}_\-.]*$/u;
export const TAG_PATTERN = /^[A-Za-z][A-Za-z0-9_\-:.]{0,99}$/;
export const MAX_TAGS = 10;
export const BUSINESS_ID_MAX_LENGTH = 256;
/**
 * Longest name a request may give to what the engine stores and indexes: message names, correlation keys and ids,
 * signal names, job types, error codes, assignees and candidates, variable names. Camunda bounds message names and
 * correlation keys to 256 characters on relational storage, as UTF-16 units (Java's String length), and so does
 * Baton, for every such name: at 3 UTF-8 bytes a unit at most, the tenant, name, correlation key and message id of a
 * message still fit one PostgreSQL index row (2,704 bytes), which a 1 MB message name broke with a 500. BPMN models
 * are held to the same bound at deployment (@baton/bpmn-model's MAX_NAME_LENGTH).
 */
export const NAME_MAX_LENGTH = 256;
/** Pattern of `startCursor` / `endCursor` values (base64). */
export const CURSOR_PATTERN = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=)?$/;
