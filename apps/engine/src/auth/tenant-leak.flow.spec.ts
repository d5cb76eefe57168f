import { readFileSync } from 'node:fs';
import { API_ROUTES, DEFAULT_TENANT_ID } from '@baton/api-contract';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { type FakeIssuer, startFakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { REALM_IDENTITY_OPERATIONS } from '../identity/realm-identity.routes.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
const USER_TASK = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="acme-secret-approval" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:userTask id="approve"><bpmn:extensionElements><zeebe:userTask /><zeebe:assignmentDefinition candidateGroups="acme-board" /></bpmn:extensionElements></bpmn:userTask>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="a" sourceRef="start" targetRef="approve" />
    <bpmn:sequenceFlow id="b" sourceRef="approve" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;
/** What only the tenant acme may know: its tenant id, its process ids, its variable values. */
/** Every route that reads or writes a tenant's data: the realm's users, groups, roles and tenants belong to none. */
const TENANT_ROUTES = API_ROUTES.filter((route) => !REALM_IDENTITY_OPERATIONS.has(route.operationId));
const ACME_SECRETS = ['acme', 'flagged', 'paid-a', 'acme-secret-approval', 'acme-confidential-value'];
const admin = (tenantIds: string[]): TokenClaims => ({
  preferred_username: `admin-of-${tenantIds.join('-')}`,
  realm_access: { roles: ['admin'] },
  tenant_ids: tenantIds,
});

/**
 * No endpoint lets a caller see another tenant's data: not through search results, not through their counts, not
 * through a key of the other tenant's resource (404, as for a key that does not exist), and not through error
 * messages. Tenant acme has instances, jobs, an incident, user tasks, variables, subscriptions and audit entries; an
 * administrator of <default> only (which holds nothing) asks every route of the API.
 */
describe('tenant isolation on every route', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;
  let acme: HttpClient;
  let outsider: HttpClient;
  const acmeKeys = new Set<string>();

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer } });
    acme = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(admin(['acme']))}` });
    outsider = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(admin([DEFAULT_TENANT_ID]))}` });

    // acme's data, of every kind a route can name
    const deployed = await acme.deploy<DeploymentResult>(
      { 'flagged.bpmn': fixture('../drills/flagged.bpmn'), 'paid-a.bpmn': fixture('../drills/paid-a.bpmn'), 'approval.bpmn': USER_TASK },
      'acme',
    );
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    acmeKeys.add(deployed.body.deploymentKey);
    for (const deployment of deployed.body.deployments) if (deployment.processDefinition) acmeKeys.add(deployment.processDefinition.processDefinitionKey);
    const instances: string[] = [];
    for (const processDefinitionId of ['flagged', 'flagged', 'paid-a', 'acme-secret-approval', 'paid-a']) {
      const started = await acme.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId,
        tenantId: 'acme',
        variables: { orderId: 'acme-order', secret: 'acme-confidential-value' },
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      instances.push(started.body.processInstanceKey);
    }
    for (const key of instances) acmeKeys.add(key);
    const activated = await acme.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'drill-flagged-work',
      worker: 'acme',
      timeout: 60_000,
      maxJobsToActivate: 2,
      tenantIds: ['acme'],
    });
    const [failing, open] = activated.body.jobs;
    expect((await acme.post(`/v2/jobs/${failing!.jobKey}/failure`, { retries: 0, errorMessage: 'acme-confidential-value' })).status).toBe(204);
    acmeKeys.add(failing!.jobKey).add(open!.jobKey);
    const canceled = instances.at(-1);
    const pg = engine.app.get(PgPool);
    await eventually(async () => (await pg.query(`select 1 from incident`)).length, 1);
    // every row in the database is acme's: the outsider's tenant holds nothing
    for (const table of ['incident', 'user_task', 'element_instance', 'variable', 'event_subscription']) {
      for (const row of await pg.query<{ key: string }>(`select key::text as key from ${table} limit 20`)) acmeKeys.add(row.key);
    }
    expect((await acme.post(`/v2/process-instances/${canceled}/cancellation`, {})).status).toBe(204);
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  const leaks = (text: string) => ACME_SECRETS.filter((secret) => text.includes(secret));

  it('should find none of the other tenant in any search, nor count it', async () => {
    // given: acme's own searches find its data (so the outsider's empty answers are the tenant check's)
    const acmeInstances = await acme.post<{ page: { totalItems: number } }>('/v2/process-instances/search', {});
    expect(acmeInstances.body.page.totalItems).toBeGreaterThan(0);

    // when
    const answers: string[] = [];
    for (const route of TENANT_ROUTES.filter(
      (candidate) => candidate.method === 'post' && candidate.path.endsWith('/search') && !candidate.path.includes('{'),
    )) {
      const response = await outsider.post<{ items?: unknown[]; page?: { totalItems: number } }>(route.path, {});
      const text = JSON.stringify(response.body);
      answers.push(`${route.path} ${response.status} items ${response.body.items?.length} total ${response.body.page?.totalItems} leaks [${leaks(text)}]`);
    }

    // then
    expect(answers.filter((answer) => !/ 200 items 0 total 0 leaks \[\]$/.test(answer))).toEqual([]);
  });

  it("should answer every route that names one of the other tenant's keys as if it did not exist, saying nothing of it", async () => {
    const answers: string[] = [];
    const routesAnswering404 = new Set<string>();
    for (const route of TENANT_ROUTES.filter((candidate) => /\{[^}]+\}/.test(candidate.path) && candidate.body?.contentType === undefined)) {
      for (const key of acmeKeys) {
        const path = route.path.replace(/\{[^}]+\}/g, key);
        const response = await outsider.request(route.method.toUpperCase(), path, route.body ? {} : undefined);
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body);
        // 404 as for a key that does not exist; 400 when the body the route needs is missing (checked before the key)
        if (response.status === 404) routesAnswering404.add(`${route.method} ${route.path}`);
        if (![400, 404].includes(response.status) || leaks(text).length > 0) {
          answers.push(`${route.method.toUpperCase()} ${path} ${response.status} leaks [${leaks(text)}] ${text.slice(0, 120)}`);
        }
      }
    }
    expect(answers).toEqual([]);
    // the keys reached the tenant check of most routes, not only their body validation
    expect(routesAnswering404.size).toBeGreaterThan(30);
  });
});
