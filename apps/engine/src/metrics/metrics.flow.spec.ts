import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const fixture = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** `name{labels} value` lines of the text format; the key is the line up to the value (`name` or `name{a="b"}`). */
function parseExposition(text: string): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(0, space), Number(line.slice(space + 1)));
  }
  return samples;
}

describe('GET /metrics (Prometheus text format)', () => {
  let engine: TestEngine;
  let http: HttpClient;
  let now = Date.UTC(2026, 0, 1);

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({
      'job-process.bpmn': fixture('../jobs/job-process.bpmn'),
      'timer-catch.variable.bpmn': fixture('../timers/timer-catch.variable.bpmn'),
    });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
    expect((await http.request('PUT', '/v2/clock', { timestamp: now })).status).toBe(204);
  });

  afterAll(() => engine?.close());

  const scrape = async () => {
    const response = await fetch(`${engine.baseUrl}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    return parseExposition(await response.text());
  };
  const value = (samples: Map<string, number>, key: string) => samples.get(key) ?? 0;
  const start = async (processDefinitionId: string, variables: Record<string, unknown> = {}) => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };
  const activate = (maxJobsToActivate: number, requestTimeout: number) =>
    http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', { type: 'work-job', worker: 'w', timeout: 60_000, maxJobsToActivate, requestTimeout });

  it('should answer without a token with the process, pool and engine metrics', async () => {
    const samples = await scrape();

    expect(value(samples, 'baton_db_pool_size')).toBeGreaterThan(0);
    expect(value(samples, 'baton_db_pool_connections_open')).toBeGreaterThan(0);
    expect(value(samples, 'baton_process_max_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(samples.has('process_cpu_seconds_total')).toBe(true);
    expect(samples.has('baton_incidents_open')).toBe(true);
    expect(samples.has('baton_message_buffer_size')).toBe(true);
  });

  it('should count commands by kind, jobs, incidents, buffered messages, fired timers and statements', async () => {
    // given
    const before = await scrape();

    // when: three instances, two jobs completed, one failed without retries (an incident)
    for (let i = 0; i < 3; i++) await start('job-process');
    const { jobs } = (await activate(3, -1)).body;
    expect(jobs).toHaveLength(3);
    for (const job of jobs.slice(0, 2)) expect((await http.post(`/v2/jobs/${job.jobKey}/completion`, {})).status).toBe(204);
    expect((await http.post(`/v2/jobs/${jobs[2]?.jobKey}/failure`, { retries: 0, errorMessage: 'no' })).status).toBe(204);
    // a message nobody waits for stays in the buffer
    const published = await http.post('/v2/messages/publication', { name: 'metrics-nobody', correlationKey: 'k', timeToLive: 600_000 });
    expect(published.status).toBe(200);
    // a timer due in a minute, fired once the clock moved past it
    const timerInstance = await start('timer-catch-variable', { wait: 'PT1M' });
    expect((await http.request('PUT', '/v2/clock', { timestamp: (now += 61_000) })).status).toBe(204);
    await eventually(async () => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${timerInstance}`)).body.state, 'COMPLETED');

    // then
    const after = await scrape();
    const moved = (key: string) => value(after, key) - value(before, key);
    expect(moved('baton_command_duration_seconds_count{kind="CreateProcessInstance",outcome="ok"}')).toBe(4);
    expect(moved('baton_command_duration_seconds_count{kind="CompleteJob",outcome="ok"}')).toBe(2);
    expect(moved('baton_command_duration_seconds_count{kind="FailJob",outcome="ok"}')).toBe(1);
    expect(moved('baton_command_duration_seconds_sum{kind="CompleteJob",outcome="ok"}')).toBeGreaterThan(0);
    expect(moved('baton_jobs_activated_total{type="work-job",how="found"}') + moved('baton_jobs_activated_total{type="work-job",how="pushed"}')).toBe(3);
    expect(moved('baton_jobs_completed_total{kind="BPMN_ELEMENT"}')).toBe(2);
    // the three activations (ActivateJob commands), the two completions and the failure start from what this process
    // wrote, the timer's fire from the read of its batch of due timers
    expect(moved('baton_instance_loads_total{source="cache"}')).toBe(7);
    expect(moved('baton_incidents_open')).toBe(1);
    expect(moved('baton_message_buffer_size')).toBe(1);
    expect(moved('baton_timer_lag_seconds_count')).toBe(1);
    expect(moved('baton_timer_lag_seconds_sum')).toBe(1);
    expect(moved('baton_db_statements_total')).toBeGreaterThan(10);
    expect(moved('baton_db_pool_wait_seconds_count')).toBeGreaterThan(10);
  });

  it('should count a rejected command apart from the written ones', async () => {
    const before = await scrape();

    const refused = await http.post('/v2/jobs/123456789/completion', {});

    expect(refused.status).toBe(404);
    const after = await scrape();
    expect(value(after, 'baton_command_duration_seconds_count{kind="CompleteJob",outcome="rejected"}')).toBe(
      value(before, 'baton_command_duration_seconds_count{kind="CompleteJob",outcome="rejected"}') + 1,
    );
  });

  it('should show a long poll while it waits for jobs, and none once it answered', async () => {
    // given: a worker waits for jobs
    const poll = activate(1, 20_000);
    await eventually(async () => value(await scrape(), 'baton_job_long_polls_open'), 1);

    // when: a job arrives
    await start('job-process');

    // then
    expect((await poll).body.jobs).toHaveLength(1);
    await eventually(async () => value(await scrape(), 'baton_job_long_polls_open'), 0);
  });
});
