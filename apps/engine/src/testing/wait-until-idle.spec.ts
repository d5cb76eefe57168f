import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateProcessInstanceResult, ProcessInstanceResult } from '@baton/api-contract';
import { HttpClient } from './http-client.js';
import { startTestEngine, type TestEngine } from './test-engine.js';
import { waitUntilIdle } from './wait-until-idle.js';

const MODEL = readFileSync(new URL('./wait-until-idle.bpmn', import.meta.url), 'utf8');
const T0 = Date.parse('2030-01-01T00:00:00.000Z');

/** Idle must mean done: right after it, what the engine does on its own shows, with no polling. */
describe('waitUntilIdle', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine({ env: { CLOCK_CONTROL: 'true' } });
    http = new HttpClient(engine.baseUrl);
    expect((await http.deploy({ 'wait-until-idle.bpmn': MODEL })).status).toBe(200);
    expect((await http.request('PUT', '/v2/clock', { timestamp: T0 })).status).toBe(204);
  });
  afterAll(() => engine?.close());

  const stateOf = async (key: string) => (await http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`)).body.state;

  it('should return only once due timers fired and the buffered messages they made instances wait for were handed over', async () => {
    // given: instances waiting for a timer, then for a message that is already buffered
    const keys: string[] = [];
    for (let i = 0; i < 5; i++) {
      const orderId = `idle-${i}`;
      expect((await http.post('/v2/messages/publication', { name: 'idle-payment', correlationKey: orderId, timeToLive: 3_600_000 })).status).toBe(200);
      const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', {
        processDefinitionId: 'idle-timer-then-message',
        variables: { orderId },
      });
      expect(started.status).toBe(200);
      keys.push(started.body.processInstanceKey);
    }

    // when: the timers become due (the scheduler fires them, and each fire's commit offers the buffered message)
    expect((await http.request('PUT', '/v2/clock', { timestamp: T0 + 2 * 60_000 })).status).toBe(204);
    await waitUntilIdle(engine);

    // then
    for (const key of keys) expect(await stateOf(key)).toBe('COMPLETED');
  });
});
