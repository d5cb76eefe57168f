import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ElementDurationQueryResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const CHARGE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://baton.dev/test">
  <bpmn:process id="durations" isExecutable="true">
    <bpmn:startEvent id="start" />
    <bpmn:serviceTask id="charge"><bpmn:extensionElements><zeebe:taskDefinition type="durations-charge" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:endEvent id="end" />
    <bpmn:sequenceFlow id="a" sourceRef="start" targetRef="charge" />
    <bpmn:sequenceFlow id="b" sourceRef="charge" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

const T0 = Date.parse('2026-12-01T10:00:00Z');

describe('time spent per element of a process version', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let definitionKey = '';

  beforeAll(async () => {
    // The clock is pinned to give each charge an exact duration.
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({ 'durations.bpmn': CHARGE });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    definitionKey = (deployed.body as DeploymentResult).deployments[0]!.processDefinition!.processDefinitionKey;
  });
  afterAll(async () => {
    await http?.post('/v2/clock/reset');
    await engine?.close();
  });

  /** One instance whose charge takes `seconds` on the pinned clock. */
  async function chargeTaking(seconds: number, startAt: number): Promise<void> {
    expect((await http.request('PUT', '/v2/clock', { timestamp: startAt })).status).toBe(204);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'durations' });
    expect(started.status).toBe(200);
    const activated = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'durations-charge',
      timeout: 60_000,
      maxJobsToActivate: 1,
    });
    expect(activated.body.jobs).toHaveLength(1);
    expect((await http.request('PUT', '/v2/clock', { timestamp: startAt + seconds * 1000 })).status).toBe(204);
    expect((await http.post(`/v2/jobs/${activated.body.jobs[0]!.jobKey}/completion`, {})).status).toBe(204);
  }

  it('should average, sum and bound the durations of the ended element instances, per element', async () => {
    await chargeTaking(4, T0);
    await chargeTaking(8, T0 + 60_000);
    // a third instance still charging counts nowhere yet
    expect((await http.post('/v2/process-instances', { processDefinitionId: 'durations' })).status).toBe(200);

    const answer = await http.get<ElementDurationQueryResult>(`/baton/v1/process-definitions/${definitionKey}/statistics/element-durations`);
    expect(answer.status).toBe(200);
    const charge = answer.body.items.find((item) => item.elementId === 'charge');
    expect(charge).toEqual({ elementId: 'charge', ended: 2, averageMs: 6000, maxMs: 8000, totalMs: 12_000 });
    expect(answer.body.items.map((item) => item.elementId)).toEqual(['charge', 'end', 'start']);
    expect(answer.body.items.find((item) => item.elementId === 'start')).toMatchObject({ ended: 3, maxMs: 0 });
  });

  it('should answer 404 for a version that does not exist', async () => {
    expect((await http.get('/baton/v1/process-definitions/2251799813999999/statistics/element-durations')).status).toBe(404);
  });
});
