import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult, ProcessInstanceResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../testing/demo-tokens.js';
import { eventually } from '../testing/eventually.js';
import type { HttpClient } from '../testing/http-client.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const MESSAGE_CATCH = readFileSync(new URL('../messages/message-catch.simple.bpmn', import.meta.url), 'utf8');

describe('tenants as the demo realm users', () => {
  let engine: TestEngine;
  let dave: HttpClient;
  let olga: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    [dave, olga] = await Promise.all(['dave', 'olga'].map((name) => clientAs(engine.baseUrl, name)));
    for (const tenantId of ['<default>', 'acme']) expect((await dave.deploy({ 'message-catch.bpmn': MESSAGE_CATCH }, tenantId)).status).toBe(200);
  });
  afterAll(() => engine?.close());

  const start = async (tenantId: string) =>
    (await dave.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'message-catch', tenantId, variables: { orderId: 'o-1' } }))
      .body.processInstanceKey;
  const stateOf = async (key: string) => (await olga.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  it('should correlate a message only within its tenant', async () => {
    // given the same process waiting for the same message in both tenants
    const inDefault = await start('<default>');
    const inAcme = await start('acme');

    // when the message is published in acme
    const published = await dave.post('/v2/messages/publication', { name: 'payment-received', correlationKey: 'o-1', tenantId: 'acme' });

    // then only acme's instance takes it
    expect(published.status).toBe(200);
    await eventually(() => stateOf(inAcme), 'COMPLETED');
    await waitUntilIdle(engine);
    expect(await stateOf(inDefault)).toBe('ACTIVE');
  });

  it("should show bob only <default>'s definitions, and give alice both", async () => {
    const [bob, alice] = await Promise.all(['bob', 'alice'].map((name) => clientAs(engine.baseUrl, name)));
    const tenantsSeenBy = async (client: HttpClient) =>
      (await client.post<{ items: { tenantId: string }[] }>('/v2/process-definitions/search', { filter: { processDefinitionId: 'message-catch' } })).body.items
        .map((item) => item.tenantId)
        .sort();

    expect(await tenantsSeenBy(bob)).toEqual(['<default>']);
    expect(await tenantsSeenBy(alice)).toEqual(['<default>', 'acme']);
  });
});
