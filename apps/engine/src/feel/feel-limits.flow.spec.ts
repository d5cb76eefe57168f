import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, IncidentResult, ProcessInstanceResult } from '@baton/api-contract';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { waitUntilIdle } from '../testing/wait-until-idle.js';
import { conditionModel, mappingModel, scriptModel } from './feel-models.js';

/**
 * How long `GET /v2/status` may take while an expression runs away: the evaluation holds the event loop for at most
 * its budget (200 ms by default, FEEL_TIMEOUT_MS) and laying out up to FEEL_MAX_ITEMS items; unbounded, the loop
 * below grew the engine to 5.8 GB and killed it, and the pattern held every client for 26 s.
 */
const STATUS_BOUND_MS = 2_000;

describe('FEEL evaluations over their limits, in a running engine', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy({
      'loop.bpmn': scriptModel('feel-loop', '=count(for x in 1..n return x)'),
      'regex.bpmn': scriptModel('feel-regex', '=matches(text, "(a+)+$")'),
      'replace.bpmn': scriptModel('feel-replace', '=string length(replace(text, "", padding))'),
      'condition.bpmn': conditionModel('feel-condition', '=some x in 1..n, y in 1..n satisfies x * y < 0'),
      'mapping.bpmn': mappingModel(
        'feel-mapping',
        '={ a: [1, 2, 3, 4, 5, 6, 7, 8], b: concatenate(a, a), c: concatenate(b, b), d: concatenate(c, c), e: concatenate(d, d), f: concatenate(e, e), g: concatenate(f, f), h: concatenate(g, g), i: concatenate(h, h), j: concatenate(i, i), k: concatenate(j, j), l: concatenate(k, k), m: concatenate(l, l), n: concatenate(m, m), o: concatenate(n, n) }',
      ),
    });
    expect(deployed.status).toBe(200);
  });
  afterAll(() => engine?.close());

  /** Starts an instance and, at the same time, asks for the status; both answers and how long the status took. */
  async function startWhileAskingStatus(processDefinitionId: string, variables: Record<string, unknown>) {
    const started = http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables });
    const asked = performance.now();
    const status = await http.get('/v2/status');
    const statusMs = performance.now() - asked;
    const created = await started;
    expect(created.status).toBe(200);
    return { key: created.body.processInstanceKey, status: status.status, statusMs };
  }

  async function incidentsOf(processInstanceKey: string): Promise<IncidentResult[]> {
    return (await http.post<{ items: IncidentResult[] }>('/v2/incidents/search', { filter: { processInstanceKey, state: 'ACTIVE' } })).body.items;
  }

  async function stateOf(processInstanceKey: string): Promise<string> {
    return (await http.get<ProcessInstanceResult>(`/v2/process-instances/${processInstanceKey}`)).body.state;
  }

  async function variable(processInstanceKey: string, name: string): Promise<string | undefined> {
    const found = await http.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', { filter: { processInstanceKey, name } });
    return found.body.items[0]?.value;
  }

  it('should raise an incident naming a runaway loop of a script task, answer meanwhile, and go on once the variables are fixed', async () => {
    // when
    const { key, status, statusMs } = await startWhileAskingStatus('feel-loop', { n: 100_000_000 });

    // then
    expect(status).toBe(204);
    expect(statusMs).toBeLessThan(STATUS_BOUND_MS);
    const [incident] = await incidentsOf(key);
    expect(incident).toMatchObject({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'run' });
    expect(incident?.errorMessage).toContain("the expression 'count(for x in 1..n return x)' exceeded its budget of");
    expect(incident?.errorMessage).toMatch(/FEEL_MAX_ITEMS|FEEL_TIMEOUT_MS/);

    // when: the variable fixed, the incident resolved
    expect((await http.request('PUT', `/v2/element-instances/${key}/variables`, { variables: { n: 3 } })).status).toBe(204);
    expect((await http.post(`/v2/incidents/${incident?.incidentKey}/resolution`)).status).toBe(204);

    // then
    await eventually(() => stateOf(key), 'COMPLETED');
    expect(await variable(key, 'result')).toBe('3');
  });

  it('should answer a pattern that backtracks exponentially in JavaScript at once, with the RE2 answer', async () => {
    // when
    const { key, status, statusMs } = await startWhileAskingStatus('feel-regex', { text: `${'a'.repeat(31)}!` });

    // then
    expect(status).toBe(204);
    expect(statusMs).toBeLessThan(STATUS_BOUND_MS);
    await eventually(() => stateOf(key), 'COMPLETED');
    expect(await variable(key, 'result')).toBe('false');
    expect(await incidentsOf(key)).toEqual([]);
  });

  it('should raise an incident for a replacement that builds too much text', async () => {
    // when
    const { key } = await startWhileAskingStatus('feel-replace', { text: 'x'.repeat(100_000), padding: 'p'.repeat(1_000) });

    // then
    const [incident] = await incidentsOf(key);
    // The text budget ends it, or the clock on a machine busy enough (specs share it).
    expect(incident?.errorMessage).toMatch(/FEEL_MAX_STRING_LENGTH|FEEL_TIMEOUT_MS/);
    expect(incident?.errorMessage).toContain('the expression \'string length(replace(text, "", padding))\'');
  });

  it('should raise incidents for a runaway condition and a runaway input mapping, and let the instances be canceled', async () => {
    // when
    const condition = await startWhileAskingStatus('feel-condition', { n: 100_000 });
    const mapping = await startWhileAskingStatus('feel-mapping', {});

    // then
    for (const { status, statusMs } of [condition, mapping]) {
      expect(status).toBe(204);
      expect(statusMs).toBeLessThan(STATUS_BOUND_MS);
    }
    const [conditionIncident] = await incidentsOf(condition.key);
    expect(conditionIncident).toMatchObject({ errorType: 'EXTRACT_VALUE_ERROR', elementId: 'decide' });
    expect(conditionIncident?.errorMessage).toContain("the expression 'some x in 1..n, y in 1..n satisfies x * y < 0' exceeded its budget of");
    const [mappingIncident] = await incidentsOf(mapping.key);
    expect(mappingIncident).toMatchObject({ errorType: 'IO_MAPPING_ERROR', elementId: 'work' });
    expect(mappingIncident?.errorMessage).toContain('exceeded its budget of');

    // when
    for (const { key } of [condition, mapping]) expect((await http.post(`/v2/process-instances/${key}/cancellation`, {})).status).toBe(204);

    // then
    await waitUntilIdle(engine);
    expect(await stateOf(condition.key)).toBe('TERMINATED');
    expect(await stateOf(mapping.key)).toBe('TERMINATED');
  });
});
