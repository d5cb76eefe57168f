import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, SearchQueryResponse, VariableSearchResult } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const MODEL = readFileSync(new URL('./element-instances.wait.bpmn', import.meta.url), 'utf8');

describe('variable search over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'element-instances.wait.bpmn': MODEL })).status).toBe(200);
  });
  afterAll(() => engine?.close());

  it('should page by cursor through variables sorted by long values (each cursor stays short)', async () => {
    // given: values far longer than a cursor may be, two of them equal in their first characters
    const variables = { a: `x${'a'.repeat(100_000)}`, b: `x${'a'.repeat(100_000)}b`, c: 'w' };
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'element-instances-wait', variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const search = (page: Record<string, unknown>) =>
      http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', {
        filter: { processInstanceKey: started.body.processInstanceKey },
        sort: [{ field: 'value' }],
        page,
      });

    // when: one variable a page, forward by each page's end cursor
    const names: string[] = [];
    let page = await search({ limit: 1 });
    for (let pages = 0; pages < 5 && page.body.items.length > 0; pages++) {
      expect(page.status, JSON.stringify(page.body)).toBe(200);
      expect(page.body.page.endCursor?.length ?? 0).toBeLessThan(2_000);
      names.push(...page.body.items.map((item) => item.name));
      page = await search({ limit: 1, after: page.body.page.endCursor });
    }

    // then: every variable once, by value
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(names[0]).toBe('c');
    expect([...names].sort()).toEqual(['a', 'b', 'c']);
  });
});
