import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callStatus, type GatewayClient, gatewayClient } from '../testing/gateway-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';

/** The samples of `name` in the text format, by their labels (`{method="Topology",status="OK"}`). */
async function samplesOf(baseUrl: string, name: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${baseUrl}/metrics`)).text();
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const space = line.lastIndexOf(' ');
    samples.set(line.slice(name.length, space), Number(line.slice(space + 1)));
  }
  return samples;
}

describe('gRPC call metrics', () => {
  let engine: TestEngine;
  let client: GatewayClient;

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    client = gatewayClient(port);
  });
  afterAll(async () => {
    client?.close();
    await engine?.close();
  });

  it('should count and time every call on /metrics by method and status code', async () => {
    expect((await callStatus(client, 'Topology', {}, bearer())).code).toBe(0);
    expect((await callStatus(client, 'Topology', {}, bearer())).code).toBe(0);
    expect((await callStatus(client, 'CancelProcessInstance', { processInstanceKey: '1' }, bearer())).code).toBe(5);

    const counts = await samplesOf(engine.baseUrl, 'baton_grpc_call_duration_seconds_count');
    const sums = await samplesOf(engine.baseUrl, 'baton_grpc_call_duration_seconds_sum');

    expect(Object.fromEntries(counts)).toEqual({
      '{method="Topology",status="OK"}': 2,
      '{method="CancelProcessInstance",status="NOT_FOUND"}': 1,
    });
    expect(sums.get('{method="Topology",status="OK"}')).toBeGreaterThan(0);
  });
});
