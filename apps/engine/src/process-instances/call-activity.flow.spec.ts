import { readFileSync } from 'node:fs';
import type {
  ActivatedJobResult,
  CreateProcessInstanceResult,
  HistoryEventDto,
  IncidentResult,
  ProcessInstanceCallHierarchyEntry,
  ProcessInstanceResult,
  SearchQueryResponse,
  VariableSearchResult,
} from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { InstanceOutbox } from '../runtime/instance-outbox.repository.js';
import { InstanceOutboxRelay } from '../runtime/instance-outbox-relay.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

const LIFECYCLE = new Set(['ElementActivating', 'ElementActivated', 'ElementCompleting', 'ElementCompleted', 'ElementTerminating', 'ElementTerminated']);

/** A process `versioned` with a version tag, waiting at a job: two of them differ only in the tag. */
const versioned = (tag: string) => `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="d" targetNamespace="http://bpmn.io/schema/bpmn">
  <bpmn:process id="versioned" isExecutable="true">
    <bpmn:extensionElements><zeebe:versionTag value="${tag}" /></bpmn:extensionElements>
    <bpmn:startEvent id="v-start" />
    <bpmn:sequenceFlow id="f1" sourceRef="v-start" targetRef="hold" />
    <bpmn:serviceTask id="hold"><bpmn:extensionElements><zeebe:taskDefinition type="versioned-work" /></bpmn:extensionElements></bpmn:serviceTask>
    <bpmn:sequenceFlow id="f2" sourceRef="hold" targetRef="v-end" />
    <bpmn:endEvent id="v-end" />
  </bpmn:process>
</bpmn:definitions>`;

describe('call activities over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let now = Date.parse('2030-01-01T08:00:00.000Z');

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const fixtures = ['callee', 'caller', 'mapped', 'timeout', 'nested', 'missing', 'outer', 'business-id'].map((name) => `call-activity.${name}.bpmn`);
    const deployed = await http.deploy(Object.fromEntries(fixtures.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
  });
  afterAll(() => engine?.close());

  async function start(processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    await waitUntilIdle(engine);
    return started.body.processInstanceKey;
  }

  async function lifecycle(key: string): Promise<string[]> {
    const events = (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    return events.filter((event) => LIFECYCLE.has(event.type)).map((event) => `${event.type} ${event.elementId}`);
  }

  async function instance(key: string): Promise<ProcessInstanceResult> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body;
  }

  /** The instances a call activity of `parentKey` created, oldest first. */
  async function children(parentKey: string, filter: Record<string, unknown> = {}): Promise<ProcessInstanceResult[]> {
    const found = await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', {
      filter: { parentProcessInstanceKey: parentKey, ...filter },
      sort: [{ field: 'processInstanceKey' }],
    });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    return found.body.items;
  }

  async function onlyChild(parentKey: string): Promise<ProcessInstanceResult> {
    const [child, ...others] = await children(parentKey);
    expect(others).toEqual([]);
    if (!child) expect.fail(`no child of ${parentKey}`);
    return child;
  }

  /** Variables of the process instance's own scope, by name. */
  async function variables(key: string): Promise<Record<string, unknown>> {
    const found = await http.post<SearchQueryResponse<VariableSearchResult>>('/v2/variables/search', { filter: { processInstanceKey: key } });
    return Object.fromEntries(found.body.items.filter((v) => v.scopeKey === key).map((v) => [v.name, JSON.parse(v.value) as unknown]));
  }

  async function jobOf(processInstanceKey: string, type = 'callee-work'): Promise<ActivatedJobResult> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type,
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    const job = response.body.jobs.find((candidate) => candidate.processInstanceKey === processInstanceKey);
    if (!job) expect.fail(`no ${type} job for ${processInstanceKey}`);
    return job;
  }

  async function complete(job: ActivatedJobResult, variables: Record<string, unknown> = {}): Promise<void> {
    expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, { variables })).status).toBe(204);
    await waitUntilIdle(engine);
  }

  async function incidentsOf(processInstanceKey: string): Promise<IncidentResult[]> {
    return (await http.post<SearchQueryResponse<IncidentResult>>('/v2/incidents/search', { filter: { processInstanceKey, state: 'ACTIVE' } })).body.items;
  }

  const passes = (id: string) => [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];
  const calleeWaiting = ['ElementActivating callee', 'ElementActivated callee', ...passes('callee-start'), 'ElementActivating work', 'ElementActivated work'];
  const calleeTerminated = [...calleeWaiting, 'ElementTerminating callee', 'ElementTerminating work', 'ElementTerminated work', 'ElementTerminated callee'];

  it("should give a called instance its caller's tags and business id, unless the call activity names another business id", async () => {
    const create = async (processDefinitionId: string) => {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId,
        variables: { orderId: 'o-42' },
        tags: ['region:eu', 'rush'],
        businessId: 'order-o-42',
      });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await waitUntilIdle(engine);
      return onlyChild(started.body.processInstanceKey);
    };
    expect(await create('caller')).toMatchObject({ tags: ['region:eu', 'rush'], businessId: 'order-o-42' });
    expect(await create('caller-business-id')).toMatchObject({ tags: ['region:eu', 'rush'], businessId: 'shipment-o-42' });
  });

  it('should start the called process with the parent variables, wait, and go on with the child variables once it completed', async () => {
    // given
    const parent = await start('caller', { order: { id: 'o-1' } });
    const child = await onlyChild(parent);
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller',
      'ElementActivated caller',
      ...passes('start'),
      'ElementActivating call',
      'ElementActivated call',
    ]);
    expect(child).toMatchObject({
      processDefinitionId: 'callee',
      state: 'ACTIVE',
      parentProcessInstanceKey: parent,
      parentElementInstanceKey: expect.stringMatching(/^\d+$/),
      rootProcessInstanceKey: parent,
    });
    expect(await variables(child.processInstanceKey)).toEqual({ order: { id: 'o-1' } });
    expect(await lifecycle(child.processInstanceKey)).toEqual(calleeWaiting);

    // when
    await complete(await jobOf(child.processInstanceKey), { approved: true });

    // then
    expect(await lifecycle(child.processInstanceKey)).toEqual([
      ...calleeWaiting,
      'ElementCompleting work',
      'ElementCompleted work',
      ...passes('callee-end'),
      'ElementCompleting callee',
      'ElementCompleted callee',
    ]);
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller',
      'ElementActivated caller',
      ...passes('start'),
      ...passes('call'),
      ...passes('end'),
      'ElementCompleting caller',
      'ElementCompleted caller',
    ]);
    expect(await variables(parent)).toEqual({ order: { id: 'o-1' }, approved: true });
    expect((await instance(parent)).state).toBe('COMPLETED');
    expect((await instance(parent)).rootProcessInstanceKey).toBe(parent);
  });

  it('should pass only the input mappings down and only the output mappings up when neither flag propagates all', async () => {
    // given
    const parent = await start('caller-mapped', { order: { id: 'o-2' }, secret: 's' });
    const child = await onlyChild(parent);
    expect(await variables(child.processInstanceKey)).toEqual({ orderId: 'o-2' });

    // when
    await complete(await jobOf(child.processInstanceKey), { approved: false, note: 'child only' });

    // then
    expect((await instance(parent)).state).toBe('COMPLETED');
    expect(await variables(parent)).toEqual({ order: { id: 'o-2' }, secret: 's', result: false });
  });

  it('should call the latest version, the version with the tag, or the version deployed with the caller', async () => {
    // given: the caller deployed with versioned v1 (tag v1), then versioned v2 (tag v2) on its own
    expect((await http.deploy({ 'call-activity.versions.bpmn': fixture('call-activity.versions.bpmn'), 'versioned.bpmn': versioned('v1') })).status).toBe(200);
    expect((await http.deploy({ 'versioned.bpmn': versioned('v2') })).status).toBe(200);

    // when
    const parent = await start('caller-versions');

    // then
    const callers = await http.post<SearchQueryResponse<{ elementId: string; elementInstanceKey: string }>>('/v2/element-instances/search', {
      filter: { processInstanceKey: parent, type: 'CALL_ACTIVITY' },
    });
    const versionCalledBy = async (elementId: string) => {
      const callActivity = callers.body.items.find((item) => item.elementId === elementId);
      const [child] = await children(parent, { parentElementInstanceKey: callActivity?.elementInstanceKey });
      return [child?.processDefinitionVersion, child?.processDefinitionVersionTag];
    };
    expect(await versionCalledBy('by-latest')).toEqual([2, 'v2']);
    expect(await versionCalledBy('by-tag')).toEqual([1, 'v1']);
    expect(await versionCalledBy('by-deployment')).toEqual([1, 'v1']);
    const jobs = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'versioned-work',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 10,
      requestTimeout: -1,
    });
    expect(jobs.body.jobs).toHaveLength(3);
    for (const job of jobs.body.jobs) await complete(job);
    expect((await instance(parent)).state).toBe('COMPLETED');
  });

  it('should catch an error the child throws and does not catch at an error boundary event of the call activity, ending the child', async () => {
    // given
    const parent = await start('caller', { order: { id: 'o-3' } });
    const child = await onlyChild(parent);
    const job = await jobOf(child.processInstanceKey);

    // when
    const thrown = await http.post(`/v2/jobs/${job.jobKey}/error`, { errorCode: 'REJECTED', errorMessage: 'no stock', variables: { reason: 'stock' } });
    expect(thrown.status).toBe(204);
    await waitUntilIdle(engine);

    // then
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller',
      'ElementActivated caller',
      ...passes('start'),
      'ElementActivating call',
      'ElementActivated call',
      'ElementTerminating call',
      'ElementTerminated call',
      ...passes('on-rejected'),
      ...passes('rejected-end'),
      'ElementCompleting caller',
      'ElementCompleted caller',
    ]);
    expect(await variables(parent)).toEqual({ order: { id: 'o-3' }, reason: 'stock' });
    expect(await lifecycle(child.processInstanceKey)).toEqual(calleeTerminated);
    expect((await instance(child.processInstanceKey)).state).toBe('TERMINATED');
  });

  it('should catch an error thrown two call activities down at the root, ending the instances below', async () => {
    // given: caller-outer calls caller-nested (no error boundary), which calls callee
    const root = await start('caller-outer', { middle: 'caller-nested', childProcess: 'callee' });
    const middle = await onlyChild(root);
    const bottom = await onlyChild(middle.processInstanceKey);
    const job = await jobOf(bottom.processInstanceKey);

    // when
    expect((await http.post(`/v2/jobs/${job.jobKey}/error`, { errorCode: 'DEEP', variables: { depth: 3 } })).status).toBe(204);
    await waitUntilIdle(engine);

    // then
    expect(await lifecycle(root)).toEqual([
      'ElementActivating caller-outer',
      'ElementActivated caller-outer',
      ...passes('start'),
      'ElementActivating call-middle',
      'ElementActivated call-middle',
      'ElementTerminating call-middle',
      'ElementTerminated call-middle',
      ...passes('on-any-error'),
      ...passes('caught-end'),
      'ElementCompleting caller-outer',
      'ElementCompleted caller-outer',
    ]);
    expect(await variables(root)).toEqual({ middle: 'caller-nested', childProcess: 'callee', depth: 3 });
    expect((await instance(middle.processInstanceKey)).state).toBe('TERMINATED');
    expect((await instance(bottom.processInstanceKey)).state).toBe('TERMINATED');
    expect(await lifecycle(bottom.processInstanceKey)).toEqual(calleeTerminated);
  });

  it('should raise the incident in the child when nothing up the call hierarchy catches its error', async () => {
    // given
    const parent = await start('caller');
    const child = await onlyChild(parent);
    const job = await jobOf(child.processInstanceKey);

    // when
    expect((await http.post(`/v2/jobs/${job.jobKey}/error`, { errorCode: 'UNKNOWN_CODE', errorMessage: 'odd' })).status).toBe(204);
    await waitUntilIdle(engine);

    // then
    expect(await incidentsOf(child.processInstanceKey)).toEqual([
      expect.objectContaining({
        errorType: 'UNHANDLED_ERROR_EVENT',
        elementId: 'work',
        jobKey: job.jobKey,
        errorMessage:
          "Expected to throw an error event with the code 'UNKNOWN_CODE' with message 'odd', but it was not caught. No error events are available in the scope.",
      }),
    ]);
    expect(await incidentsOf(parent)).toEqual([]);
    expect((await instance(parent)).state).toBe('ACTIVE');
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller',
      'ElementActivated caller',
      ...passes('start'),
      'ElementActivating call',
      'ElementActivated call',
    ]);

    // when: the incident is resolved, the job is worked again and completes
    const [incident] = await incidentsOf(child.processInstanceKey);
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`)).status).toBe(204);
    await complete(await jobOf(child.processInstanceKey), { retried: true });

    // then
    expect((await instance(child.processInstanceKey)).state).toBe('COMPLETED');
    expect((await instance(parent)).state).toBe('COMPLETED');
    expect(await variables(parent)).toEqual({ retried: true });
  });

  it('should cancel the child and the grandchild with the root, and refuse to cancel a child on its own as Zeebe does', async () => {
    // given: caller-nested calls caller (by a FEEL process id), which calls callee
    const root = await start('caller-nested', { childProcess: 'caller' });
    const child = await onlyChild(root);
    const grandchild = await onlyChild(child.processInstanceKey);
    expect(grandchild).toMatchObject({ processDefinitionId: 'callee', parentProcessInstanceKey: child.processInstanceKey, rootProcessInstanceKey: root });

    // when
    const refused = await http.post<{ status: number; detail: string }>(`/v2/process-instances/${grandchild.processInstanceKey}/cancellation`);

    // then
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe(
      `Expected to cancel a process instance with key '${grandchild.processInstanceKey}', but it is created by a parent process instance. ` +
        `Cancel the root process instance '${root}' instead.`,
    );

    // when
    expect((await http.post(`/v2/process-instances/${root}/cancellation`)).status).toBe(204);
    await waitUntilIdle(engine);

    // then
    expect((await instance(root)).state).toBe('TERMINATED');
    expect((await instance(child.processInstanceKey)).state).toBe('TERMINATED');
    expect((await instance(grandchild.processInstanceKey)).state).toBe('TERMINATED');
    expect(await lifecycle(root)).toEqual([
      'ElementActivating caller-nested',
      'ElementActivated caller-nested',
      ...passes('start'),
      'ElementActivating call-by-name',
      'ElementActivated call-by-name',
      'ElementTerminating caller-nested',
      'ElementTerminating call-by-name',
      'ElementTerminated call-by-name',
      'ElementTerminated caller-nested',
    ]);
    expect(await lifecycle(child.processInstanceKey)).toEqual([
      'ElementActivating caller',
      'ElementActivated caller',
      ...passes('start'),
      'ElementActivating call',
      'ElementActivated call',
      'ElementTerminating caller',
      'ElementTerminating call',
      'ElementTerminated call',
      'ElementTerminated caller',
    ]);
    expect(await lifecycle(grandchild.processInstanceKey)).toEqual(calleeTerminated);
  });

  it('should answer the call hierarchy from the root down to the instance', async () => {
    const root = await start('caller-nested', { childProcess: 'caller' });
    const child = await onlyChild(root);
    const grandchild = await onlyChild(child.processInstanceKey);
    const definitionKey = (item: ProcessInstanceResult | undefined) => item?.processDefinitionKey;
    const rootDefinition = (await instance(root)).processDefinitionKey;

    const hierarchy = await http.get<ProcessInstanceCallHierarchyEntry[]>(`/v2/process-instances/${grandchild.processInstanceKey}/call-hierarchy`);

    expect(hierarchy.status).toBe(200);
    expect(hierarchy.body).toEqual([
      { processInstanceKey: root, processDefinitionKey: rootDefinition, processDefinitionName: 'Nested caller' },
      { processInstanceKey: child.processInstanceKey, processDefinitionKey: definitionKey(child), processDefinitionName: 'Caller' },
      { processInstanceKey: grandchild.processInstanceKey, processDefinitionKey: definitionKey(grandchild), processDefinitionName: 'Callee' },
    ]);
    expect((await http.get(`/v2/process-instances/${root}/call-hierarchy`)).body).toEqual([
      { processInstanceKey: root, processDefinitionKey: rootDefinition, processDefinitionName: 'Nested caller' },
    ]);
    expect((await http.get('/v2/process-instances/2251799813685248/call-hierarchy')).status).toBe(404);
    expect((await http.post(`/v2/process-instances/${root}/cancellation`)).status).toBe(204);
  });

  it('should terminate the child when a boundary timer interrupts the call activity', async () => {
    // given
    const parent = await start('caller-timeout');
    const child = await onlyChild(parent);

    // when
    now += 60 * 60 * 1000;
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
    await eventually(async () => (await instance(parent)).state, 'COMPLETED');
    await waitUntilIdle(engine);

    // then
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller-timeout',
      'ElementActivated caller-timeout',
      ...passes('start'),
      'ElementActivating call',
      'ElementActivated call',
      'ElementTerminating call',
      'ElementTerminated call',
      ...passes('timeout'),
      ...passes('timed-out'),
      'ElementCompleting caller-timeout',
      'ElementCompleted caller-timeout',
    ]);
    expect((await instance(child.processInstanceKey)).state).toBe('TERMINATED');
    expect(await lifecycle(child.processInstanceKey)).toEqual(calleeTerminated);
  });

  it('should raise CALLED_ELEMENT_ERROR for a process that is not deployed, and call it once deployed and the incident resolved', async () => {
    // given
    const parent = await start('caller-missing');
    const [incident, ...others] = await incidentsOf(parent);
    expect(others).toEqual([]);
    expect(incident).toMatchObject({
      errorType: 'CALLED_ELEMENT_ERROR',
      elementId: 'call-late',
      errorMessage: "Expected process with BPMN process id 'late-callee' to be deployed, but not found.",
    });
    expect(await children(parent)).toEqual([]);

    // when
    expect((await http.deploy({ 'call-activity.late-callee.bpmn': fixture('call-activity.late-callee.bpmn') })).status).toBe(200);
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`)).status).toBe(204);
    await waitUntilIdle(engine);

    // then
    expect(await incidentsOf(parent)).toEqual([]);
    const child = await onlyChild(parent);
    expect(child).toMatchObject({ processDefinitionId: 'late-callee', state: 'COMPLETED' });
    expect(await lifecycle(parent)).toEqual([
      'ElementActivating caller-missing',
      'ElementActivated caller-missing',
      ...passes('start'),
      ...passes('call-late'),
      ...passes('end'),
      'ElementCompleting caller-missing',
      'ElementCompleted caller-missing',
    ]);
  });

  it('should answer a repeated creation with an Idempotency-Key with the caller, not with the child it created', async () => {
    const headers = { 'idempotency-key': 'create-caller-once' };
    const body = { processDefinitionId: 'caller', variables: {} };

    const first = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, headers);
    await waitUntilIdle(engine);
    const repeated = await http.post<CreateProcessInstanceResult>('/v2/process-instances', body, headers);

    expect(repeated.status).toBe(200);
    expect(repeated.body.processInstanceKey).toBe(first.body.processInstanceKey);
    expect((await onlyChild(first.body.processInstanceKey)).processDefinitionId).toBe('callee');
    expect((await http.post(`/v2/process-instances/${first.body.processInstanceKey}/cancellation`)).status).toBe(204);
  });

  it('should never create the child of a call activity that ended before its creation was carried out', async () => {
    // given: the creation waits in the outbox (nobody takes it) while the caller is cancelled
    const lease = vi.spyOn(InstanceOutbox.prototype, 'lease').mockResolvedValue(null);
    const leaseDue = vi.spyOn(InstanceOutbox.prototype, 'leaseDue').mockResolvedValue([]);
    const pg = engine.app.get(PgPool);
    let parent = '';
    try {
      parent = (await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'caller', variables: {} })).body
        .processInstanceKey;
      expect((await http.post(`/v2/process-instances/${parent}/cancellation`)).status).toBe(204);
      const pending = await pg.query<{ command: { type: string } }>(
        `select command from instance_command_outbox where source_process_instance_key = $1 order by key`,
        [parent],
      );
      expect(pending.map((row) => row.command.type)).toEqual(['CreateProcessInstance', 'CancelProcessInstance']);
    } finally {
      lease.mockRestore();
      leaseDue.mockRestore();
    }

    // when
    await engine.app.get(InstanceOutboxRelay).sweep();
    await waitUntilIdle(engine);

    // then
    expect(await children(parent)).toEqual([]);
    expect(await pg.query(`select key from instance_command_outbox`)).toEqual([]);
    expect((await instance(parent)).state).toBe('TERMINATED');
  });

  it('should carry out a command left in the outbox (the engine died after the commit) by the sweep', async () => {
    // given: neither the path right after the commit nor the sweep takes the command, as if the engine had died after committing
    const lease = vi.spyOn(InstanceOutbox.prototype, 'lease').mockResolvedValue(null);
    const leaseDue = vi.spyOn(InstanceOutbox.prototype, 'leaseDue').mockResolvedValue([]);
    const pg = engine.app.get(PgPool);
    let parent = '';
    try {
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'caller', variables: {} });
      parent = started.body.processInstanceKey;
      const pending = await pg.query<{ command: { type: string } }>(`select command from instance_command_outbox where source_process_instance_key = $1`, [
        parent,
      ]);
      expect(pending.map((row) => row.command.type)).toEqual(['CreateProcessInstance']);
    } finally {
      lease.mockRestore();
      leaseDue.mockRestore();
    }

    // when
    await engine.app.get(InstanceOutboxRelay).sweep();
    await waitUntilIdle(engine);

    // then
    const child = await onlyChild(parent);
    expect(await lifecycle(child.processInstanceKey)).toEqual(calleeWaiting);
    expect(await pg.query(`select key from instance_command_outbox`)).toEqual([]);

    // when: the creation is carried out once more (an engine died after creating the child, before removing the row)
    await pg.query(
      `insert into instance_command_outbox (key, process_instance_key, source_process_instance_key, command, creation, created_at, partition_id)
       select 1, (payload->>'processInstanceKey')::bigint, process_instance_key, payload->'command', payload->'creation', now(),
              ((payload->>'processInstanceKey')::bigint >> 51)::smallint
         from history_event where process_instance_key = $1 and partition_id = ($1::bigint >> 51)::smallint and type = 'InstanceCommandRequested'`,
      [parent],
    );
    await engine.app.get(InstanceOutboxRelay).sweep();
    await waitUntilIdle(engine);

    // then: it finds the child there and creates nothing
    expect((await children(parent)).map((found) => found.processInstanceKey)).toEqual([child.processInstanceKey]);
    expect(await lifecycle(child.processInstanceKey)).toEqual(calleeWaiting);
    expect(await pg.query(`select key from instance_command_outbox`)).toEqual([]);
    await complete(await jobOf(child.processInstanceKey));
    expect((await instance(parent)).state).toBe('COMPLETED');
  });
});
