import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateProcessInstanceResult,
  DeploymentResult,
  FormResult,
  ProcessDefinitionResult,
  SearchQueryResponse,
  UserTaskResult,
} from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const REVIEW_PROCESS = readFileSync(new URL('./review-process.bpmn', import.meta.url), 'utf8');
const FORM_LINKS = readFileSync(new URL('./form-links.bpmn', import.meta.url), 'utf8');
const FORM_V1 = readFileSync(new URL('./review-form.form', import.meta.url), 'utf8');
const FORM_V2 = FORM_V1.replace('"Comment"', '"Remarks"');
const FORM_V3 = FORM_V1.replace('"Comment"', '"Notes"');
const TAGGED_FORM = FORM_V1.replace('"id": "review-form",', '"id": "review-form",\n  "versionTag": "approved-layout",');
const NOW = Date.parse('2030-01-10T08:00:00.000Z');

interface Problem {
  detail: string;
}

/** Forms deployed as `.form` resources, and how a task finds its form by binding type. */
describe('user task forms over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  const at = (offsetMs: number) => http.request('PUT', '/v2/clock', { timestamp: NOW + offsetMs });

  async function deployForm(content: string): Promise<{ formKey: string; version: number }> {
    const deployed = await http.deploy<DeploymentResult>({ 'review-form.form': content });
    expect(deployed.status).toBe(200);
    const form = deployed.body.deployments[0]?.form;
    return { formKey: form?.formKey ?? '', version: form?.version ?? 0 };
  }

  async function tasksOf(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<Record<string, UserTaskResult>> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status).toBe(200);
    const found = await http.post<SearchQueryResponse<UserTaskResult>>('/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    return Object.fromEntries(found.body.items.map((task) => [task.elementId, task]));
  }

  const formOf = (task: UserTaskResult | undefined) => http.get<FormResult & Problem>(`/v2/user-tasks/${task?.userTaskKey}/form`);

  it('should serve the form deployed with the process, and keep for an open task the version that was latest when it was created', async () => {
    // given
    await at(0);
    const deployed = await http.deploy<DeploymentResult>({ 'review-process.bpmn': REVIEW_PROCESS, 'review-form.form': FORM_V1 });
    const v1 = deployed.body.deployments.find((item) => item.form)?.form;
    expect(v1).toMatchObject({ formId: 'review-form', version: 1, resourceName: 'review-form.form', tenantId: '<default>' });
    const { review: early } = await tasksOf('review-process', { requester: 'alice', amount: 10 });

    // when
    await at(1_000);
    const v2 = await deployForm(FORM_V2);
    const { review: late } = await tasksOf('review-process', { requester: 'bob', amount: 10 });

    // then
    expect(early?.formKey).toBe(v1?.formKey);
    const earlyForm = await formOf(early);
    expect(earlyForm.status).toBe(200);
    expect(earlyForm.body).toEqual({ tenantId: '<default>', formId: 'review-form', schema: FORM_V1, version: 1, formKey: v1?.formKey });
    expect(v2.version).toBe(2);
    expect(late?.formKey).toBe(v2.formKey);
    expect((await formOf(late)).body).toMatchObject({ version: 2, schema: FORM_V2 });
  });

  it('should find the form deployed with the process (deployment), by version tag, or none, and say when a form is missing', async () => {
    // given the latest form (v2) is deployed again with the process: a duplicate, still carried by this deployment
    await at(2_000);
    const deployed = await http.deploy<DeploymentResult>({ 'form-links.bpmn': FORM_LINKS, 'review-form.form': FORM_V2 });
    const carried = deployed.body.deployments.find((item) => item.form)?.form;
    expect(carried).toMatchObject({ version: 2 });
    await at(3_000);
    const tagged = await deployForm(TAGGED_FORM);
    const v4 = await deployForm(FORM_V3);
    expect([tagged.version, v4.version]).toEqual([3, 4]);

    // when
    await at(4_000);
    const tasks = await tasksOf('form-links', { requester: 'carol' });

    // then
    expect((await formOf(tasks.pinned)).body).toMatchObject({ version: 2, formKey: carried?.formKey, schema: FORM_V2 });
    expect(tasks.pinned?.formKey).toBe(carried?.formKey);
    expect((await formOf(tasks.tagged)).body).toMatchObject({ version: 3, formKey: tagged.formKey });
    expect(tasks.tagged?.formKey).toBe(tagged.formKey);
    const external = await formOf(tasks.external);
    expect(external.status).toBe(204);
    expect(external.body).toBe('');
    expect(tasks.external).toMatchObject({ externalFormReference: 'https://forms.example/carol', formKey: null });
    expect((await formOf(tasks.plain)).status).toBe(204);
    expect(tasks.plain?.formKey).toBeNull();
    const missing = await formOf(tasks.missing);
    expect(missing.status).toBe(404);
    expect(missing.body.detail).toContain("'no-such-form'");
    expect(tasks.missing?.formKey).toBeNull();
  });

  it('should refuse a malformed form, or one without an id, naming the resource and deploying nothing of the deployment', async () => {
    // given
    const other = REVIEW_PROCESS.replaceAll('review-process', 'never-deployed');

    // when
    const notJson = await http.deploy<Problem>({ 'never-deployed.bpmn': other, 'broken.form': '{"id": "broken",' });
    const noId = await http.deploy<Problem>({ 'never-deployed.bpmn': other, 'anonymous.form': '{"components": []}' });
    const notObject = await http.deploy<Problem>({ 'list.form': '[]' });
    const badTag = await http.deploy<Problem>({ 'tag.form': '{"id": "tag", "versionTag": 3}' });
    const twice = await http.deploy<Problem>({ 'a.form': FORM_V1, 'b.form': FORM_V2 });

    // then
    expect([notJson.status, noId.status, notObject.status, badTag.status, twice.status]).toEqual([400, 400, 400, 400, 400]);
    expect(notJson.body.detail).toContain("'broken.form'");
    expect(noId.body.detail).toContain("'anonymous.form'");
    expect(noId.body.detail).toContain("'id'");
    expect(notObject.body.detail).toContain("'list.form'");
    expect(badTag.body.detail).toContain("'versionTag'");
    expect(twice.body.detail).toContain("'review-form'");
    const definitions = await http.post<SearchQueryResponse<ProcessDefinitionResult>>('/v2/process-definitions/search', {
      filter: { processDefinitionId: 'never-deployed' },
    });
    expect(definitions.body.items).toEqual([]);
    expect((await deployForm(FORM_V3)).version).toBe(4);
  });
});
