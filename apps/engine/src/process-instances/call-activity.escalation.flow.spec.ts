import { readFileSync } from 'node:fs';
import type { ActivatedJobResult, CreateProcessInstanceResult, ProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';

const fixture = (name: string) => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');

const LIFECYCLE = new Set(['ElementActivated', 'ElementCompleted', 'ElementTerminated']);

describe('escalations thrown in a called instance, over HTTP', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const fixtures = ['call-activity.escalation-caller.bpmn', 'call-activity.escalation-callee.bpmn'];
    const deployed = await http.deploy(Object.fromEntries(fixtures.map((name) => [name, fixture(name)])));
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(() => engine?.close());

  /** Starts the caller and waits until its child exists and has thrown. */
  async function start(code: string): Promise<{ parent: string; child: string }> {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'escalation-caller', variables: { code } });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const parent = started.body.processInstanceKey;
    await waitUntilIdle(engine);
    const found = await http.post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', { filter: { parentProcessInstanceKey: parent } });
    const [child] = found.body.items;
    if (!child) expect.fail(`no child of ${parent}`);
    return { parent, child: child.processInstanceKey };
  }

  async function lifecycle(key: string): Promise<string[]> {
    const events = (await http.get<{ items: { type: string; elementId: string }[] }>(`/baton/v1/process-instances/${key}/history`)).body.items;
    return events.filter((event) => LIFECYCLE.has(event.type)).map((event) => `${event.type} ${event.elementId}`);
  }

  const stateOf = async (key: string) => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  async function completeWork(processInstanceKey: string): Promise<void> {
    const response = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'escalation-callee-work',
      worker: 'spec',
      timeout: 60_000,
      maxJobsToActivate: 100,
      requestTimeout: -1,
    });
    const job = response.body.jobs.find((candidate) => candidate.processInstanceKey === processInstanceKey);
    if (!job) expect.fail(`no job for ${processInstanceKey}`);
    expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, {})).status).toBe(204);
    await waitUntilIdle(engine);
  }

  const INTO_RAISE = ['ElementActivated escalation-callee', 'ElementActivated callee-start', 'ElementCompleted callee-start', 'ElementActivated raise'];

  it('should start a non-interrupting boundary event of the call activity, and let the throw event in the child go on', async () => {
    const { parent, child } = await start('LATE');
    expect(await lifecycle(parent)).toEqual([
      'ElementActivated escalation-caller',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated call',
      'ElementActivated on-late',
      'ElementCompleted on-late',
      'ElementActivated noted',
      'ElementCompleted noted',
    ]);
    expect(await lifecycle(child)).toEqual([...INTO_RAISE, 'ElementCompleted raise', 'ElementActivated work']);
    await completeWork(child);
    expect(await stateOf(child)).toBe('COMPLETED');
    expect(await stateOf(parent)).toBe('COMPLETED');
  });

  it('should end the call activity, and the child with its throw event, at an interrupting boundary event', async () => {
    const { parent, child } = await start('STOP');
    expect(await lifecycle(parent)).toEqual([
      'ElementActivated escalation-caller',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated call',
      'ElementTerminated call',
      'ElementActivated on-stop',
      'ElementCompleted on-stop',
      'ElementActivated stopped',
      'ElementCompleted stopped',
      'ElementCompleted escalation-caller',
    ]);
    expect(await lifecycle(child)).toEqual([...INTO_RAISE, 'ElementTerminated raise', 'ElementTerminated escalation-callee']);
    expect(await stateOf(child)).toBe('TERMINATED');
    expect(await stateOf(parent)).toBe('COMPLETED');
  });

  it('should let the throw event go on, with no incident, when nothing up the call hierarchy catches it', async () => {
    const { parent, child } = await start('UNKNOWN');
    expect(await lifecycle(child)).toEqual([...INTO_RAISE, 'ElementCompleted raise', 'ElementActivated work']);
    expect((await lifecycle(parent)).at(-1)).toBe('ElementActivated call');
    await completeWork(child);
    expect(await stateOf(parent)).toBe('COMPLETED');
  });
});
