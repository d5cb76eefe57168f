import { readFileSync } from 'node:fs';
import type { ModelList, ModelRevisionResult } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAs } from '../testing/demo-tokens.js';
import type { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const JOB_PROCESS = readFileSync(new URL('../jobs/job-process.bpmn', import.meta.url), 'utf8');
const FORM = { name: 'approve.form', content: JSON.stringify({ id: 'approve', type: 'default', components: [] }) };

describe('the model library (/baton/v1/models)', () => {
  let engine: TestEngine;
  let ann: HttpClient;
  let dave: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { AUTH: 'oidc' } });
    ann = await clientAs(engine.baseUrl, 'ann');
    dave = await clientAs(engine.baseUrl, 'dave');
  });
  afterAll(() => engine?.close());

  it('should keep every saved revision of a model, with its forms and who saved it', async () => {
    // given ann saves a model and dave saves a second revision of it
    const created = await ann.post<ModelRevisionResult>('/baton/v1/models', { name: 'Orders', xml: JOB_PROCESS });
    expect(created.status).toBe(200);
    const { modelKey } = created.body;
    const changed = JOB_PROCESS.replace('name="Work"', 'name="Charge"');
    const second = await dave.post<ModelRevisionResult>(`/baton/v1/models/${modelKey}/revisions`, { xml: changed, forms: [FORM], basedOnRevision: 1 });

    // when
    const latest = await ann.get<ModelRevisionResult>(`/baton/v1/models/${modelKey}`);
    const revisions = await ann.get<ModelList>(`/baton/v1/models/${modelKey}/revisions`);
    const first = await ann.get<ModelRevisionResult>(`/baton/v1/models/${modelKey}?revision=1`);

    // then
    expect(second.status).toBe(200);
    expect(latest.body).toMatchObject({ modelKey, name: 'Orders', tenantId: '<default>', revision: 2, savedBy: 'dave', xml: changed, forms: [FORM] });
    expect(revisions.body.items.map((item) => [item.revision, item.savedBy])).toEqual([
      [2, 'dave'],
      [1, 'ann'],
    ]);
    expect(first.body).toMatchObject({ revision: 1, savedBy: 'ann', xml: JOB_PROCESS, forms: [] });
  });

  it('should list each model once, at its latest revision, per tenant', async () => {
    // given
    const orders = await ann.post<ModelRevisionResult>('/baton/v1/models', { name: 'Listed', xml: JOB_PROCESS });
    await ann.post(`/baton/v1/models/${orders.body.modelKey}/revisions`, { xml: JOB_PROCESS, name: 'Listed again' });
    await ann.post('/baton/v1/models', { name: 'Acme model', xml: JOB_PROCESS, tenantId: 'acme' });

    // when
    const all = await ann.get<ModelList>('/baton/v1/models');
    const acme = await ann.get<ModelList>('/baton/v1/models?tenantId=acme');

    // then
    const listed = all.body.items.filter((item) => item.modelKey === orders.body.modelKey);
    expect(listed.map((item) => [item.name, item.revision])).toEqual([['Listed again', 2]]);
    expect(acme.body.items.map((item) => item.name)).toEqual(['Acme model']);
  });

  it('should refuse a revision based on one that is no longer the latest', async () => {
    // given
    const created = await ann.post<ModelRevisionResult>('/baton/v1/models', { name: 'Raced', xml: JOB_PROCESS });
    const path = `/baton/v1/models/${created.body.modelKey}/revisions`;
    expect((await dave.post(path, { xml: JOB_PROCESS, basedOnRevision: 1 })).status).toBe(200);

    // when ann saves what she edited from revision 1
    const stale = await ann.post<{ detail: string }>(path, { xml: JOB_PROCESS, basedOnRevision: 1 });

    // then
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toContain('revision 2 was saved since');
  });

  it("should hide another tenant's models and refuse saving into a tenant the caller lacks", async () => {
    // given bob (reviewer, default tenant only) cannot use the library; a model of tenant acme
    const bob = await clientAs(engine.baseUrl, 'bob');
    const acme = await ann.post<ModelRevisionResult>('/baton/v1/models', { name: 'Acme only', xml: JOB_PROCESS, tenantId: 'acme' });

    // then
    expect((await bob.get('/baton/v1/models')).status).toBe(403);
    expect((await ann.post('/baton/v1/models', { name: 'Elsewhere', xml: JOB_PROCESS, tenantId: 'globex' })).status).toBe(403);
    expect((await ann.get(`/baton/v1/models/${acme.body.modelKey}`)).status).toBe(200);
    expect((await ann.get('/baton/v1/models/123456789')).status).toBe(404);
  });

  it('should refuse a form whose name is not a .form resource, naming the field', async () => {
    const refused = await ann.post<{ errors: { field: string }[] }>('/baton/v1/models', {
      name: 'Bad',
      xml: JOB_PROCESS,
      forms: [{ name: 'x.json', content: '{}' }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors.map((error) => error.field)).toEqual(['forms[0].name']);
  });
});
