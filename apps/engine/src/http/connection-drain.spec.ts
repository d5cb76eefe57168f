import { once } from 'node:events';
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestEngine } from '../testing/test-engine.js';

describe('closing the engine with connections open', () => {
  // Without the drain, close() waits for the silent connection until headersTimeout (66 s): longer than this test may take.
  it('ends a connection that never sent a request, and answers the request still in flight before it closes', { timeout: 30_000 }, async () => {
    // given: a connection that sent nothing, and a job long poll waiting on a second one
    const engine = await startTestEngine();
    const { hostname, port } = new URL(engine.baseUrl);
    const silent = connect(Number(port), hostname);
    await once(silent, 'connect');
    const silentClosed = once(silent, 'close');
    const poll = fetch(`${engine.baseUrl}/v2/jobs/activation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'nobody-creates-these', timeout: 10_000, maxJobsToActivate: 1, requestTimeout: 20_000 }),
    });
    await expect.poll(() => waitingLongPolls(engine.baseUrl)).toBe(1);

    // when
    await engine.close();

    // then
    await silentClosed;
    expect(silent.bytesRead).toBe(0);
    const answer = await poll;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ jobs: [] });
  });
});

/** The engine's gauge of the job long polls open (GET /metrics). */
async function waitingLongPolls(baseUrl: string): Promise<number> {
  const metrics = await (await fetch(`${baseUrl}/metrics`)).text();
  const line = metrics.split('\n').find((row) => row.startsWith('baton_job_long_polls_open'));
  return Number(line?.split(' ').at(-1) ?? Number.NaN);
}
