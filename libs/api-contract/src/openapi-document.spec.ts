import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PARTITION_HEALTHS, PARTITION_ROLES } from './cluster.js';
import { DECISION_DEFINITION_SORT_FIELDS, DECISION_REQUIREMENTS_SORT_FIELDS } from './decisions.js';
import { ELEMENT_INSTANCE_SORT_FIELDS, ELEMENT_INSTANCE_STATES, ELEMENT_INSTANCE_TYPES } from './element-instances.js';
import { INCIDENT_ERROR_TYPES, INCIDENT_SORT_FIELDS, INCIDENT_STATES } from './incidents.js';
import { JOB_KINDS, JOB_LISTENER_EVENT_TYPES, JOB_SORT_FIELDS, JOB_STATES, TENANT_FILTERS } from './jobs.js';
import { MESSAGE_SUBSCRIPTION_SORT_FIELDS, MESSAGE_SUBSCRIPTION_STATES } from './messages.js';
import { BATON_TAG, CAMUNDA_TAG, type HttpMethod } from './routes/api-route.js';
import { buildOpenApiDocument, type OpenApiDocument, type OperationObject, type ParameterObject } from './routes/openapi-document.js';
import { PROCESS_DEFINITION_SORT_FIELDS, PROCESS_DEFINITION_STATES } from './process-definitions.js';
import { PROCESS_INSTANCE_SORT_FIELDS, PROCESS_INSTANCE_STATES } from './process-instances.js';
import { SORT_ORDERS } from './search.js';
import { USER_TASK_SORT_FIELDS, USER_TASK_STATES } from './user-tasks.js';
import { VARIABLE_SORT_FIELDS } from './variables.js';

/** Independently written list of every endpoint the contract must describe. */
const EXPECTED_ENDPOINTS: [HttpMethod, string, string][] = [
  ['post', '/v2/deployments', CAMUNDA_TAG],
  ['get', '/v2/process-definitions/{processDefinitionKey}', CAMUNDA_TAG],
  ['get', '/v2/process-definitions/{processDefinitionKey}/xml', CAMUNDA_TAG],
  ['get', '/v2/process-definitions/{processDefinitionKey}/form', CAMUNDA_TAG],
  ['post', '/v2/process-definitions/search', CAMUNDA_TAG],
  ['post', '/v2/decision-definitions/evaluation', CAMUNDA_TAG],
  ['get', '/v2/decision-definitions/{decisionDefinitionKey}', CAMUNDA_TAG],
  ['get', '/v2/decision-definitions/{decisionDefinitionKey}/xml', CAMUNDA_TAG],
  ['post', '/v2/decision-definitions/search', CAMUNDA_TAG],
  ['get', '/v2/decision-requirements/{decisionRequirementsKey}', CAMUNDA_TAG],
  ['get', '/v2/decision-requirements/{decisionRequirementsKey}/xml', CAMUNDA_TAG],
  ['post', '/v2/decision-requirements/search', CAMUNDA_TAG],
  ['post', '/v2/decision-instances/search', CAMUNDA_TAG],
  ['get', '/v2/decision-instances/{decisionEvaluationInstanceKey}', CAMUNDA_TAG],
  ['post', '/v2/decision-instances/{decisionEvaluationKey}/deletion', CAMUNDA_TAG],
  ['post', '/v2/decision-instances/deletion', CAMUNDA_TAG],
  ['post', '/v2/process-instances', CAMUNDA_TAG],
  ['get', '/v2/process-instances/{processInstanceKey}', CAMUNDA_TAG],
  ['get', '/v2/process-instances/{processInstanceKey}/sequence-flows', CAMUNDA_TAG],
  ['post', '/v2/process-instances/search', CAMUNDA_TAG],
  ['get', '/v2/process-instances/{processInstanceKey}/call-hierarchy', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/cancellation', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/migration', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/modification', CAMUNDA_TAG],
  ['post', '/v2/process-instances/migration', CAMUNDA_TAG],
  ['post', '/v2/process-instances/modification', CAMUNDA_TAG],
  ['post', '/v2/process-instances/cancellation', CAMUNDA_TAG],
  ['post', '/v2/process-instances/suspension', CAMUNDA_TAG],
  ['post', '/v2/process-instances/resumption', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/suspension', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/resumption', CAMUNDA_TAG],
  ['post', '/v2/process-instances/incident-resolution', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/incident-resolution', CAMUNDA_TAG],
  ['post', '/v2/process-instances/deletion', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/deletion', CAMUNDA_TAG],
  ['put', '/v2/element-instances/{elementInstanceKey}/variables', CAMUNDA_TAG],
  ['post', '/v2/element-instances/ad-hoc-activities/{adHocSubProcessInstanceKey}/activation', CAMUNDA_TAG],
  ['post', '/v2/resources/{resourceKey}/deletion', CAMUNDA_TAG],
  ['get', '/v2/batch-operations/{batchOperationKey}', CAMUNDA_TAG],
  ['post', '/v2/batch-operations/search', CAMUNDA_TAG],
  ['post', '/v2/batch-operation-items/search', CAMUNDA_TAG],
  ['post', '/v2/batch-operations/{batchOperationKey}/suspension', CAMUNDA_TAG],
  ['post', '/v2/batch-operations/{batchOperationKey}/resumption', CAMUNDA_TAG],
  ['post', '/v2/batch-operations/{batchOperationKey}/cancellation', CAMUNDA_TAG],
  ['post', '/v2/process-instances/{processInstanceKey}/incidents/search', CAMUNDA_TAG],
  ['get', '/v2/process-instances/{processInstanceKey}/statistics/element-instances', CAMUNDA_TAG],
  ['get', '/baton/v1/operations/overview', BATON_TAG],
  ['post', '/v2/process-definitions/{processDefinitionKey}/statistics/element-instances', CAMUNDA_TAG],
  ['post', '/v2/process-definitions/statistics/process-instances', CAMUNDA_TAG],
  ['post', '/v2/process-definitions/statistics/process-instances-by-version', CAMUNDA_TAG],
  ['post', '/v2/process-definitions/statistics/message-subscriptions', CAMUNDA_TAG],
  ['post', '/v2/incidents/statistics/process-instances-by-error', CAMUNDA_TAG],
  ['post', '/v2/incidents/statistics/process-instances-by-definition', CAMUNDA_TAG],
  ['get', '/v2/jobs/statistics/global', CAMUNDA_TAG],
  ['post', '/v2/jobs/statistics/by-types', CAMUNDA_TAG],
  ['post', '/v2/jobs/statistics/by-workers', CAMUNDA_TAG],
  ['post', '/v2/jobs/statistics/time-series', CAMUNDA_TAG],
  ['post', '/v2/jobs/statistics/errors', CAMUNDA_TAG],
  ['post', '/v2/element-instances/{elementInstanceKey}/incidents/search', CAMUNDA_TAG],
  ['get', '/v2/audit-logs/{auditLogKey}', CAMUNDA_TAG],
  ['get', '/v2/system/configuration', CAMUNDA_TAG],
  ['get', '/v2/system/usage-metrics', CAMUNDA_TAG],
  ['post', '/v2/cluster-variables/global', CAMUNDA_TAG],
  ['get', '/v2/cluster-variables/global/{name}', CAMUNDA_TAG],
  ['put', '/v2/cluster-variables/global/{name}', CAMUNDA_TAG],
  ['delete', '/v2/cluster-variables/global/{name}', CAMUNDA_TAG],
  ['post', '/v2/cluster-variables/tenants/{tenantId}', CAMUNDA_TAG],
  ['get', '/v2/cluster-variables/tenants/{tenantId}/{name}', CAMUNDA_TAG],
  ['put', '/v2/cluster-variables/tenants/{tenantId}/{name}', CAMUNDA_TAG],
  ['delete', '/v2/cluster-variables/tenants/{tenantId}/{name}', CAMUNDA_TAG],
  ['post', '/v2/cluster-variables/search', CAMUNDA_TAG],
  ['post', '/v2/documents', CAMUNDA_TAG],
  ['post', '/v2/documents/batch', CAMUNDA_TAG],
  ['get', '/v2/documents/{documentId}', CAMUNDA_TAG],
  ['delete', '/v2/documents/{documentId}', CAMUNDA_TAG],
  ['post', '/v2/documents/{documentId}/links', CAMUNDA_TAG],
  ['get', '/baton/v1/document-links/{documentLinkToken}', BATON_TAG],
  ['get', '/v2/resources/{resourceKey}', CAMUNDA_TAG],
  ['get', '/v2/resources/{resourceKey}/content', CAMUNDA_TAG],
  ['post', '/v2/conditionals/evaluation', CAMUNDA_TAG],
  ['post', '/v2/global-task-listeners', CAMUNDA_TAG],
  ['post', '/v2/global-task-listeners/search', CAMUNDA_TAG],
  ['get', '/v2/global-task-listeners/{id}', CAMUNDA_TAG],
  ['put', '/v2/global-task-listeners/{id}', CAMUNDA_TAG],
  ['delete', '/v2/global-task-listeners/{id}', CAMUNDA_TAG],
  ['post', '/v2/jobs/activation', CAMUNDA_TAG],
  ['post', '/v2/jobs/{jobKey}/completion', CAMUNDA_TAG],
  ['post', '/v2/jobs/{jobKey}/failure', CAMUNDA_TAG],
  ['post', '/v2/jobs/{jobKey}/error', CAMUNDA_TAG],
  ['patch', '/v2/jobs/{jobKey}', CAMUNDA_TAG],
  ['post', '/v2/jobs/search', CAMUNDA_TAG],
  ['post', '/v2/element-instances/search', CAMUNDA_TAG],
  ['get', '/v2/element-instances/{elementInstanceKey}', CAMUNDA_TAG],
  ['post', '/v2/variables/search', CAMUNDA_TAG],
  ['get', '/v2/variables/{variableKey}', CAMUNDA_TAG],
  ['post', '/v2/incidents/search', CAMUNDA_TAG],
  ['get', '/v2/incidents/{incidentKey}', CAMUNDA_TAG],
  ['post', '/v2/incidents/{incidentKey}/resolution', CAMUNDA_TAG],
  ['get', '/v2/topology', CAMUNDA_TAG],
  ['get', '/v2/license', CAMUNDA_TAG],
  ['get', '/v2/status', CAMUNDA_TAG],
  ['get', '/v2/authentication/me', CAMUNDA_TAG],
  ['post', '/v2/users/search', CAMUNDA_TAG],
  ['get', '/v2/users/{username}', CAMUNDA_TAG],
  ['post', '/v2/groups/search', CAMUNDA_TAG],
  ['get', '/v2/groups/{groupId}', CAMUNDA_TAG],
  ['post', '/v2/groups/{groupId}/users/search', CAMUNDA_TAG],
  ['post', '/v2/roles/search', CAMUNDA_TAG],
  ['get', '/v2/roles/{roleId}', CAMUNDA_TAG],
  ['post', '/v2/roles/{roleId}/users/search', CAMUNDA_TAG],
  ['post', '/v2/tenants/search', CAMUNDA_TAG],
  ['get', '/v2/tenants/{tenantId}', CAMUNDA_TAG],
  ['post', '/v2/tenants/{tenantId}/users/search', CAMUNDA_TAG],
  ['post', '/v2/users', CAMUNDA_TAG],
  ['put', '/v2/users/{username}', CAMUNDA_TAG],
  ['delete', '/v2/users/{username}', CAMUNDA_TAG],
  ['post', '/v2/setup/user', CAMUNDA_TAG],
  ['post', '/v2/groups', CAMUNDA_TAG],
  ['put', '/v2/groups/{groupId}', CAMUNDA_TAG],
  ['delete', '/v2/groups/{groupId}', CAMUNDA_TAG],
  ['put', '/v2/groups/{groupId}/users/{username}', CAMUNDA_TAG],
  ['delete', '/v2/groups/{groupId}/users/{username}', CAMUNDA_TAG],
  ['put', '/v2/groups/{groupId}/clients/{clientId}', CAMUNDA_TAG],
  ['delete', '/v2/groups/{groupId}/clients/{clientId}', CAMUNDA_TAG],
  ['post', '/v2/groups/{groupId}/clients/search', CAMUNDA_TAG],
  ['put', '/v2/groups/{groupId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['delete', '/v2/groups/{groupId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['post', '/v2/groups/{groupId}/mapping-rules/search', CAMUNDA_TAG],
  ['post', '/v2/groups/{groupId}/roles/search', CAMUNDA_TAG],
  ['post', '/v2/roles', CAMUNDA_TAG],
  ['put', '/v2/roles/{roleId}', CAMUNDA_TAG],
  ['delete', '/v2/roles/{roleId}', CAMUNDA_TAG],
  ['put', '/v2/roles/{roleId}/users/{username}', CAMUNDA_TAG],
  ['delete', '/v2/roles/{roleId}/users/{username}', CAMUNDA_TAG],
  ['put', '/v2/roles/{roleId}/clients/{clientId}', CAMUNDA_TAG],
  ['delete', '/v2/roles/{roleId}/clients/{clientId}', CAMUNDA_TAG],
  ['post', '/v2/roles/{roleId}/clients/search', CAMUNDA_TAG],
  ['put', '/v2/roles/{roleId}/groups/{groupId}', CAMUNDA_TAG],
  ['delete', '/v2/roles/{roleId}/groups/{groupId}', CAMUNDA_TAG],
  ['post', '/v2/roles/{roleId}/groups/search', CAMUNDA_TAG],
  ['put', '/v2/roles/{roleId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['delete', '/v2/roles/{roleId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['post', '/v2/roles/{roleId}/mapping-rules/search', CAMUNDA_TAG],
  ['post', '/v2/tenants', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}/users/{username}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}/users/{username}', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}/clients/{clientId}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}/clients/{clientId}', CAMUNDA_TAG],
  ['post', '/v2/tenants/{tenantId}/clients/search', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}/groups/{groupId}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}/groups/{groupId}', CAMUNDA_TAG],
  ['post', '/v2/tenants/{tenantId}/groups/search', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}/roles/{roleId}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}/roles/{roleId}', CAMUNDA_TAG],
  ['post', '/v2/tenants/{tenantId}/roles/search', CAMUNDA_TAG],
  ['put', '/v2/tenants/{tenantId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['delete', '/v2/tenants/{tenantId}/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['post', '/v2/tenants/{tenantId}/mapping-rules/search', CAMUNDA_TAG],
  ['post', '/v2/mapping-rules', CAMUNDA_TAG],
  ['put', '/v2/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['delete', '/v2/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['get', '/v2/mapping-rules/{mappingRuleId}', CAMUNDA_TAG],
  ['post', '/v2/mapping-rules/search', CAMUNDA_TAG],
  ['post', '/v2/authorizations', CAMUNDA_TAG],
  ['put', '/v2/authorizations/{authorizationKey}', CAMUNDA_TAG],
  ['delete', '/v2/authorizations/{authorizationKey}', CAMUNDA_TAG],
  ['get', '/v2/authorizations/{authorizationKey}', CAMUNDA_TAG],
  ['post', '/v2/authorizations/search', CAMUNDA_TAG],
  ['post', '/v2/audit-logs/search', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/{userTaskKey}/audit-logs/search', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/search', CAMUNDA_TAG],
  ['get', '/v2/user-tasks/{userTaskKey}', CAMUNDA_TAG],
  ['patch', '/v2/user-tasks/{userTaskKey}', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/{userTaskKey}/assignment', CAMUNDA_TAG],
  ['delete', '/v2/user-tasks/{userTaskKey}/assignee', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/{userTaskKey}/completion', CAMUNDA_TAG],
  ['get', '/v2/user-tasks/{userTaskKey}/form', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/{userTaskKey}/variables/search', CAMUNDA_TAG],
  ['post', '/v2/user-tasks/{userTaskKey}/effective-variables/search', CAMUNDA_TAG],
  ['post', '/v2/messages/publication', CAMUNDA_TAG],
  ['post', '/v2/messages/correlation', CAMUNDA_TAG],
  ['post', '/v2/message-subscriptions/search', CAMUNDA_TAG],
  ['post', '/v2/correlated-message-subscriptions/search', CAMUNDA_TAG],
  ['post', '/v2/signals/broadcast', CAMUNDA_TAG],
  ['post', '/v2/expression/evaluation', CAMUNDA_TAG],
  ['put', '/v2/clock', CAMUNDA_TAG],
  ['post', '/v2/clock/reset', CAMUNDA_TAG],
  ['get', '/baton/v1/process-instances/{processInstanceKey}/history', BATON_TAG],
  ['get', '/baton/v1/process-definitions/{processDefinitionKey}/statistics/element-durations', BATON_TAG],
  ['post', '/baton/v1/conversions', BATON_TAG],
  ['get', '/metrics', BATON_TAG],
  ['get', '/baton/v1/openapi.json', BATON_TAG],
  ['post', '/baton/v1/deployments/validation', BATON_TAG],
  ['post', '/baton/v1/decision-services/evaluation', BATON_TAG],
  ['get', '/baton/v1/models', BATON_TAG],
  ['post', '/baton/v1/models', BATON_TAG],
  ['get', '/baton/v1/models/{modelKey}', BATON_TAG],
  ['get', '/baton/v1/models/{modelKey}/revisions', BATON_TAG],
  ['post', '/baton/v1/models/{modelKey}/revisions', BATON_TAG],
  ['get', '/baton/v1/task-filters', BATON_TAG],
  ['post', '/baton/v1/task-filters', BATON_TAG],
  ['delete', '/baton/v1/task-filters/{savedTaskFilterKey}', BATON_TAG],
];

/** The part of a JSON Schema the cross-check reads. */
interface SchemaObject {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  default?: unknown;
  oneOf?: SchemaObject[];
  anyOf?: SchemaObject[];
  allOf?: SchemaObject[];
  items?: SchemaObject;
  properties?: Record<string, SchemaObject>;
  required?: string[];
}

const REF_PREFIX = '#/components/schemas/';
const IDEMPOTENCY_KEY_REF = { $ref: '#/components/parameters/IdempotencyKey' };
const IF_MATCH_REF = { $ref: '#/components/parameters/IfMatch' };

function collectRefs(node: unknown, out: string[] = []): string[] {
  if (Array.isArray(node)) {
    for (const item of node) collectRefs(item, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') out.push(value);
      else collectRefs(value, out);
    }
  }
  return out;
}

function usesParameter(op: OperationObject, parameter: { $ref: string }): boolean {
  return (op.parameters ?? []).some((p) => '$ref' in p && p.$ref === parameter.$ref);
}

function operationOf(doc: OpenApiDocument, method: HttpMethod, path: string) {
  const op = doc.paths[path]?.[method];
  if (!op) throw new Error(`missing ${method.toUpperCase()} ${path}`);
  return op;
}

describe('buildOpenApiDocument', () => {
  const doc = buildOpenApiDocument();

  it('is an OpenAPI 3.1 document titled "Baton REST API"', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Baton REST API');
    expect(doc.tags.map((t) => t.name)).toEqual([CAMUNDA_TAG, BATON_TAG]);
  });

  it.each(EXPECTED_ENDPOINTS)('describes %s %s (tag %s)', (method, path, tag) => {
    const op = operationOf(doc, method, path);
    expect(op.tags).toEqual([tag]);
    const statuses = Object.keys(op.responses).map(Number);
    expect(statuses.some((s) => s >= 200 && s < 300)).toBe(true);
  });

  it('describes no endpoints beyond the expected ones', () => {
    const actual = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((m) => `${m} ${path}`));
    expect(actual.sort()).toEqual(EXPECTED_ENDPOINTS.map(([m, p]) => `${m} ${p}`).sort());
  });

  it('uses unique operation ids', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('resolves every $ref to a defined component', () => {
    const refs = collectRefs(doc);
    expect(refs.length).toBeGreaterThan(100);
    const components: Record<string, Record<string, unknown>> = doc.components;
    const unresolved = refs.filter((r) => {
      const [, section, name, ...rest] = /^#\/components\/([^/]+)\/(.+)$/.exec(r) ?? [];
      return !section || !name || rest.length > 0 || !(name in (components[section] ?? {}));
    });
    expect([...new Set(unresolved)]).toEqual([]);
  });

  it('uses every reusable parameter and lets it be a header', () => {
    const refs = new Set(collectRefs(doc.paths));
    for (const [name, parameter] of Object.entries(doc.components.parameters)) {
      expect(refs.has(`#/components/parameters/${name}`), name).toBe(true);
      expect(parameter.in).toBe('header');
      expect(parameter.required).toBe(false);
    }
  });

  it('declares every path template parameter as a required path parameter', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      const templateParams = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
      for (const op of Object.values(item)) {
        const declared = (op.parameters ?? []).filter((p): p is ParameterObject => 'in' in p && p.in === 'path');
        expect(declared.map((p) => p.name)).toEqual(templateParams);
        expect(declared.every((p) => p.required)).toBe(true);
      }
    }
  });

  it('returns application/problem+json ProblemDetail for every 4xx/5xx except /v2/status 503', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const op of Object.values(item)) {
        for (const [status, response] of Object.entries(op.responses)) {
          if (Number(status) < 400 || path === '/v2/status') continue;
          expect(response.content?.['application/problem+json']?.schema, `${path} ${status}`).toEqual({
            $ref: `${REF_PREFIX}ProblemDetail`,
          });
        }
      }
    }
  });

  it('answers every operation with at least one success and describes each answer', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const statuses = Object.keys(op.responses);
        expect(
          statuses.some((status) => status.startsWith('2')),
          `${method} ${path}`,
        ).toBe(true);
        for (const response of Object.values(op.responses)) expect(response.description.length, `${method} ${path}`).toBeGreaterThan(0);
      }
    }
  });

  it('documents case-insensitive enums as standard enums with an extension', () => {
    const order = (doc.components.schemas.ProcessInstanceSearchQuery as unknown as SchemaObject).properties?.sort?.items?.properties?.order;
    expect(order).toMatchObject({ type: 'string', enum: ['ASC', 'DESC'], 'x-ignore-case': true });
  });

  it('uses the Camunda status codes for representative endpoints (401 and 403 wherever a token and a role are needed)', () => {
    const statuses = (m: HttpMethod, p: string) => Object.keys(operationOf(doc, m, p).responses).sort();
    expect(statuses('post', '/v2/deployments')).toEqual(['200', '400', '401', '403', '422', '503']);
    expect(statuses('get', '/v2/process-instances/{processInstanceKey}')).toEqual(['200', '400', '401', '403', '404', '500']);
    expect(statuses('post', '/v2/jobs/{jobKey}/completion')).toEqual(['204', '400', '401', '403', '404', '409', '422', '500', '503']);
    expect(statuses('post', '/v2/user-tasks/search')).toEqual(['200', '400', '401', '403', '500']);
    expect(statuses('get', '/v2/user-tasks/{userTaskKey}/form')).toEqual(['200', '204', '400', '401', '403', '404', '500']);
    expect(statuses('post', '/v2/user-tasks/{userTaskKey}/variables/search')).toEqual(['200', '400', '401', '403', '500']);
    expect(statuses('post', '/v2/messages/publication')).toEqual(['200', '400', '401', '403', '409', '422', '500', '503']);
    expect(statuses('post', '/v2/messages/correlation')).toEqual(['200', '400', '401', '403', '404', '422', '500', '503']);
    expect(statuses('post', '/v2/signals/broadcast')).toEqual(['200', '400', '401', '403', '404', '422', '500', '503']);
    expect(statuses('put', '/v2/clock')).toEqual(['204', '400', '401', '403', '422', '500', '503']);
    expect(statuses('post', '/v2/clock/reset')).toEqual(['204', '401', '403', '422', '500', '503']);
    expect(statuses('get', '/v2/process-definitions/{processDefinitionKey}/xml')).toContain('204');
    expect(statuses('get', '/v2/status')).toEqual(['204', '503']);
    const xml = operationOf(doc, 'get', '/v2/process-definitions/{processDefinitionKey}/xml').responses['200'];
    expect(Object.keys(xml?.content ?? {})).toEqual(['text/xml']);
    const deploy = operationOf(doc, 'post', '/v2/deployments').requestBody;
    expect(Object.keys(deploy?.content ?? {})).toEqual(['multipart/form-data']);
  });

  it('marks search bodies optional and job error / update bodies required', () => {
    expect(operationOf(doc, 'post', '/v2/process-instances/search').requestBody?.required).toBe(false);
    expect(operationOf(doc, 'post', '/v2/jobs/{jobKey}/error').requestBody?.required).toBe(true);
    expect(operationOf(doc, 'patch', '/v2/jobs/{jobKey}').requestBody?.required).toBe(true);
    expect(operationOf(doc, 'post', '/v2/jobs/{jobKey}/completion').requestBody?.required).toBe(false);
    expect(operationOf(doc, 'post', '/v2/user-tasks/search').requestBody?.required).toBe(false);
    expect(operationOf(doc, 'post', '/v2/user-tasks/{userTaskKey}/assignment').requestBody?.required).toBe(true);
    expect(operationOf(doc, 'patch', '/v2/user-tasks/{userTaskKey}').requestBody?.required).toBe(false);
    expect(operationOf(doc, 'post', '/v2/user-tasks/{userTaskKey}/completion').requestBody?.required).toBe(false);
    expect(operationOf(doc, 'delete', '/v2/user-tasks/{userTaskKey}/assignee').requestBody).toBeUndefined();
    expect(operationOf(doc, 'put', '/v2/clock').requestBody?.required).toBe(true);
    expect(operationOf(doc, 'post', '/v2/clock/reset').requestBody).toBeUndefined();
    for (const path of ['/v2/messages/publication', '/v2/messages/correlation', '/v2/signals/broadcast']) {
      expect(operationOf(doc, 'post', path).requestBody?.required, path).toBe(true);
    }
  });

  it('takes an Idempotency-Key and answers 422 on every mutating operation except searches', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(item)) {
        const mutating = method !== 'get' && !path.endsWith('/search');
        const label = `${method.toUpperCase()} ${path}`;
        expect(usesParameter(op, IDEMPOTENCY_KEY_REF), label).toBe(mutating);
        expect('422' in op.responses, label).toBe(mutating);
      }
    }
  });

  it('describes optimistic concurrency on user tasks: ETag on GET, If-Match and 412 on every command', () => {
    const etag = operationOf(doc, 'get', '/v2/user-tasks/{userTaskKey}').responses['200']?.headers?.ETag;
    expect(etag?.schema).toEqual({ type: 'string' });
    const commands: [HttpMethod, string][] = [
      ['patch', '/v2/user-tasks/{userTaskKey}'],
      ['post', '/v2/user-tasks/{userTaskKey}/assignment'],
      ['delete', '/v2/user-tasks/{userTaskKey}/assignee'],
      ['post', '/v2/user-tasks/{userTaskKey}/completion'],
    ];
    for (const [method, path] of commands) {
      const op = operationOf(doc, method, path);
      expect(Object.keys(op.responses).sort(), path).toEqual(['204', '400', '401', '403', '404', '409', '412', '422', '500']);
      expect(usesParameter(op, IF_MATCH_REF), path).toBe(true);
    }
    const withIfMatch = Object.values(doc.paths).flatMap((item) => Object.values(item).filter((op) => usesParameter(op, IF_MATCH_REF)));
    expect(withIfMatch).toHaveLength(commands.length);
  });
});

// ---------------------------------------------------------------------------
// Cross-check against the zod schemas of @camunda8/orchestration-cluster-api
// ---------------------------------------------------------------------------

interface ZodLike {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, ZodLike>;
      left?: ZodLike;
      right?: ZodLike;
      options?: ZodLike[];
      innerType?: ZodLike;
      element?: ZodLike;
      entries?: Record<string, string>;
      defaultValue?: unknown;
    };
    optin?: string;
  };
}

function isZodLike(value: unknown): value is ZodLike {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

async function loadCamundaZod(): Promise<Record<string, ZodLike>> {
  const require = createRequire(import.meta.url);
  const dist = dirname(require.resolve('@camunda8/orchestration-cluster-api'));
  const file = readdirSync(dist).find((f) => /^zod\.gen-.*\.js$/.test(f));
  if (!file) throw new Error(`zod.gen-*.js not found in ${dist}`);
  const mod: Record<string, unknown> = await import(pathToFileURL(join(dist, file)).href);
  const out: Record<string, ZodLike> = {};
  for (const [name, value] of Object.entries(mod)) if (isZodLike(value)) out[name] = value;
  return out;
}

type Kind =
  | { kind: 'string' | 'number' | 'boolean' | 'record' | 'null' | 'unknown' | 'union' }
  | { kind: 'enum'; values: string[] }
  | { kind: 'array'; item: Kind }
  | { kind: 'object'; props: Record<string, Prop> };

interface Prop {
  optional: boolean;
  defaulted: boolean;
  defaultValue?: unknown;
  nullable: boolean;
  type: Kind;
}

function mergeKinds(kinds: Kind[]): Kind {
  const nonNull = kinds.filter((k) => k.kind !== 'null');
  if (nonNull.length === 1 && nonNull[0]) return nonNull[0];
  if (nonNull.every((k) => k.kind === 'object')) {
    const props: Record<string, Prop> = {};
    for (const k of nonNull) if (k.kind === 'object') Object.assign(props, k.props);
    return { kind: 'object', props };
  }
  if (nonNull.every((k) => k.kind === 'string' || k.kind === 'enum')) return { kind: 'string' };
  return { kind: 'union' };
}

// --- zod side --------------------------------------------------------------

function zodUnwrap(schema: ZodLike): { schema: ZodLike; nullable: boolean } {
  let current = schema;
  let nullable = false;
  for (;;) {
    const def = current._zod.def;
    if ((def.type === 'optional' || def.type === 'default' || def.type === 'nullable') && def.innerType) {
      if (def.type === 'nullable') nullable = true;
      current = def.innerType;
    } else if (def.type === 'union' && def.options?.some((o) => o._zod.def.type === 'null')) {
      nullable = true;
      const rest = def.options.filter((o) => o._zod.def.type !== 'null');
      if (rest.length !== 1 || !rest[0]) return { schema: current, nullable };
      current = rest[0];
    } else {
      return { schema: current, nullable };
    }
  }
}

function zodKind(schema: ZodLike, depth = 0): Kind {
  const { schema: s } = zodUnwrap(schema);
  const def = s._zod.def;
  switch (def.type) {
    case 'string':
      return { kind: 'string' };
    case 'number':
    case 'int':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'null' };
    case 'unknown':
    case 'any':
      return { kind: 'unknown' };
    case 'record':
      return { kind: 'record' };
    case 'literal':
      return { kind: 'string' };
    case 'enum':
      return { kind: 'enum', values: Object.values(def.entries ?? {}) };
    case 'array':
      return { kind: 'array', item: def.element ? zodKind(def.element, depth + 1) : { kind: 'unknown' } };
    case 'object': {
      const props: Record<string, Prop> = {};
      if (depth < 2) {
        for (const [name, field] of Object.entries(def.shape ?? {})) {
          const { nullable } = zodUnwrap(field);
          const defaulted = field._zod.optin === 'defaulted' || field._zod.def.type === 'default';
          props[name] = {
            optional: field._zod.optin !== undefined,
            defaulted,
            ...(defaulted ? { defaultValue: field._zod.def.defaultValue } : {}),
            nullable,
            type: zodKind(field, depth + 1),
          };
        }
      }
      return { kind: 'object', props };
    }
    case 'intersection':
      return mergeKinds([def.left, def.right].filter(isZodLike).map((p) => zodKind(p, depth)));
    case 'union':
      return mergeKinds((def.options ?? []).map((o) => zodKind(o, depth)));
    default:
      return { kind: 'unknown' };
  }
}

// --- OpenAPI side ----------------------------------------------------------

function oaResolve(schemas: Record<string, SchemaObject>, schema: SchemaObject): SchemaObject {
  let current = schema;
  while (current.$ref) {
    const target = schemas[current.$ref.slice(REF_PREFIX.length)];
    if (!target) throw new Error(`unresolved ${current.$ref}`);
    current = target;
  }
  return current;
}

function oaNullable(schemas: Record<string, SchemaObject>, schema: SchemaObject): boolean {
  const s = oaResolve(schemas, schema);
  if (s.type === 'null' || (Array.isArray(s.type) && s.type.includes('null'))) return true;
  return [...(s.oneOf ?? []), ...(s.anyOf ?? [])].some((o) => oaNullable(schemas, o));
}

function oaKind(schemas: Record<string, SchemaObject>, schema: SchemaObject, depth = 0): Kind {
  const s = oaResolve(schemas, schema);
  if (s.enum) return { kind: 'enum', values: s.enum.map(String) };
  if (s.oneOf || s.anyOf) return mergeKinds([...(s.oneOf ?? []), ...(s.anyOf ?? [])].map((o) => oaKind(schemas, o, depth)));
  if (s.allOf) return mergeKinds(s.allOf.map((o) => oaKind(schemas, o, depth)));
  switch (s.type) {
    case 'string':
      return { kind: 'string' };
    case 'integer':
    case 'number':
      return { kind: 'number' };
    case 'boolean':
      return { kind: 'boolean' };
    case 'null':
      return { kind: 'null' };
    case 'array':
      return { kind: 'array', item: s.items ? oaKind(schemas, s.items, depth + 1) : { kind: 'unknown' } };
    case 'object': {
      if (!s.properties) return { kind: 'record' };
      const props: Record<string, Prop> = {};
      if (depth < 2) {
        for (const [name, field] of Object.entries(s.properties)) {
          const resolved = oaResolve(schemas, field);
          props[name] = {
            optional: !(s.required ?? []).includes(name),
            defaulted: resolved.default !== undefined,
            ...(resolved.default !== undefined ? { defaultValue: resolved.default } : {}),
            nullable: oaNullable(schemas, field),
            type: oaKind(schemas, field, depth + 1),
          };
        }
      }
      return { kind: 'object', props };
    }
    default:
      return { kind: 'unknown' };
  }
}

/** Returns human-readable differences between the zod kind and the OpenAPI kind. */
function diffKinds(path: string, zod: Kind, oa: Kind, out: string[] = []): string[] {
  if (zod.kind === 'unknown' || oa.kind === 'unknown') return out;
  if (zod.kind !== oa.kind) {
    out.push(`${path}: zod ${zod.kind} vs openapi ${oa.kind}`);
    return out;
  }
  if (zod.kind === 'enum' && oa.kind === 'enum') {
    if ([...zod.values].sort().join() !== [...oa.values].sort().join()) {
      out.push(`${path}: enum [${zod.values.join()}] vs [${oa.values.join()}]`);
    }
  } else if (zod.kind === 'array' && oa.kind === 'array') {
    diffKinds(`${path}[]`, zod.item, oa.item, out);
  } else if (zod.kind === 'object' && oa.kind === 'object') {
    const names = new Set([...Object.keys(zod.props), ...Object.keys(oa.props)]);
    for (const name of names) {
      const z = zod.props[name];
      const o = oa.props[name];
      if (!z || !o) {
        out.push(`${path}.${name}: ${z ? 'missing in openapi' : 'not in zod'}`);
        continue;
      }
      if (z.defaulted) {
        if (!o.defaulted || o.defaultValue !== z.defaultValue) {
          out.push(`${path}.${name}: zod default ${String(z.defaultValue)} vs openapi ${String(o.defaultValue)}`);
        }
      } else if (z.optional !== o.optional) {
        out.push(`${path}.${name}: zod ${z.optional ? 'optional' : 'required'} vs openapi ${o.optional ? 'optional' : 'required'}`);
      }
      if (z.nullable !== o.nullable) {
        out.push(`${path}.${name}: zod ${z.nullable ? 'nullable' : 'non-null'} vs openapi ${o.nullable ? 'nullable' : 'non-null'}`);
      }
      diffKinds(`${path}.${name}`, z.type, o.type, out);
    }
  }
  return out;
}

describe('component schemas vs Camunda zod schemas', () => {
  const doc = buildOpenApiDocument();
  const schemas = doc.components.schemas as unknown as Record<string, SchemaObject>;
  let zod: Record<string, ZodLike> = {};

  beforeAll(async () => {
    zod = await loadCamundaZod();
  });

  /** Components that must have a zod counterpart named `z<Component>`. */
  const MUST_MATCH = [
    'ProblemDetail',
    'DeploymentResult',
    'DeploymentMetadataResult',
    'DeploymentProcessResult',
    'DeploymentDecisionResult',
    'DeploymentDecisionRequirementsResult',
    'DeploymentFormResult',
    'DeploymentResourceResult',
    'ProcessDefinitionResult',
    'DecisionDefinitionResult',
    'DecisionRequirementsResult',
    'EvaluateDecisionResult',
    'EvaluatedDecisionResult',
    'MatchedDecisionRuleItem',
    'EvaluatedDecisionInputItem',
    'EvaluatedDecisionOutputItem',
    'CreateProcessInstanceResult',
    'ProcessInstanceResult',
    'JobActivationRequest',
    'ActivatedJobResult',
    'JobActivationResult',
    'JobCompletionRequest',
    'JobFailRequest',
    'JobErrorRequest',
    'JobUpdateRequest',
    'JobSearchResult',
    'ElementInstanceResult',
    'VariableResult',
    'VariableSearchResult',
    'IncidentResult',
    'TopologyResponse',
    'SearchQueryPageResponse',
    'UserTaskResult',
    'UserTaskCompletionRequest',
    'UserTaskAssignmentRequest',
    'UserTaskUpdateRequest',
    'FormResult',
    'MessagePublicationRequest',
    'MessagePublicationResult',
    'MessageCorrelationRequest',
    'MessageCorrelationResult',
    'MessageSubscriptionResult',
    'SignalBroadcastRequest',
    'SignalBroadcastResult',
    'ExpressionEvaluationRequest',
    'ExpressionEvaluationResult',
    'ClockPinRequest',
  ];

  it('has a zod counterpart for every main component', () => {
    expect(MUST_MATCH.filter((name) => !zod[`z${name}`])).toEqual([]);
  });

  it('matches zod field-for-field (names, required, nullable, kinds, enum values, defaults)', () => {
    // Search queries are left out: their filters list what Baton serves, a subset of Camunda's.
    const compared = MUST_MATCH;
    const EXTENSIONS = [
      // Baton lists every broken field of a 400; Camunda's problem detail allows additional properties.
      'ProblemDetail.errors: not in zod',
      // Camunda's client types require the job result's discriminator, its zod schema does not.
      'JobCompletionRequest.result.type: zod optional vs openapi required',
      // Baton marks compensation work beside Camunda's fields; the client's zod schema lets unknown fields through.
      'ElementInstanceResult.isCompensation: not in zod',
      // Baton keeps an operator's reason for changing a job's retries in the audit log; the official client never sends it.
      'JobUpdateRequest.reason: not in zod',
      // Baton's deployment answer lists what the engine ignores in a deployed model; the client's zod schema lets it through.
      'DeploymentResult.batonWarnings: not in zod',
      // Camunda 8.10's suspension and job priority, beyond the 8.9 client (whose zod schemas let unknown fields through;
      // an 8.9 client in strict mode refuses a SUSPENDED instance, which only 8.10 answers).
      'ProcessInstanceResult.state: enum [ACTIVE,COMPLETED,TERMINATED] vs [ACTIVE,SUSPENDED,COMPLETED,TERMINATED]',
      'ProcessInstanceResult.suspendedDate: not in zod',
      'ActivatedJobResult.priority: not in zod',
      'ActivatedJobResult.businessId: not in zod',
      'JobSearchResult.priority: not in zod',
      'JobSearchResult.businessId: not in zod',
      'UserTaskResult.businessId: not in zod',
      'MessagePublicationRequest.businessId: not in zod',
      'MessageCorrelationRequest.businessId: not in zod',
    ];
    const diffs = compared.flatMap((name) => {
      const z = zod[`z${name}`];
      const s = schemas[name];
      if (!z || !s) return [];
      const out = diffKinds(name, zodKind(z), oaKind(schemas, s));
      if (zodUnwrap(z).nullable !== oaNullable(schemas, s)) out.push(`${name}: top-level nullability differs`);
      return out;
    });
    expect(diffs.filter((diff) => !EXTENSIONS.includes(diff))).toEqual([]);
  });

  it('exports enum value lists identical to the Camunda enums', () => {
    const enumValues = (name: string): string[] => {
      const z = zod[name];
      if (!z) throw new Error(`no ${name}`);
      const k = zodKind(z);
      return k.kind === 'enum' ? k.values : [];
    };
    const field = (schema: string, prop: string): string[] => {
      const k = zod[schema] ? zodKind(zod[schema]) : undefined;
      const p = k?.kind === 'object' ? k.props[prop]?.type : undefined;
      return p?.kind === 'enum' ? p.values : [];
    };
    expect([...SORT_ORDERS]).toEqual(enumValues('zSortOrderEnum'));
    // SUSPENDED: Camunda 8.10, beyond the 8.9 client
    expect(PROCESS_INSTANCE_STATES.filter((state) => state !== 'SUSPENDED')).toEqual(enumValues('zProcessInstanceStateEnum'));
    expect([...ELEMENT_INSTANCE_STATES]).toEqual(enumValues('zElementInstanceStateEnum'));
    expect([...ELEMENT_INSTANCE_TYPES]).toEqual(field('zElementInstanceResult', 'type'));
    expect([...PROCESS_DEFINITION_STATES]).toEqual(field('zProcessDefinitionResult', 'state'));
    expect([...JOB_STATES]).toEqual(enumValues('zJobStateEnum'));
    expect([...JOB_KINDS]).toEqual(enumValues('zJobKindEnum'));
    expect([...JOB_LISTENER_EVENT_TYPES]).toEqual(enumValues('zJobListenerEventTypeEnum'));
    expect([...TENANT_FILTERS]).toEqual(enumValues('zTenantFilterEnum'));
    expect([...INCIDENT_ERROR_TYPES]).toEqual(enumValues('zIncidentErrorTypeEnum'));
    expect([...INCIDENT_STATES]).toEqual(enumValues('zIncidentStateEnum'));
    expect([...PARTITION_ROLES]).toEqual(field('zPartition', 'role'));
    expect([...PARTITION_HEALTHS]).toEqual(field('zPartition', 'health'));
    expect([...PROCESS_DEFINITION_SORT_FIELDS]).toEqual(field('zProcessDefinitionSearchQuerySortRequest', 'field'));
    expect([...DECISION_DEFINITION_SORT_FIELDS]).toEqual(field('zDecisionDefinitionSearchQuerySortRequest', 'field'));
    expect([...DECISION_REQUIREMENTS_SORT_FIELDS]).toEqual(field('zDecisionRequirementsSearchQuerySortRequest', 'field'));
    // suspendedDate and priority: Camunda 8.10, beyond the 8.9 client
    expect(PROCESS_INSTANCE_SORT_FIELDS.filter((name) => name !== 'suspendedDate')).toEqual(field('zProcessInstanceSearchQuerySortRequest', 'field'));
    expect(JOB_SORT_FIELDS.filter((name) => name !== 'priority')).toEqual(field('zJobSearchQuerySortRequest', 'field'));
    expect([...ELEMENT_INSTANCE_SORT_FIELDS]).toEqual(field('zElementInstanceSearchQuerySortRequest', 'field'));
    expect([...VARIABLE_SORT_FIELDS]).toEqual(field('zVariableSearchQuerySortRequest', 'field'));
    expect([...INCIDENT_SORT_FIELDS]).toEqual(field('zIncidentSearchQuerySortRequest', 'field'));
    expect([...USER_TASK_STATES]).toEqual(enumValues('zUserTaskStateEnum'));
    // businessId: Camunda 8.10, beyond the 8.9 client
    expect(USER_TASK_SORT_FIELDS.filter((name) => name !== 'businessId')).toEqual(field('zUserTaskSearchQuerySortRequest', 'field'));
    expect([...VARIABLE_SORT_FIELDS]).toEqual(field('zUserTaskVariableSearchQuerySortRequest', 'field'));
    expect([...MESSAGE_SUBSCRIPTION_STATES]).toEqual(enumValues('zMessageSubscriptionStateEnum'));
    expect([...MESSAGE_SUBSCRIPTION_SORT_FIELDS]).toEqual(field('zMessageSubscriptionSearchQuerySortRequest', 'field'));
  });
});
