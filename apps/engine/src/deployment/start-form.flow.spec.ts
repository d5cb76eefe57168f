import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult, FormResult, ProcessDefinitionResult, SearchQueryResponse, UserTaskResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** The tasklist's example models: a process with a start form and a user task form, and one without a start form. */
const example = (name: string) => readFileSync(new URL(`../../../../examples/tasklist/${name}`, import.meta.url), 'utf8');
const RESOURCES = Object.fromEntries(
  ['invoice-approval.bpmn', 'invoice-request.form', 'invoice-approval.form', 'shipment-check.bpmn', 'shipment-check.form'].map((name) => [name, example(name)]),
);

describe('start forms, and reviewers starting processes through them', () => {
  let engine: TestEngine;
  let dave: HttpClient;
  let alice: HttpClient;
  const keys: Record<string, string> = {};

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    [dave, alice] = await Promise.all(['dave', 'alice'].map((name) => clientAs(engine.baseUrl, name)));
    const deployed = await dave.deploy<{ deployments: { processDefinition: ProcessDefinitionResult | null }[] }>(RESOURCES);
    expect(deployed.status).toBe(200);
    for (const { processDefinition } of deployed.body.deployments) {
      if (processDefinition) keys[processDefinition.processDefinitionId] = processDefinition.processDefinitionKey;
    }
  });
  afterAll(() => engine?.close());

  it('should say which definitions have a start form, and find them by it', async () => {
    const invoice = await alice.get<ProcessDefinitionResult>(`/v2/process-definitions/${keys['invoice-approval']}`);
    const shipment = await alice.get<ProcessDefinitionResult>(`/v2/process-definitions/${keys['shipment-check']}`);
    const withForm = await alice.post<SearchQueryResponse<ProcessDefinitionResult>>('/v2/process-definitions/search', { filter: { hasStartForm: true } });

    expect([invoice.body.hasStartForm, shipment.body.hasStartForm]).toEqual([true, false]);
    expect(withForm.body.items.map((definition) => [definition.processDefinitionId, definition.hasStartForm])).toEqual([['invoice-approval', true]]);
  });

  it('should serve the start form linked on the none start event, and 204 for a process without one', async () => {
    const form = await alice.get<FormResult>(`/v2/process-definitions/${keys['invoice-approval']}/form`);
    const none = await alice.get(`/v2/process-definitions/${keys['shipment-check']}/form`);

    expect(form.status).toBe(200);
    expect(form.body).toMatchObject({ formId: 'invoice-request', version: 1, tenantId: '<default>' });
    expect(JSON.parse(form.body.schema)).toMatchObject({ id: 'invoice-request' });
    expect(none.status).toBe(204);
  });

  it('should let a reviewer start a process with a start form, whose task then links its own form', async () => {
    // when alice starts an invoice approval with the start form's values
    const variables = { supplier: 'Helios', invoiceNumber: 'H-1', amount: 1200 };
    const started = await alice.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionKey: keys['invoice-approval'], variables });

    // then the finance task is hers to see, with its linked form
    expect(started.status).toBe(200);
    const tasks = await alice.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    expect(tasks.body.items).toMatchObject([{ elementId: 'approve-invoice', candidateGroups: ['finance'], priority: 80 }]);
    const form = await alice.get<FormResult>(`/v2/user-tasks/${tasks.body.items[0]?.userTaskKey}/form`);
    expect(form.body.formId).toBe('invoice-approval');
  });

  it('should refuse a reviewer a process without a start form, or a start elsewhere than its start event', async () => {
    const noForm = await alice.post<{ detail: string }>('/v2/process-instances', { processDefinitionId: 'shipment-check', variables: { express: false } });
    const elsewhere = await alice.post<{ detail: string }>('/v2/process-instances', {
      processDefinitionId: 'invoice-approval',
      startInstructions: [{ elementId: 'approved' }],
    });

    expect(noForm.status).toBe(403);
    expect(noForm.body.detail).toContain('may only start processes with a start form');
    expect(elsewhere.status).toBe(403);
    expect((await dave.post('/v2/process-instances', { processDefinitionId: 'shipment-check', variables: { express: false } })).status).toBe(200);
  });
});
