import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

describe('ClusterController (HTTP)', () => {
  let engine: TestEngine;

  beforeAll(async () => {
    engine = await startTestEngine();
  });

  afterAll(async () => {
    await engine?.close();
  });

  it('should describe a single-broker, single-partition topology', async () => {
    // when
    const response = await fetch(`${engine.baseUrl}/v2/topology`);

    // then
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const port = Number(new URL(engine.baseUrl).port);
    expect(await response.json()).toEqual({
      brokers: [
        {
          nodeId: 0,
          host: '127.0.0.1',
          port,
          partitions: [{ partitionId: 1, role: 'leader', health: 'healthy' }],
          version: '8.8.0',
        },
      ],
      clusterId: null,
      clusterSize: 1,
      partitionsCount: 1,
      replicationFactor: 1,
      gatewayVersion: '8.8.0',
      lastCompletedChangeId: '-1',
    });
  });

  it('should answer status 204 when the database is up', async () => {
    const response = await fetch(`${engine.baseUrl}/v2/status`);

    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
  });

  it('should answer an unknown route with a 404 problem', async () => {
    // when
    const response = await fetch(`${engine.baseUrl}/v2/no-such-thing?x=1`);

    // then
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    expect(await response.json()).toEqual({
      type: 'about:blank',
      title: 'NOT_FOUND',
      status: 404,
      detail: expect.stringContaining('/v2/no-such-thing'),
      instance: '/v2/no-such-thing',
    });
  });

  it('should answer a malformed JSON body with a 400 problem', async () => {
    // when
    const response = await fetch(`${engine.baseUrl}/v2/process-instances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"processDefinitionId": ',
    });

    // then
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^application\/problem\+json/);
    const problem = (await response.json()) as { detail: string };
    expect(problem).toMatchObject({ type: 'about:blank', title: 'INVALID_ARGUMENT', status: 400, instance: '/v2/process-instances' });
    expect(problem.detail).toMatch(/^The request body is not valid JSON/);
  });

  it('should answer a chunked JSON body over MAX_REQUEST_BYTES (4 MB) with a 413 problem', async () => {
    // given a body without Content-Length: only the JSON parser, while reading, can see its size
    const chunks = [JSON.stringify({ blob: 'x'.repeat(5 * 1024 * 1024) })];
    const body = new ReadableStream({
      pull: (controller) => (chunks.length > 0 ? controller.enqueue(new TextEncoder().encode(chunks.shift())) : controller.close()),
    });

    // when
    const response = await fetch(`${engine.baseUrl}/v2/process-instances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);

    // then
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      title: 'PAYLOAD_TOO_LARGE',
      status: 413,
      detail: 'The request body is larger than the limit of 4194304 bytes (MAX_REQUEST_BYTES)',
    });
  });

  it('should answer status 503 when the database is unreachable', async () => {
    // given a second engine whose connection pool is gone
    const other = await startTestEngine();
    const { Database } = await import('../database/database.js');
    const database = other.app.get(Database);
    await database.dataSource.destroy();

    try {
      // when
      const response = await fetch(`${other.baseUrl}/v2/status`);

      // then
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ title: 'UNAVAILABLE', status: 503, instance: '/v2/status' });
    } finally {
      await other.close();
    }
  });
});
