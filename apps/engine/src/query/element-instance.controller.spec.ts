import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, ElementInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const MODEL = readFileSync(new URL('./element-instances.wait.bpmn', import.meta.url), 'utf8');

describe('element instances over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let processInstanceKey: string;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'element-instances.wait.bpmn': MODEL })).status).toBe(200);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'element-instances-wait' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    processInstanceKey = started.body.processInstanceKey;
  });
  afterAll(() => engine?.close());

  const search = (body: unknown) => http.post<SearchQueryResponse<ElementInstanceResult>>('/v2/element-instances/search', body);

  it('should find the elements of an instance, never the process instance itself', async () => {
    // when
    const found = await search({ filter: { processInstanceKey } });

    // then
    expect(found.status).toBe(200);
    expect(found.body.items.map((item) => [item.elementId, item.type, item.state])).toEqual([
      ['start', 'START_EVENT', 'COMPLETED'],
      ['work', 'SERVICE_TASK', 'ACTIVE'],
    ]);
    expect(found.body.items.map((item) => item.elementInstanceKey)).not.toContain(processInstanceKey);
    expect(found.body.page).toMatchObject({ totalItems: 2, hasMoreTotalItems: false });
    // not even when asked for by type or key
    expect((await search({ filter: { type: 'PROCESS' } })).body.items).toEqual([]);
    expect((await search({ filter: { elementInstanceKey: processInstanceKey } })).body.items).toEqual([]);
  });

  it('should get an element instance by key, and answer 404 for the process instance key, as Camunda does', async () => {
    // given
    const [work] = (await search({ filter: { processInstanceKey, elementId: 'work' } })).body.items;

    // when
    const element = await http.get<ElementInstanceResult>(`/v2/element-instances/${work?.elementInstanceKey}`);
    const processItself = await http.get<{ status: number; detail: string }>(`/v2/element-instances/${processInstanceKey}`);

    // then
    expect(element.status).toBe(200);
    expect(element.body).toMatchObject({ elementId: 'work', elementName: 'Work', processInstanceKey, state: 'ACTIVE' });
    expect(processItself.status).toBe(404);
    expect(processItself.body.detail).toContain(processInstanceKey);
  });
});
