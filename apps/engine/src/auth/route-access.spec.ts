/**
 * Generated from the route table and its access table: every route refuses a missing, expired, wrongly signed or
 * foreign-audience token (401) and a token without one of its roles (403), lets a token with one of them through,
 * and answers a key of another tenant's resource as if it did not exist (404). Tokens come from a stand-in
 * issuer (OIDC_ISSUER), the way a real Keycloak is configured.
 */
import { readFileSync } from 'node:fs';
import { API_ROUTES, type ApiRoute, type CreateProcessInstanceResult, DEFAULT_TENANT_ID, pathParameterNames, ROLES, routeAccess } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { startFakeIssuer, type FakeIssuer, type TokenClaims } from '../testing/fake-issuer.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { REALM_IDENTITY_OPERATIONS } from '../identity/realm-identity.routes.js';
import { OWNED_PATH_PARAMETERS } from './resource-tenants.js';

const TENANT_WORK = readFileSync(new URL('./tenant-work.bpmn', import.meta.url), 'utf8');
const TENANT_RULES = `<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="tenant-rules" name="Tenant rules" namespace="n">
  <decision id="tenant-rule" name="Tenant rule"><literalExpression><text>"acme"</text></literalExpression></decision>
</definitions>`;
const UNKNOWN_KEY = '1';

const claimsFor = (roles: string[], tenants: string[] = [DEFAULT_TENANT_ID]): TokenClaims => ({
  preferred_username: `user-with-${roles.join('-') || 'no-role'}`,
  realm_access: { roles },
  groups: [],
  tenant_ids: tenants,
});

const urlOf = (baseUrl: string, route: ApiRoute, keys: Record<string, string> = {}) =>
  `${baseUrl}${route.path.replace(/\{([^}]+)\}/g, (_, name: string) => keys[name] ?? UNKNOWN_KEY)}`;

async function call(baseUrl: string, route: ApiRoute, token: string | undefined, keys?: Record<string, string>) {
  const jsonBody = route.body && route.body.contentType === undefined;
  const response = await fetch(urlOf(baseUrl, route, keys), {
    method: route.method.toUpperCase(),
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(jsonBody ? { 'content-type': 'application/json' } : {}) },
    ...(jsonBody ? { body: '{}' } : {}),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers };
}

const protectedRoutes = API_ROUTES.filter((route) => routeAccess(route.operationId).allow !== 'public');
const roleRoutes = protectedRoutes.flatMap((route) => {
  const allow = routeAccess(route.operationId).allow;
  if (allow === 'public' || allow === 'authenticated') return [];
  const refused = ROLES.filter((role) => role !== 'admin' && !allow.includes(role));
  return [{ route, name: `${route.method.toUpperCase()} ${route.path}`, allowed: allow[0] ?? 'admin', refused }];
});
/** The realm's users, groups, roles and tenants: named by ids, of no tenant, refused (501) while OIDC_ISSUER owns them. */
const IDENTITY_OPERATIONS = REALM_IDENTITY_OPERATIONS;
const keyedRoutes = API_ROUTES.filter(
  (route) => pathParameterNames(route.path).some((name) => name.endsWith('Key')) && !IDENTITY_OPERATIONS.has(route.operationId),
);
const searchRoutes = API_ROUTES.filter(
  (route) => route.path.endsWith('/search') && pathParameterNames(route.path).length === 0 && !IDENTITY_OPERATIONS.has(route.operationId),
);

describe('route access (generated from the route table)', () => {
  let issuer: FakeIssuer;
  let engine: TestEngine;

  beforeAll(async () => {
    issuer = await startFakeIssuer();
    engine = await startTestEngine({ env: { AUTH: 'oidc', OIDC_ISSUER: issuer.issuer, CLOCK_CONTROL: 'true' } });
  });
  afterAll(async () => {
    await engine?.close();
    await issuer?.close();
  });

  it('declares the access of every route', () => {
    expect(
      API_ROUTES.map((route) => () => routeAccess(route.operationId)).filter((read) => {
        try {
          read();
          return false;
        } catch {
          return true;
        }
      }),
    ).toEqual([]);
    expect(protectedRoutes.length).toBeGreaterThan(40);
  });

  describe.each(protectedRoutes.map((route) => ({ route, name: `${route.method.toUpperCase()} ${route.path}` })))('$name', ({ route }) => {
    it('should answer 401 without a token', async () => {
      const response = await call(engine.baseUrl, route, undefined);
      expect(response.status, response.text).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer/);
    });

    it('should answer 401 for an expired token', async () => {
      const expired = await issuer.token({ ...claimsFor(['admin']), iat: 1_000_000, exp: 1_000_060 });
      const response = await call(engine.baseUrl, route, expired);
      expect(response.status, response.text).toBe(401);
      expect(response.text).toContain('expired');
    });

    it('should answer 401 for a token signed with an unknown key', async () => {
      const response = await call(engine.baseUrl, route, await issuer.foreignToken(claimsFor(['admin'])));
      expect(response.status, response.text).toBe(401);
    });

    it('should answer 401 for a token of another audience', async () => {
      const response = await call(engine.baseUrl, route, await issuer.token({ ...claimsFor(['admin']), aud: 'other-api' }));
      expect(response.status, response.text).toBe(401);
    });
  });

  describe.each(roleRoutes)('$name', ({ route, allowed, refused }) => {
    it.each(refused)('should answer 403 to a %s', async (role) => {
      const response = await call(engine.baseUrl, route, await issuer.token(claimsFor([role])));
      expect(response.status, response.text).toBe(403);
    });

    it('should let one of its roles and an admin through', async () => {
      for (const role of [allowed, 'admin']) {
        const response = await call(engine.baseUrl, route, await issuer.token(claimsFor([role])));
        expect([401, 403], `${role}: ${response.status} ${response.text}`).not.toContain(response.status);
        if (IDENTITY_OPERATIONS.has(route.operationId)) expect(response.status, response.text).toBe(501);
        else expect(response.status, response.text).toBeLessThan(500);
      }
    });
  });

  describe("another tenant's resources", () => {
    const keys: Record<string, string> = {};
    let acmeAdmin: HttpClient;

    beforeAll(async () => {
      acmeAdmin = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(claimsFor(['admin'], ['acme']))}` });
      const deployed = await acmeAdmin.deploy<{
        deployments: {
          processDefinition?: { processDefinitionKey: string };
          decisionDefinition?: { decisionDefinitionKey: string; decisionRequirementsKey: string };
        }[];
      }>({ 'tenant-work.bpmn': TENANT_WORK, 'tenant-rules.dmn': TENANT_RULES }, 'acme');
      expect(deployed.status).toBe(200);
      keys.processDefinitionKey = deployed.body.deployments[0]?.processDefinition?.processDefinitionKey ?? '';
      const decision = deployed.body.deployments.find((deployment) => deployment.decisionDefinition)?.decisionDefinition;
      keys.decisionDefinitionKey = decision?.decisionDefinitionKey ?? '';
      keys.decisionRequirementsKey = decision?.decisionRequirementsKey ?? '';
      const evaluated = await acmeAdmin.post<{ decisionEvaluationKey: string; evaluatedDecisions: { decisionEvaluationInstanceKey: string }[] }>(
        '/v2/decision-definitions/evaluation',
        {
          decisionDefinitionId: 'tenant-rule',
          tenantId: 'acme',
        },
      );
      keys.decisionEvaluationInstanceKey = evaluated.body.evaluatedDecisions[0]?.decisionEvaluationInstanceKey ?? '';
      keys.decisionEvaluationKey = evaluated.body.decisionEvaluationKey;
      // its deletion is refused to the other tenant before anything else (and, for acme, while the instance below runs)
      keys.resourceKey = keys.processDefinitionKey;
      const started = await acmeAdmin.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'tenant-work',
        tenantId: 'acme',
        variables: { candidates: ['alice'] },
      });
      expect(started.status).toBe(200);
      keys.processInstanceKey = started.body.processInstanceKey;
      const activated = await acmeAdmin.post<{ jobs: { jobKey: string }[] }>('/v2/jobs/activation', {
        type: 'tenant-work',
        timeout: 60_000,
        maxJobsToActivate: 1,
        tenantIds: ['acme'],
      });
      keys.jobKey = activated.body.jobs[0]?.jobKey ?? '';
      expect((await acmeAdmin.post(`/v2/jobs/${keys.jobKey}/failure`, { retries: 0, errorMessage: 'no' })).status).toBe(204);
      const first = async <T>(path: string, filter: Record<string, unknown>) =>
        (await acmeAdmin.post<{ items: T[] }>(path, { filter: { processInstanceKey: keys.processInstanceKey, ...filter } })).body.items[0];
      const incident = () => first<{ incidentKey: string }>('/v2/incidents/search', {});
      await eventually(async () => (await incident()) !== undefined, true);
      keys.incidentKey = (await incident())?.incidentKey ?? '';
      keys.userTaskKey = (await first<{ userTaskKey: string }>('/v2/user-tasks/search', {}))?.userTaskKey ?? '';
      keys.elementInstanceKey =
        (await first<{ elementInstanceKey: string }>('/v2/element-instances/search', { elementId: 'review' }))?.elementInstanceKey ?? '';
      keys.variableKey = (await first<{ variableKey: string }>('/v2/variables/search', { name: 'candidates' }))?.variableKey ?? '';
      // no ad-hoc sub-process here: the tenant check reads an element instance's tenant for it as well
      keys.adHocSubProcessInstanceKey = keys.elementInstanceKey;
      // a batch over the one instance, with a plan its item refuses: the instance stays as it is
      const batch = await acmeAdmin.post<{ batchOperationKey: string }>('/v2/process-instances/migration', {
        filter: { processInstanceKey: keys.processInstanceKey },
        migrationPlan: { targetProcessDefinitionKey: keys.processDefinitionKey, mappingInstructions: [] },
      });
      keys.batchOperationKey = batch.body.batchOperationKey;
      keys.modelKey = (await acmeAdmin.post<{ modelKey: string }>('/baton/v1/models', { name: 'Acme work', xml: TENANT_WORK, tenantId: 'acme' })).body.modelKey;
      // an audit log entry of acme's: an update of the failed job's retries (its incident stays until resolved)
      expect((await acmeAdmin.request('PATCH', `/v2/jobs/${keys.jobKey}`, { changeset: { retries: 1 } })).status).toBe(204);
      keys.auditLogKey =
        (await acmeAdmin.post<{ items: { auditLogKey: string; tenantId: string }[] }>('/v2/audit-logs/search', { filter: { tenantId: 'acme' } })).body.items[0]
          ?.auditLogKey ?? '';
      // a saved task filter is its owner's, of no tenant: anyone else is answered as for a key that exists nowhere
      const owner = await issuer.token({ ...claimsFor(['reviewer'], ['acme']), preferred_username: 'acme-reviewer' });
      const acmeReviewer = new HttpClient(engine.baseUrl, { authorization: `Bearer ${owner}` });
      keys.savedTaskFilterKey = (
        await acmeReviewer.post<{ savedTaskFilterKey: string }>('/baton/v1/task-filters', { name: 'Acme', filter: {} })
      ).body.savedTaskFilterKey;
      // a decision instance's key is its evaluation's key and its index
      for (const parameter of OWNED_PATH_PARAMETERS) expect(keys[parameter], parameter).toMatch(/^\d+(-\d+)?$/);
    });

    it('should name a resource for every key parameter of the route table', () => {
      const parameters = new Set(keyedRoutes.flatMap((route) => pathParameterNames(route.path)));
      expect([...parameters].filter((name) => !OWNED_PATH_PARAMETERS.includes(name))).toEqual([]);
    });

    it.each(keyedRoutes.map((route) => ({ route, name: `${route.method.toUpperCase()} ${route.path}` })))(
      '$name should answer 404 to an admin of <default> only',
      async ({ route }) => {
        const otherTenantAdmin = await issuer.token(claimsFor(['admin'], [DEFAULT_TENANT_ID]));
        const response = await call(engine.baseUrl, route, otherTenantAdmin, keys);
        expect(response.status, response.text).toBe(404);
        // refused by the access control, not by a handler that did not find it
        expect((JSON.parse(response.text) as { detail: string }).detail).toMatch(/^No [a-z ]+ with key '\d+(-\d+)?' was found$/);
        // and reads exactly as the answer for a key that exists nowhere
        const missingKeys = Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, `9${key}`]));
        const missing = await call(engine.baseUrl, route, otherTenantAdmin, missingKeys);
        const withoutKeys = (text: string, used: Record<string, string>) =>
          Object.values(used).reduce((redacted, key) => redacted.replaceAll(key, '<key>'), text);
        expect(withoutKeys(response.text, keys)).toBe(withoutKeys(missing.text, missingKeys));
      },
    );

    it.each(searchRoutes.map((route) => ({ route, name: `POST ${route.path}` })))(
      '$name should not return it to an admin of <default> only',
      async ({ route }) => {
        const otherTenantAdmin = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(claimsFor(['admin'], [DEFAULT_TENANT_ID]))}` });
        const found = await otherTenantAdmin.post<{ items: { tenantId?: string }[]; page: { totalItems: number } }>(route.path, {});
        expect(found.status).toBe(200);
        expect(found.body.items).toEqual([]);
        // not even counted
        expect(found.body.page.totalItems).toBe(0);
      },
    );

    it("should answer a search by another tenant's key as a search for a key that exists nowhere", async () => {
      const otherTenantAdmin = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(claimsFor(['admin'], [DEFAULT_TENANT_ID]))}` });
      for (const path of ['/v2/process-instances/search', '/v2/incidents/search', '/v2/jobs/search', '/v2/user-tasks/search', '/v2/variables/search']) {
        const found = await otherTenantAdmin.post<{ items: unknown[]; page: { totalItems: number } }>(path, {
          filter: { processInstanceKey: keys.processInstanceKey },
        });
        expect(found.status, path).toBe(200);
        expect([found.body.items, found.body.page.totalItems], path).toEqual([[], 0]);
      }
      // a name only acme's deployment has: the refusal to start it reads as the one for a process no one deployed
      const defaultDeveloper = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(claimsFor(['developer']))}` });
      const acmes = await defaultDeveloper.post<{ detail: string }>('/v2/process-instances', { processDefinitionId: 'tenant-work' });
      const nobodys = await defaultDeveloper.post<{ detail: string }>('/v2/process-instances', { processDefinitionId: 'tenant-wurk' });
      expect(acmes.status).toBe(nobodys.status);
      expect(acmes.body.detail.replace('tenant-work', '<id>')).toBe(nobodys.body.detail.replace('tenant-wurk', '<id>'));
    });

    it('should refuse to start, deploy, publish, broadcast or activate in a tenant the caller is not in', async () => {
      const defaultDeveloper = new HttpClient(engine.baseUrl, { authorization: `Bearer ${await issuer.token(claimsFor(['developer', 'analyst']))}` });
      const refusals = [
        await defaultDeveloper.post('/v2/process-instances', { processDefinitionId: 'tenant-work', tenantId: 'acme' }),
        await defaultDeveloper.post('/v2/messages/publication', { name: 'm', correlationKey: 'k', tenantId: 'acme' }),
        await defaultDeveloper.post('/v2/messages/correlation', { name: 'm', correlationKey: 'k', tenantId: 'acme' }),
        await defaultDeveloper.post('/v2/signals/broadcast', { signalName: 's', tenantId: 'acme' }),
        await defaultDeveloper.post('/v2/jobs/activation', { type: 'tenant-work', timeout: 1000, maxJobsToActivate: 1, tenantIds: ['acme'] }),
        await defaultDeveloper.deploy({ 'tenant-work.bpmn': TENANT_WORK }, 'acme'),
        await defaultDeveloper.post('/v2/process-instances', { processDefinitionKey: keys.processDefinitionKey }),
      ];
      expect(refusals.map((refusal) => refusal.status)).toEqual([403, 403, 403, 403, 403, 403, 404]);
    });
  });
});
