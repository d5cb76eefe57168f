import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, DeploymentResult, IncidentResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS = readFileSync(new URL('./linked-resources.bpmn', import.meta.url), 'utf8');

describe('linked resources over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it("should deploy a task linking a resource, and raise Zeebe's RESOURCE_NOT_FOUND incident while no such resource is deployed", async () => {
    // when
    const deployed = await http.deploy<DeploymentResult>({ 'linked-resources.bpmn': PROCESS });
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'linked-resources' });

    // then
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const incidents = async () =>
      (
        await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', {
          filter: { processInstanceKey: started.body.processInstanceKey, state: 'ACTIVE' },
        })
      ).body.items.map((incident) => [incident.elementId, incident.errorType, incident.errorMessage]);
    await eventually(incidents, [
      [
        'robot',
        'RESOURCE_NOT_FOUND',
        "Expected to link a resource with id 'invoice-script', but no resource with this id is found, at least a resource with this id should be available. To resolve the Incident please deploy a resource with the same id.",
      ],
    ]);
  });
});
