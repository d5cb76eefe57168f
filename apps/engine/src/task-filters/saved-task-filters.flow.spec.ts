import type { SavedTaskFilterList, SavedTaskFilterResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe("the tasklist's saved filters (/baton/v1/task-filters)", () => {
  let engine: TestEngine;
  let alice: HttpClient;
  let bob: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    alice = await clientAs(engine.baseUrl, 'alice');
    bob = await clientAs(engine.baseUrl, 'bob');
  });
  afterAll(() => engine?.close());

  it('should keep each user their own filters, by name, a name saved again replacing its filter', async () => {
    // given alice saves two filters, then the first again with other settings; bob saves one of the same name
    const first = await alice.post<SavedTaskFilterResult>('/baton/v1/task-filters', {
      name: 'Big invoices',
      filter: { variableName: 'amount', variableValue: '12900' },
    });
    await alice.post('/baton/v1/task-filters', { name: 'Overdue', filter: { due: 'overdue' } });
    const replaced = await alice.post<SavedTaskFilterResult>('/baton/v1/task-filters', { name: 'Big invoices', filter: { view: 'assigned' } });
    await bob.post('/baton/v1/task-filters', { name: 'Big invoices', filter: { view: 'unassigned' } });

    // when
    const hers = await alice.get<SavedTaskFilterList>('/baton/v1/task-filters');
    const his = await bob.get<SavedTaskFilterList>('/baton/v1/task-filters');

    // then
    expect(first.status).toBe(200);
    expect(replaced.body.savedTaskFilterKey).toBe(first.body.savedTaskFilterKey);
    expect(hers.body.items.map((item) => [item.name, item.filter])).toEqual([
      ['Big invoices', { view: 'assigned' }],
      ['Overdue', { due: 'overdue' }],
    ]);
    expect(his.body.items.map((item) => [item.name, item.filter])).toEqual([['Big invoices', { view: 'unassigned' }]]);
  });

  it("should answer another user's filter as not found, and leave it", async () => {
    // given
    const saved = await alice.post<SavedTaskFilterResult>('/baton/v1/task-filters', { name: 'Mine only', filter: { process: 'invoice-approval' } });

    // when bob deletes it
    const refused = await bob.request('DELETE', `/baton/v1/task-filters/${saved.body.savedTaskFilterKey}`);

    // then
    expect(refused.status).toBe(404);
    expect((await alice.get<SavedTaskFilterList>('/baton/v1/task-filters')).body.items.map((item) => item.name)).toContain('Mine only');
    expect((await alice.request('DELETE', `/baton/v1/task-filters/${saved.body.savedTaskFilterKey}`)).status).toBe(204);
    expect((await alice.get<SavedTaskFilterList>('/baton/v1/task-filters')).body.items.map((item) => item.name)).not.toContain('Mine only');
  });

  it('should refuse a filter without a name or with settings that are not text, naming the field', async () => {
    const nameless = await alice.post<{ detail: string }>('/baton/v1/task-filters', { name: '', filter: {} });
    const numeric = await alice.post<{ detail: string }>('/baton/v1/task-filters', { name: 'Odd', filter: { page: 2 } });
    expect(nameless.status).toBe(400);
    expect(nameless.body.detail).toContain('name');
    expect(numeric.status).toBe(400);
    expect(numeric.body.detail).toContain('filter');
  });

  it('should keep the filters to the tasklist’s users', async () => {
    const ann = await clientAs(engine.baseUrl, 'ann');
    expect((await ann.get('/baton/v1/task-filters')).status).toBe(403);
  });
});
