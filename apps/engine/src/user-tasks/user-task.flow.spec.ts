import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CreateProcessInstanceResult,
  DeploymentResult,
  ProcessInstanceResult,
  SearchQueryResponse,
  UserTaskResult,
  VariableSearchResult,
} from '@baton/api-contract';
import { itRefusesMalformedSearches } from '../query/search-contract.spec-kit.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const REVIEW_PROCESS = readFileSync(new URL('./review-process.bpmn', import.meta.url), 'utf8');
const REVIEW_FORM = readFileSync(new URL('./review-form.form', import.meta.url), 'utf8');
const NOW = Date.parse('2030-01-10T08:00:00.000Z');

interface Problem {
  status: number;
  title: string;
  detail: string;
}

describe('user tasks over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let formKey: string;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.request('PUT', '/v2/clock', { timestamp: NOW })).status).toBe(204);
    const deployed = await http.deploy<DeploymentResult>({ 'review-process.bpmn': REVIEW_PROCESS, 'review-form.form': REVIEW_FORM });
    expect(deployed.status).toBe(200);
    formKey = deployed.body.deployments.find((item) => item.form)?.form?.formKey ?? '';
  });
  afterAll(() => engine?.close());

  async function start(variables: Record<string, unknown>, businessId?: string): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
      processDefinitionId: 'review-process',
      variables,
      ...(businessId ? { businessId } : {}),
    });
    expect(started.status).toBe(200);
    return started.body.processInstanceKey;
  }

  async function search(body: unknown) {
    return http.post<SearchQueryResponse<UserTaskResult> & Problem>('/v2/user-tasks/search', body);
  }

  async function taskOf(processInstanceKey: string): Promise<UserTaskResult> {
    const found = await search({ filter: { processInstanceKey } });
    expect(found.body.items).toHaveLength(1);
    return found.body.items[0] as UserTaskResult;
  }

  async function get(userTaskKey: string) {
    return http.get<UserTaskResult & Problem>(`/v2/user-tasks/${userTaskKey}`);
  }

  const request = { requester: 'alice', amount: 1500, dueDate: '2030-02-01T12:00:00+02:00', note: 'from the requester' };

  it('should deploy the form with the process and report it in its own deployment item', async () => {
    // when
    const again = await http.deploy<DeploymentResult>({ 'review-form.form': REVIEW_FORM });
    const changed = await http.deploy<DeploymentResult>({ 'review-form.form': REVIEW_FORM.replace('Comment', 'Remarks') });

    // then
    expect(again.body.deployments).toEqual([
      {
        processDefinition: null,
        decisionDefinition: null,
        decisionRequirements: null,
        form: { formId: 'review-form', version: 1, resourceName: 'review-form.form', tenantId: '<default>', formKey },
        resource: null,
      },
    ]);
    expect(changed.body.deployments[0]?.form).toMatchObject({ formId: 'review-form', version: 2 });
    expect(changed.body.deployments[0]?.form?.formKey).not.toBe(formKey);
    // back to the first content, which is a third version now
    expect((await http.deploy<DeploymentResult>({ 'review-form.form': REVIEW_FORM })).body.deployments[0]?.form?.version).toBe(3);
  });

  it('should create the task as the model says, and serve it with its revision as ETag', async () => {
    // when
    const processInstanceKey = await start(request);

    // then
    const task = await taskOf(processInstanceKey);
    expect(task).toMatchObject({
      name: 'Review expense',
      state: 'CREATED',
      assignee: 'alice',
      elementId: 'review',
      candidateGroups: ['finance', 'audit'],
      candidateUsers: [],
      processDefinitionId: 'review-process',
      processName: 'Expense review',
      processDefinitionVersion: 1,
      completionDate: null,
      dueDate: '2030-02-01T10:00:00.000Z',
      followUpDate: '2030-01-01T09:00:00.000Z',
      creationDate: new Date(NOW).toISOString(),
      priority: 80,
      customHeaders: { department: 'finance' },
      externalFormReference: null,
      tenantId: '<default>',
      processInstanceKey,
      rootProcessInstanceKey: processInstanceKey,
      tags: [],
    });
    const fetched = await get(task.userTaskKey);
    expect(fetched.status).toBe(200);
    expect(fetched.body).toEqual(task);
    expect(fetched.headers.get('etag')).toMatch(/^"\d+"$/);
  });

  it('should find tasks by candidate group, assignee, state, priority, dates, name and variables', async () => {
    // given
    const alice = await start(request);
    const bob = await start({ requester: 'bob', amount: 200, dueDate: '2030-03-01T00:00:00Z', note: 'small' });
    const both = { $in: [alice, bob] };
    const keysFor = async (filter: Record<string, unknown>, sort?: unknown) => {
      const found = await search({ filter: { processInstanceKey: both, ...filter }, sort });
      expect(found.status).toBe(200);
      return found.body.items.map((item) => item.processInstanceKey);
    };

    // then
    expect(await keysFor({ candidateGroup: 'audit' }, [{ field: 'priority', order: 'DESC' }])).toEqual([alice, bob]);
    expect(await keysFor({ candidateGroup: 'hr' })).toEqual([]);
    expect(await keysFor({ candidateGroup: { $in: ['hr', 'finance'] } })).toHaveLength(2);
    expect(await keysFor({ candidateGroup: { $neq: 'finance' } })).toEqual([]);
    expect(await keysFor({ candidateGroup: { $like: 'fin*' } })).toHaveLength(2);
    expect(await keysFor({ candidateUser: { $exists: true } })).toEqual([]);
    expect(await keysFor({ assignee: 'bob' })).toEqual([bob]);
    expect(await keysFor({ state: 'CREATED' })).toHaveLength(2);
    expect(await keysFor({ state: { $in: ['COMPLETED', 'CANCELED'] } })).toEqual([]);
    expect(await keysFor({ priority: { $gte: 50 } })).toEqual([alice]);
    expect(await keysFor({ dueDate: { $gte: '2030-02-15T00:00:00Z', $lt: '2030-04-01T00:00:00Z' } })).toEqual([bob]);
    expect(await keysFor({ name: { $like: 'Review*' } }, [{ field: 'dueDate' }])).toEqual([alice, bob]);
    expect(await keysFor({ processInstanceVariables: [{ name: 'requester', value: '"bob"' }] })).toEqual([bob]);
    expect(await keysFor({ localVariables: [{ name: 'note', value: { $like: '*reviewer*' } }] })).toHaveLength(2);
    expect(await keysFor({ localVariables: [{ name: 'note', value: '"small"' }] })).toEqual([]);
    expect(await keysFor({ processDefinitionId: 'review-process', elementId: 'review', tenantId: '<default>' })).toHaveLength(2);
    const page = await search({ filter: { processInstanceKey: both }, page: { limit: 1 } });
    expect(page.body.items).toHaveLength(1);
    expect(page.body.page.totalItems).toBe(2);
  });

  it("should answer each task's businessId as its instance's (Camunda 8.10), null without one, and filter and sort by it", async () => {
    // given: business ids in the opposite order of the instances' keys, so that the sort shows
    const later = await start(request, 'order-4711');
    const earlier = await start(request, 'order-0815');
    const none = await start(request);
    const keysFor = async (filter: Record<string, unknown>, sort?: unknown) => {
      const found = await search({ filter: { processInstanceKey: { $in: [later, earlier, none] }, ...filter }, sort });
      expect(found.status).toBe(200);
      return found.body.items.map((item) => item.processInstanceKey);
    };

    // then
    const task = await taskOf(later);
    expect(task.businessId).toBe('order-4711');
    expect((await get(task.userTaskKey)).body.businessId).toBe('order-4711');
    const without = await taskOf(none);
    expect(without.businessId).toBeNull();
    expect((await get(without.userTaskKey)).body.businessId).toBeNull();
    expect(await keysFor({ businessId: 'order-4711' })).toEqual([later]);
    expect(await keysFor({ businessId: { $exists: false } })).toEqual([none]);
    expect(await keysFor({ businessId: { $like: 'order-*' } }, [{ field: 'businessId' }])).toEqual([earlier, later]);
    expect(await keysFor({ businessId: { $exists: true } }, [{ field: 'businessId', order: 'DESC' }])).toEqual([later, earlier]);
  });

  itRefusesMalformedSearches('should refuse a malformed search naming the field', () => http, '/v2/user-tasks/search', [
    { body: { filter: { candidateGroup: 5 } }, detailNames: 'filter.candidateGroup' },
    { body: { filter: { localVariables: [{ name: 'note' }] } }, detailNames: 'filter.localVariables[0].value' },
    { body: { filter: { state: 'OPEN' } }, detailNames: 'filter.state' },
    { body: { sort: [{ field: 'assignee' }] }, detailNames: "'assignee'" },
  ]);

  it('should assign, refuse to take over without allowOverride, unassign and update the task', async () => {
    // given
    const task = await taskOf(await start(request));
    const path = `/v2/user-tasks/${task.userTaskKey}`;
    const etag = (await get(task.userTaskKey)).headers.get('etag');

    // when
    expect((await http.post(`${path}/assignment`, { assignee: 'carol' })).status).toBe(204);
    const refused = await http.post<Problem>(`${path}/assignment`, { assignee: 'dave', allowOverride: false });

    // then
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain("already assigned to 'carol'");
    expect((await get(task.userTaskKey)).body.assignee).toBe('carol');
    expect((await get(task.userTaskKey)).headers.get('etag')).not.toBe(etag);

    // when
    expect((await http.request('DELETE', `${path}/assignee`)).status).toBe(204);
    const updated = await http.request('PATCH', path, {
      changeset: { candidateGroups: ['hr'], candidateUsers: ['erin'], priority: 10, dueDate: '', followUpDate: '2031-01-01T01:00:00+01:00', name: 'ignored' },
      action: 'triage',
    });

    // then
    expect(updated.status).toBe(204);
    expect((await get(task.userTaskKey)).body).toMatchObject({
      assignee: null,
      candidateGroups: ['hr'],
      candidateUsers: ['erin'],
      priority: 10,
      dueDate: null,
      followUpDate: '2031-01-01T00:00:00.000Z',
    });
    const onlyPriority = await http.request('PATCH', path, { changeset: { priority: 60, candidateGroups: null } });
    expect(onlyPriority.status).toBe(204);
    expect((await get(task.userTaskKey)).body).toMatchObject({ priority: 60, candidateGroups: ['hr'] });
  });

  it('should refuse bad assignments and updates naming the field, changing nothing', async () => {
    // given
    const task = await taskOf(await start(request));
    const path = `/v2/user-tasks/${task.userTaskKey}`;

    // when
    const noAssignee = await http.post<Problem>(`${path}/assignment`, {});
    const badOverride = await http.post<Problem>(`${path}/assignment`, { assignee: 'x', allowOverride: 'yes' });
    const empty = await http.request<Problem>('PATCH', path, { changeset: {} });
    const badPriority = await http.request<Problem>('PATCH', path, { changeset: { priority: 101 } });
    const badDate = await http.request<Problem>('PATCH', path, { changeset: { dueDate: 'tomorrow' } });
    const badGroups = await http.request<Problem>('PATCH', path, { changeset: { candidateGroups: 'hr' } });

    // then
    expect([noAssignee, badOverride, empty, badPriority, badDate, badGroups].map((response) => response.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(noAssignee.body.detail).toContain("'assignee'");
    expect(badOverride.body.detail).toContain("'allowOverride'");
    expect(empty.body.detail).toContain('No update data');
    expect(badPriority.body.detail).toContain('changeset.priority');
    expect(badDate.body.detail).toContain('changeset.dueDate');
    expect(badGroups.body.detail).toContain('changeset.candidateGroups');
    expect((await get(task.userTaskKey)).body).toEqual(task);
  });

  it('should refuse a change made against a stale ETag with 412 and change nothing', async () => {
    // given
    const task = await taskOf(await start(request));
    const path = `/v2/user-tasks/${task.userTaskKey}`;
    const seen = (await get(task.userTaskKey)).headers.get('etag') ?? '';
    expect((await http.post(`${path}/assignment`, { assignee: 'frank' }, { 'if-match': seen })).status).toBe(204);

    // when
    const staleUpdate = await http.request<Problem>('PATCH', path, { changeset: { priority: 1 } }, { 'if-match': seen });
    const staleCompletion = await http.post<Problem>(`${path}/completion`, { variables: { approved: true } }, { 'if-match': seen });
    const staleUnassign = await http.request<Problem>('DELETE', `${path}/assignee`, undefined, { 'if-match': seen });
    const notOurs = await http.post<Problem>(`${path}/completion`, {}, { 'if-match': 'W/"abc"' });

    // then
    expect([staleUpdate.status, staleCompletion.status, staleUnassign.status, notOurs.status]).toEqual([412, 412, 412, 412]);
    expect(staleUpdate.body.detail).toContain(`changed since revision`);
    const current = await get(task.userTaskKey);
    expect(current.body).toMatchObject({ state: 'CREATED', assignee: 'frank', priority: 80 });
    expect(current.headers.get('etag')).not.toBe(seen);

    // when the change is made against the current ETag
    const fresh = await http.request('PATCH', path, { changeset: { priority: 1 } }, { 'if-match': current.headers.get('etag') ?? '' });

    // then
    expect(fresh.status).toBe(204);
    expect((await get(task.userTaskKey)).body.priority).toBe(1);
  });

  it('should complete the task with variables, let the process continue through the output mappings, and refuse a second completion', async () => {
    // given
    const processInstanceKey = await start(request);
    const task = await taskOf(processInstanceKey);
    await http.request('PUT', '/v2/clock', { timestamp: NOW + 60_000 });

    // when
    const completed = await http.post(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { approved: true, comment: 'fine' }, action: 'approve' });

    // then
    expect(completed.status).toBe(204);
    expect((await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`)).body.state).toBe('COMPLETED');
    const variables = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', {
      filter: { processInstanceKey, scopeKey: processInstanceKey },
    });
    const values = Object.fromEntries(variables.body.items.map((item) => [item.name, item.value]));
    expect(values).toMatchObject({ reviewApproved: 'true', reviewComment: '"fine"', note: '"from the requester"' });
    expect((await get(task.userTaskKey)).body).toMatchObject({ state: 'COMPLETED', completionDate: new Date(NOW + 60_000).toISOString() });
    const found = await search({ filter: { processInstanceKey, state: 'COMPLETED', completionDate: { $gte: new Date(NOW).toISOString() } } });
    expect(found.body.items).toHaveLength(1);

    // when
    const again = await http.post<Problem>(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { approved: false } });
    const assign = await http.post<Problem>(`/v2/user-tasks/${task.userTaskKey}/assignment`, { assignee: 'zoe' });

    // then
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ title: 'INVALID_STATE' });
    expect(again.body.detail).toContain('already completed');
    expect(assign.status).toBe(409);
    expect((await get(task.userTaskKey)).body).toMatchObject({ state: 'COMPLETED', assignee: 'alice' });
    await http.request('PUT', '/v2/clock', { timestamp: NOW });
  });

  it('should cancel the task with its instance and refuse to complete it', async () => {
    // given
    const processInstanceKey = await start(request);
    const task = await taskOf(processInstanceKey);

    // when
    expect((await http.post(`/v2/process-instances/${processInstanceKey}/cancellation`)).status).toBe(204);

    // then
    expect((await search({ filter: { processInstanceKey, state: 'CANCELED' } })).body.items).toHaveLength(1);
    const refused = await http.post<Problem>(`/v2/user-tasks/${task.userTaskKey}/completion`, {});
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toContain('already canceled');
    expect((await get(task.userTaskKey)).body.state).toBe('CANCELED');
  });

  it('should refuse bad completions naming the field, and answer 404 for unknown tasks', async () => {
    // given
    const task = await taskOf(await start(request));

    // when
    const arrayVariables = await http.post<Problem>(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: [1, 2] });
    const unknownField = await http.post<Problem>(`/v2/user-tasks/${task.userTaskKey}/completion`, { variabels: {} });
    const badKey = await http.post<Problem>('/v2/user-tasks/abc/completion', {});

    // then
    expect(arrayVariables.status).toBe(400);
    expect(arrayVariables.body.detail).toContain("'variables'");
    expect(unknownField.status).toBe(400);
    expect(unknownField.body.detail).toContain("'variabels'");
    expect(badKey.status).toBe(400);
    expect((await get(task.userTaskKey)).body.state).toBe('CREATED');
    const unknown = '2251799813999999';
    for (const response of [
      await get(unknown),
      await http.post(`/v2/user-tasks/${unknown}/completion`, {}),
      await http.post(`/v2/user-tasks/${unknown}/assignment`, { assignee: 'x' }),
      await http.request('DELETE', `/v2/user-tasks/${unknown}/assignee`),
      await http.request('PATCH', `/v2/user-tasks/${unknown}`, { changeset: { priority: 3 } }),
      await http.get(`/v2/user-tasks/${unknown}/form`),
      await http.post(`/v2/user-tasks/${unknown}/variables/search`, {}),
      await http.post(`/v2/user-tasks/${unknown}/effective-variables/search`, {}),
    ]) {
      expect(response.status).toBe(404);
    }
  });

  it('should list the variables the task sees, and the effective ones with the local note shadowing the process note', async () => {
    // given
    const processInstanceKey = await start(request);
    const task = await taskOf(processInstanceKey);

    // when
    const all = await http.post<SearchQueryResponse<VariableSearchResult>>(`/v2/user-tasks/${task.userTaskKey}/variables/search`, {
      sort: [{ field: 'name' }],
    });
    const effective = await http.post<SearchQueryResponse<VariableSearchResult>>(`/v2/user-tasks/${task.userTaskKey}/effective-variables/search`, {
      sort: [{ field: 'name' }],
    });
    const notes = await http.post<SearchQueryResponse<VariableSearchResult>>(`/v2/user-tasks/${task.userTaskKey}/effective-variables/search`, {
      filter: { name: 'note' },
    });

    // then
    expect(all.body.items.map((item) => [item.name, item.value, item.scopeKey === processInstanceKey ? 'process' : 'task'])).toEqual([
      ['amount', '1500', 'process'],
      ['dueDate', '"2030-02-01T12:00:00+02:00"', 'process'],
      ['note', expect.any(String), expect.any(String)],
      ['note', expect.any(String), expect.any(String)],
      ['requester', '"alice"', 'process'],
    ]);
    expect(effective.body.items.map((item) => [item.name, item.value])).toEqual([
      ['amount', '1500'],
      ['dueDate', '"2030-02-01T12:00:00+02:00"'],
      ['note', '"for the reviewer"'],
      ['requester', '"alice"'],
    ]);
    expect(notes.body.items).toEqual([
      {
        name: 'note',
        value: '"for the reviewer"',
        isTruncated: false,
        tenantId: '<default>',
        variableKey: expect.any(String),
        scopeKey: task.elementInstanceKey,
        processInstanceKey,
        rootProcessInstanceKey: processInstanceKey,
      },
    ]);
    expect(effective.body.page.totalItems).toBe(4);
  });

  it('should keep on each task the version of the process definition it was created from', async () => {
    // given
    const before = await taskOf(await start(request));

    // when
    const deployed = await http.deploy<DeploymentResult>({
      'review-process.bpmn': REVIEW_PROCESS.replace('name="Expense review"', 'name="Expense review, second edition"'),
    });
    const after = await taskOf(await start(request));

    // then
    expect(deployed.body.deployments[0]?.processDefinition?.processDefinitionVersion).toBe(2);
    expect((await get(before.userTaskKey)).body).toMatchObject({ processDefinitionVersion: 1, processName: 'Expense review' });
    expect(after).toMatchObject({ processDefinitionVersion: 2, processName: 'Expense review, second edition' });
    const versionTwo = await search({ filter: { processDefinitionKey: after.processDefinitionKey } });
    expect(versionTwo.body.items.map((task) => task.userTaskKey)).toEqual([after.userTaskKey]);
  });
});
