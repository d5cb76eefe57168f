import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));
/** Enough for the stream to hold many jobs in flight at once; the 10,000 of the issue run in bench/. */
const INSTANCES = 500;

/** One job stream of ZeebeGrpcClient takes and completes the jobs of many instances, each exactly once. */
describe('the gRPC gateway: a job stream under many instances (ZeebeGrpcClient)', () => {
  let engine: TestEngine;
  let zeebe: ZeebeGrpcClient;
  let rest: HttpClient;

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    zeebe = zeebeGrpcClient(port);
    rest = new HttpClient(engine.baseUrl);
    await zeebe.deployResource({ processFilename: WORK_MODEL });
  });
  afterAll(async () => {
    await zeebe?.close();
    await engine?.close();
  });

  const completedCount = async () =>
    (
      await rest.post<{ page: { totalItems: number } }>('/v2/process-instances/search', {
        filter: { processDefinitionId: 'grpc-work', state: 'COMPLETED' },
        page: { limit: 1 },
      })
    ).body.page.totalItems;

  it(`should stream and complete the jobs of ${INSTANCES} instances, each once`, async () => {
    const handled = new Map<string, number>();
    const stream = await zeebe.streamJobs({
      type: 'grpc-work',
      worker: 'many',
      tenantIds: ['<default>'],
      timeout: 60_000,
      pollInterval: -1,
      taskHandler: (job) => {
        handled.set(job.key, (handled.get(job.key) ?? 0) + 1);
        return job.complete();
      },
    });
    try {
      for (let first = 0; first < INSTANCES; first += 50) {
        await Promise.all(Array.from({ length: 50 }, () => zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} })));
      }

      await eventually(completedCount, INSTANCES, 120_000);
      expect(handled.size).toBe(INSTANCES);
      expect([...handled.values()].every((times) => times === 1)).toBe(true);
    } finally {
      stream.close();
    }
  }, 180_000);
});
