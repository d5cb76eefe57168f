/**
 * The first of Camunda's authorizations Baton enforces: PROCESS_DEFINITION CREATE_PROCESS_INSTANCE lets a caller
 * start the processes it names (or every one, `*`) beyond what its Baton roles allow, whether the user owns it or its
 * group, role or a mapping rule its token matches does. Real tokens of the embedded realm; authorizations written with
 * the official client.
 */
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientWithToken, passwordToken } from '../testing/demo-tokens.js';
import { bearer, callStatus, type GatewayClient, gatewayClient } from '../testing/gateway-client.js';
import type { HttpClient } from '../testing/http-client.js';
import { basicCamundaClient, type CamundaClient, clientInput as input } from '../testing/official-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PICK_SHIP = fileURLToPath(new URL('../process-instances/process-instance-search.pick-ship.bpmn', import.meta.url));
const JOB_PROCESS = fileURLToPath(new URL('../jobs/job-process.bpmn', import.meta.url));

const startAs = async (client: HttpClient, processDefinitionId: string) => {
  const { status, body } = await client.post<{ detail?: string }>('/v2/process-instances', { processDefinitionId });
  return status === 200 ? 200 : { status, detail: body.detail };
};

describe("Camunda's authorization to start a process (embedded realm, official client)", () => {
  let engine: TestEngine;
  let gateway: GatewayClient;
  let admin: CamundaClient;
  let ivanKey: string;
  const tokenOf = async (username: string, password: string) => clientWithToken(engine.baseUrl, await passwordToken(engine.baseUrl, username, password));
  const grant = async (ownerType: string, ownerId: string, resourceId: string) =>
    (
      await admin.createAuthorization(
        input('createAuthorization', { ownerType, ownerId, resourceType: 'PROCESS_DEFINITION', resourceId, permissionTypes: ['CREATE_PROCESS_INSTANCE'] }),
      )
    ).authorizationKey as string;

  beforeAll(async () => {
    const grpcPort = await freePort();
    engine = await startTestEngine({ env: { AUTH: 'oidc', AUTH_BASIC: 'true', GRPC_PORT: String(grpcPort) } });
    gateway = gatewayClient(grpcPort);
    admin = basicCamundaClient(engine.baseUrl, 'demo');
    await admin.deployResourcesFromFiles([PICK_SHIP, JOB_PROCESS]);
    for (const [username, email] of [
      ['ivan', 'ivan@example.test'],
      ['judy', 'judy@starters.test'],
    ]) {
      await admin.createUser(input('createUser', { username, password: `${username}-pass`, email }));
      await admin.assignUserToTenant(input('assignUserToTenant', { tenantId: '<default>', username }));
    }
    ivanKey = await grant('USER', 'ivan', 'pick-ship');
    await admin.createMappingRule(
      input('createMappingRule', { mappingRuleId: 'starters', name: 'Starters', claimName: 'email', claimValue: 'judy@starters.test' }),
    );
    await grant('MAPPING_RULE', 'starters', '*');
    await grant('USER', 'bob', 'job-process');
  });
  afterAll(async () => {
    gateway?.close();
    await engine?.close();
  });

  it('should let a user without a role start the process its authorization names, and nothing more', async () => {
    const ivan = await tokenOf('ivan', 'ivan-pass');

    const granted = await startAs(ivan, 'pick-ship');
    const other = await startAs(ivan, 'job-process');
    const search = await ivan.post('/v2/process-instances/search', {});

    expect(granted).toBe(200);
    expect(other).toEqual({ status: 403, detail: expect.stringContaining('holds no authorization') });
    expect(search.status).toBe(403);
  });

  it("should decide the same on the gRPC gateway's CreateProcessInstance", async () => {
    const asIvan = bearer(await passwordToken(engine.baseUrl, 'ivan', 'ivan-pass'));

    const granted = await callStatus(gateway, 'CreateProcessInstance', { bpmnProcessId: 'pick-ship', version: -1 }, asIvan);
    const other = await callStatus(gateway, 'CreateProcessInstance', { bpmnProcessId: 'job-process', version: -1 }, asIvan);

    expect(granted).toEqual({ code: 0, details: '' });
    expect(other).toEqual({ code: 7, details: expect.stringContaining('holds no authorization') });
  });

  it("should let a mapping rule's authorization for every process through, and a reviewer start a process without a start form", async () => {
    const judy = await tokenOf('judy', 'judy-pass');
    const bob = await tokenOf('bob', 'bob');

    const judyStarts = [await startAs(judy, 'pick-ship'), await startAs(judy, 'job-process')];
    const bobStarts = [await startAs(bob, 'job-process'), await startAs(bob, 'pick-ship')];

    expect(judyStarts).toEqual([200, 200]);
    expect(bobStarts).toEqual([200, { status: 403, detail: expect.stringContaining('start form') }]);
  });

  it('should take the permission away at the next request once the authorization is deleted', async () => {
    const ivan = await tokenOf('ivan', 'ivan-pass');
    const before = await startAs(ivan, 'pick-ship');

    await admin.deleteAuthorization(input('deleteAuthorization', { authorizationKey: ivanKey }));
    const after = await startAs(ivan, 'pick-ship');

    expect(before).toBe(200);
    expect(after).toMatchObject({ status: 403 });
  });
});
