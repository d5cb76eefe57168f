/**
 * HTTP basic auth with the embedded realm's users (AUTH_BASIC=true), as Camunda 8 Run's `demo:demo` is used: the same
 * caller as a token of the user, the same throttle as the realm's sign-ins, and a clear refusal while it is off.
 */
import type { CamundaUserResult, CreateProcessInstanceResult, SearchQueryResponse, UserTaskResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Metadata } from '@grpc/grpc-js';
import { clientAs, REALM_TOKEN_PATH } from '../testing/demo-tokens.js';
import { callStatus, gatewayClient } from '../testing/gateway-client.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';

const basic = (username: string, password: string) => ({ authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` });
const clientWithBasic = (baseUrl: string, username: string, password = username) => new HttpClient(baseUrl, basic(username, password));

/** A user task offered to nobody: no assignee, no candidate user or group. */
const UNOFFERED_TASK = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="unoffered-definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="unoffered" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:sequenceFlow id="to-task" sourceRef="start" targetRef="task" />
    <bpmn:userTask id="task" name="Nobody's task"><bpmn:extensionElements><zeebe:userTask /></bpmn:extensionElements></bpmn:userTask>
    <bpmn:sequenceFlow id="to-end" sourceRef="task" targetRef="end" />
    <bpmn:endEvent id="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** gRPC metadata with basic credentials. */
function basicMetadata(username: string, password: string): Metadata {
  const metadata = new Metadata();
  metadata.set('authorization', basic(username, password).authorization);
  return metadata;
}

describe('HTTP basic auth with AUTH_BASIC=true', () => {
  let engine: TestEngine;
  let grpcPort: number;

  beforeAll(async () => {
    grpcPort = await freePort();
    engine = await startTestEngine({
      env: { AUTH: 'oidc', AUTH_BASIC: 'true', GRPC_PORT: String(grpcPort), REALM_USER_FREE_FAILURES: '3', REALM_ADDRESS_FREE_FAILURES: '100' },
    });
  });
  afterAll(() => engine?.close());

  it('should take demo:demo as the administrator of every role and tenant', async () => {
    const me = await clientWithBasic(engine.baseUrl, 'demo').get<CamundaUserResult>('/v2/authentication/me');

    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ username: 'demo', roles: ['analyst', 'developer', 'reviewer', 'operator', 'admin'] });
    expect(me.body.tenants.map((tenant) => tenant.tenantId)).toEqual(['<default>', 'acme']);
  });

  it('should make a realm user the same caller as a token of that user makes them', async () => {
    const byPassword = await clientWithBasic(engine.baseUrl, 'alice').get<CamundaUserResult>('/v2/authentication/me');
    const byToken = await (await clientAs(engine.baseUrl, 'alice')).get<CamundaUserResult>('/v2/authentication/me');

    expect(byPassword.status).toBe(200);
    expect({ ...byPassword.body, canLogout: true }).toEqual({ ...byToken.body, canLogout: true });
  });

  it('should refuse a wrong password and an unknown user alike, naming neither password', async () => {
    const wrong = await clientWithBasic(engine.baseUrl, 'olga', 'secret-guess').get<{ detail: string }>('/v2/authentication/me');
    const unknown = await clientWithBasic(engine.baseUrl, 'mallory', 'mallory').get<{ detail: string }>('/v2/authentication/me');
    const garbled = await new HttpClient(engine.baseUrl, { authorization: 'Basic %%%' }).get<{ detail: string }>('/v2/authentication/me');

    expect([wrong.status, unknown.status, garbled.status]).toEqual([401, 401, 401]);
    expect(wrong.body.detail).toBe('The basic credentials are refused: unknown user or wrong password');
    expect(unknown.body.detail).toBe(wrong.body.detail);
    expect(wrong.body.detail).not.toContain('secret-guess');
    expect(garbled.body.detail).toBe('The basic credentials are not base64 of user:password');
    expect(wrong.headers.get('www-authenticate')).toContain('Basic realm="baton"');
  });

  it("should make a guessed user wait, at basic auth and at the realm's token endpoint alike", async () => {
    for (let guess = 0; guess < 3; guess++)
      expect((await clientWithBasic(engine.baseUrl, 'ann', `guess${guess}`).get('/v2/authentication/me')).status).toBe(401);

    const blocked = await clientWithBasic(engine.baseUrl, 'ann').get<{ detail: string }>('/v2/authentication/me');
    const grant = await fetch(`${engine.baseUrl}${REALM_TOKEN_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: 'baton-cli', username: 'ann', password: 'ann' }).toString(),
    });
    const dave = await clientWithBasic(engine.baseUrl, 'dave').get('/v2/authentication/me');

    expect(blocked.status).toBe(429);
    expect(blocked.body.detail).toMatch(/^too many failed sign-ins: try again in \d+ s$/);
    expect(grant.status).toBe(429);
    expect(dave.status).toBe(200);
  });

  it("should take the same credentials in the gRPC gateway's authorization metadata", async () => {
    const client = gatewayClient(grpcPort);
    try {
      const message = { name: 'm', correlationKey: 'k' };
      const asDemo = await callStatus(client, 'PublishMessage', message, basicMetadata('demo', 'demo'));
      const asReviewer = await callStatus(client, 'PublishMessage', message, basicMetadata('bob', 'bob'));
      const wrong = await callStatus(client, 'PublishMessage', message, basicMetadata('olga', 'wrong'));

      expect([asDemo.code, asReviewer.code, wrong.code]).toEqual([0, 7, 16]);
      expect(wrong.details).toBe('The basic credentials are refused: unknown user or wrong password');
    } finally {
      client.close();
    }
  });

  it('should let demo complete a user task offered to nobody, which a reviewer cannot even see', async () => {
    const demo = clientWithBasic(engine.baseUrl, 'demo');
    expect((await demo.deploy({ 'unoffered.bpmn': UNOFFERED_TASK })).status).toBe(200);
    const started = await demo.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'unoffered' });
    const found = await demo.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    const userTaskKey = found.body.items[0]?.userTaskKey ?? '';

    const byReviewer = await clientWithBasic(engine.baseUrl, 'bob').post(`/v2/user-tasks/${userTaskKey}/completion`, {});
    const byDemo = await demo.post(`/v2/user-tasks/${userTaskKey}/completion`, {});

    expect(byReviewer.status).toBe(404);
    expect(byDemo.status).toBe(204);
    expect((await demo.get<UserTaskResult>(`/v2/user-tasks/${userTaskKey}`)).body.state).toBe('COMPLETED');
  });
});

describe('HTTP basic auth while AUTH_BASIC is off (the default)', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
  });
  afterAll(() => engine?.close());

  it('should refuse even the right password, saying how to turn it on', async () => {
    const refused = await clientWithBasic(engine.baseUrl, 'demo').get<{ detail: string }>('/v2/authentication/me');
    const none = await new HttpClient(engine.baseUrl).get<{ detail: string }>('/v2/authentication/me');

    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe('basic auth is off: set AUTH_BASIC=true or use a bearer token');
    expect(refused.headers.get('www-authenticate')).toBe('Bearer realm="baton"');
    expect(none.body.detail).toBe('The request has no bearer token (Authorization: Bearer <access token>)');
  });

  it('should still serve demo as the administrator through its token', async () => {
    const me = await (await clientAs(engine.baseUrl, 'demo')).get<CamundaUserResult>('/v2/authentication/me');

    expect(me.status).toBe(200);
    expect(me.body.roles).toContain('admin');
  });
});
