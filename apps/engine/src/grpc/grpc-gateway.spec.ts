import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, startTestEngine } from '../testing/test-engine.js';

describe('GrpcGateway', () => {
  it('should keep the engine from starting when the GRPC_PORT it was given is taken', async () => {
    const port = await freePort();
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(port, '127.0.0.1', resolve));
    try {
      await expect(startTestEngine({ env: { GRPC_PORT: String(port) } })).rejects.toThrow(
        new RegExp(`the gRPC gateway cannot listen on 127\\.0\\.0\\.1:${port}: .*EADDRINUSE.*\\(GRPC_PORT; 0 turns the gateway off\\)`),
      );
    } finally {
      holder.close();
    }
  });
});
