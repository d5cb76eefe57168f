import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult, IncidentResult, ProblemDetail } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

/** A model beside this spec. */
const model = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

/** The FEEL cases of issue 38, as Zeebe runs them: each model as a modeller draws it, started over HTTP. */
describe('FEEL in deployed models (issue 38)', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  /** Deploys the model `<processDefinitionId>.bpmn` once (each case deploys its own, so that one refused model fails one case only). */
  const deployments = new Map<string, Promise<void>>();
  function deployOnce(processDefinitionId: string): Promise<void> {
    let deployment = deployments.get(processDefinitionId);
    if (!deployment) {
      const file = `${processDefinitionId}.bpmn`;
      deployment = http.deploy({ [file]: model(file) }).then((deployed) => expect(deployed.status, JSON.stringify(deployed.body)).toBe(200));
      deployments.set(processDefinitionId, deployment);
    }
    return deployment;
  }

  async function start(processDefinitionId: string, variables: Record<string, unknown>): Promise<string> {
    await deployOnce(processDefinitionId);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  }

  /** The ids of the elements the instance entered, in no particular order. */
  async function enteredElements(processInstanceKey: string): Promise<string[]> {
    const found = await http.post<{ items: { elementId: string }[] }>('/v2/element-instances/search', { filter: { processInstanceKey } });
    return found.body.items.map((item) => item.elementId).sort();
  }

  async function variable(processInstanceKey: string, name: string): Promise<unknown> {
    const found = await http.post<{ items: { value: string }[] }>('/v2/variables/search', { filter: { processInstanceKey, name } });
    const value = found.body.items[0]?.value;
    return value === undefined ? undefined : JSON.parse(value);
  }

  it('raises an incident at a gateway whose conditions compare a text with a number, taking no path', async () => {
    const key = await start('amount-gateway', { amount: 'abc' });

    // Zeebe's type check of the condition's value raises it (ExpressionProcessor), not the gateway's search for a flow.
    const incidents = async () =>
      (await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey: key } })).body.items.map((incident) => ({
        elementId: incident.elementId,
        errorType: incident.errorType,
      }));
    await eventually(incidents, [{ elementId: 'check', errorType: 'EXTRACT_VALUE_ERROR' }]);
    await waitUntilIdle(engine);
    expect(await enteredElements(key)).toEqual(['check', 'start']);
  });

  it('takes the path of a number at the same gateway', async () => {
    const key = await start('amount-gateway', { amount: 150 });

    await eventually(() => enteredElements(key), ['check', 'large-order', 'start']);
  });

  it.each([
    ['a reply', { reply: 'approved' }, 'approved'],
    ['no reply', {}, 'no reply within the SLA'],
    // Camunda 8.4+ (feel-scala 1.17): `is defined(null)` is false, as its documentation's breaking-change note says.
    ['a null reply (not defined, as null is not)', { reply: null }, 'no reply within the SLA'],
  ])('carries the reply of an `if is defined(reply)` output mapping: %s', async (_case, completion, answer) => {
    const key = await start('sla-reply', {});
    const activated = await http.post<{ jobs: { jobKey: string; processInstanceKey: string }[] }>('/v2/jobs/activation', {
      type: 'ask-customer',
      maxJobsToActivate: 10,
      timeout: 60_000,
      worker: 'sla',
    });
    const job = activated.body.jobs.find((candidate) => candidate.processInstanceKey === key);
    expect(job).toBeDefined();
    expect((await http.post(`/v2/jobs/${job?.jobKey}/completion`, { variables: completion })).status).toBe(204);

    await eventually(() => enteredElements(key), ['ask-customer', 'read-answer', 'start']);
    expect(await variable(key, 'answer')).toEqual(answer);
  });

  it.each([
    ['some offers', ['fibre 1000'], 'present-offers'],
    ['no offers', [], 'apologise'],
  ])('compares a list with [] at a gateway (the telco solution): %s', async (_case, offers, end) => {
    const key = await start('offers-gateway', { offers });

    await eventually(() => enteredElements(key), ['any-offer', end, 'start'].sort());
  });

  it('deploys and evaluates a string literal over several lines (an AI agent prompt)', async () => {
    const key = await start('agent-prompt', { question: 'Where is my order?' });

    await eventually(() => variable(key, 'prompt'), "You are a helpful support agent.\n\nAnswer the customer's question:\nWhere is my order?");
  });

  it('refuses `=amount >> 100` at deploy, naming the attribute, the element and the position', async () => {
    const refused = await http.deploy<ProblemDetail>({ 'shift-operator.bpmn': model('shift-operator.bpmn') });

    expect(refused.status).toBe(400);
    expect(refused.body.detail).toContain("'shifted'");
    expect(refused.body.detail).toMatch(/invalid FEEL in the condition: syntax error at position \d+/);
  });
});
