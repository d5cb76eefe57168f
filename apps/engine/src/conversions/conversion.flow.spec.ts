// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the job header quotes the Camunda 7 delegate expression
import { readFileSync } from 'node:fs';
import type { ConversionResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs, clientWithToken, workerToken } from '../testing/demo-tokens.js';
import { eventually } from '../testing/eventually.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const CAMUNDA7_ORDER = readFileSync(new URL('./order.camunda7.bpmn', import.meta.url), 'utf8');
const ZEEBE_MODEL = readFileSync(new URL('../history/service-task.simple.bpmn', import.meta.url), 'utf8');

describe('POST /baton/v1/conversions', () => {
  let engine: TestEngine;
  let ann: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    ann = await clientAs(engine.baseUrl, 'ann');
  });
  afterAll(() => engine?.close());

  it('should convert a Camunda 7 model into one the engine deploys, listing what needs a person', async () => {
    // given a Camunda 7 model, which the engine refuses
    expect((await ann.deploy({ 'order.bpmn': CAMUNDA7_ORDER })).status).toBe(400);

    // when ann, an analyst, converts it
    const converted = await ann.post<ConversionResult>('/baton/v1/conversions', { xml: CAMUNDA7_ORDER });

    // then the result deploys, and the listener that was removed is noted on its element
    expect(converted.status).toBe(200);
    expect(converted.body.xml).toContain('<zeebe:taskDefinition type="chargeCard" />');
    expect(converted.body.notes.filter((note) => note.severity === 'manual')).toEqual([
      {
        elementId: 'charge',
        severity: 'manual',
        message: "the execution listener on 'end' (class com.example.AuditListener) was removed: move its logic into a task or a worker",
      },
    ]);
    const deployed = await ann.deploy<{ deployments: { processDefinition: { processDefinitionId: string } }[] }>({ 'order.bpmn': converted.body.xml });
    expect(deployed.status).toBe(200);
    expect(deployed.body.deployments[0]?.processDefinition.processDefinitionId).toBe('order-c7');
  });

  it('should run the converted model as Camunda 7 did: the mapped job input, the FEEL condition and the candidate group', async () => {
    // given the converted model, deployed
    const converted = await ann.post<ConversionResult>('/baton/v1/conversions', { xml: CAMUNDA7_ORDER });
    expect((await ann.deploy({ 'order.bpmn': converted.body.xml })).status).toBe(200);
    const worker = clientWithToken(engine.baseUrl, await workerToken(engine.baseUrl));

    // when an order over 1000 is charged by the worker of the former delegate
    const started = await worker.post<{ processInstanceKey: string }>('/v2/process-instances', {
      processDefinitionId: 'order-c7',
      variables: { order: { total: 1500 } },
    });
    const activated = await worker.post<{ jobs: { jobKey: string; variables: Record<string, unknown>; customHeaders: Record<string, string> }[] }>(
      '/v2/jobs/activation',
      { type: 'chargeCard', timeout: 60_000, maxJobsToActivate: 1 },
    );
    const [job] = activated.body.jobs;
    expect(job?.variables).toMatchObject({ amount: 1500 });
    expect(job?.customHeaders).toEqual({ delegateExpression: '${chargeCard}' });
    expect((await worker.post(`/v2/jobs/${job?.jobKey}/completion`, {})).status).toBe(204);

    // then the order waits for approval by the finance group
    const alice = await clientAs(engine.baseUrl, 'alice');
    const approvals = async () =>
      (
        await alice.post<{ items: { elementId: string; candidateGroups: string[] }[] }>('/v2/user-tasks/search', {
          filter: { processInstanceKey: started.body.processInstanceKey },
        })
      ).body.items.map((task) => [task.elementId, task.candidateGroups]);
    await eventually(approvals, [['approve', ['finance']]]);
  });

  it('should return a model that is not Camunda 7 unchanged, with a note saying so', async () => {
    const converted = await ann.post<ConversionResult>('/baton/v1/conversions', { xml: ZEEBE_MODEL });

    expect(converted.status).toBe(200);
    expect(converted.body.xml).toBe(ZEEBE_MODEL);
    expect(converted.body.notes).toEqual([expect.objectContaining({ severity: 'info', message: expect.stringContaining('returned unchanged') })]);
  });

  it('should refuse XML that cannot be read with a 400 naming the problem', async () => {
    const refused = await ann.post<{ status: number; detail: string }>('/baton/v1/conversions', {
      xml: '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL">',
    });

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toMatch(/^xml: the XML is not a readable BPMN 2.0 model: .*end of file/);
  });

  it('should refuse a request without xml with a 400 naming the field', async () => {
    const refused = await ann.post<{ detail: string }>('/baton/v1/conversions', {});

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain('xml');
  });

  it('should let analysts and developers convert, and nobody else', async () => {
    const convert = async (user: string) => (await (await clientAs(engine.baseUrl, user)).post('/baton/v1/conversions', { xml: ZEEBE_MODEL })).status;

    expect({ dave: await convert('dave'), alice: await convert('alice'), olga: await convert('olga') }).toEqual({ dave: 200, alice: 403, olga: 403 });
  });
});
