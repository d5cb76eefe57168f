import { readFileSync } from 'node:fs';
import type { CreateProcessInstanceResult, ProcessInstanceResult, SearchQueryResponse } from '@baton/api-contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PgPool } from '../database/pg-pool.js';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { type EngineProcess, startEngineProcess, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { InstanceOutbox } from './instance-outbox.repository.js';

const fixture = (name: string) => readFileSync(new URL(`../process-instances/call-activity.${name}.bpmn`, import.meta.url), 'utf8');

/**
 * A command one instance asked of another survives the engine that should have carried it out: another engine
 * process (here, one started afterwards, whose start-up sweep finds it) carries it out. Needs the built engine.
 */
describe('the instance outbox when its engine dies after the commit', () => {
  let engine: TestEngine;
  let second: EngineProcess | undefined;

  beforeAll(async () => {
    engine = await startTestEngine();
    const deployed = await new HttpClient(engine.baseUrl).deploy({ 'callee.bpmn': fixture('callee'), 'caller.bpmn': fixture('caller') });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });
  afterAll(async () => {
    await second?.kill('SIGKILL');
    vi.restoreAllMocks();
    await engine?.close();
  });

  it('should create the child a call activity asked for when another engine process starts', async () => {
    // given: the first engine commits the caller but never carries out its outbox, as if it had died at once
    vi.spyOn(InstanceOutbox.prototype, 'lease').mockResolvedValue(null);
    vi.spyOn(InstanceOutbox.prototype, 'leaseDue').mockResolvedValue([]);
    const http = new HttpClient(engine.baseUrl);
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'caller', variables: { order: 7 } });
    const parent = started.body.processInstanceKey;
    const pg = engine.app.get(PgPool);
    const outbox = () => pg.query<{ type: string }>(`select command->>'type' as type from instance_command_outbox`);
    expect(await outbox()).toEqual([{ type: 'CreateProcessInstance' }]);

    // when
    second = await startEngineProcess(engine.databaseUrl);

    // then
    const children = async () =>
      (
        await new HttpClient(second?.baseUrl ?? '').post<SearchQueryResponse<ProcessInstanceResult>>('/v2/process-instances/search', {
          filter: { parentProcessInstanceKey: parent },
        })
      ).body.items.map((child) => [child.processDefinitionId, child.state]);
    await eventually(children, [['callee', 'ACTIVE']]);
    await eventually(outbox, []);
  });
});
