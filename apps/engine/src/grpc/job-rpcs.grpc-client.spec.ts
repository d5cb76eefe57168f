import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../testing/eventually.js';
import { bearer, gatewayClient } from '../testing/gateway-client.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { type ZeebeGrpcClient, zeebeGrpcClient } from '../testing/zeebe-grpc-client.js';

const WORK_MODEL = fileURLToPath(new URL('./grpc-work.bpmn', import.meta.url));
const EVENTS_MODEL = fileURLToPath(new URL('./grpc-events.bpmn', import.meta.url));

interface Incident {
  incidentKey: string;
  errorMessage: string;
  state: string;
}

/** Job workers over the gateway: long polls, streams, failures, errors and incidents, checked through the REST API. */
describe('the gRPC gateway: jobs (ZeebeGrpcClient)', () => {
  let engine: TestEngine;
  let zeebe: ZeebeGrpcClient;
  let rest: HttpClient;
  let port: number;

  const stateOf = async (key: string) => (await rest.get<{ state: string }>(`/v2/process-instances/${key}`)).body.state;
  const elementsOf = async (key: string) =>
    (await rest.post<{ items: { elementId: string; state: string }[] }>('/v2/element-instances/search', { filter: { processInstanceKey: key } })).body.items
      .map(({ elementId, state }) => `${elementId} ${state}`)
      .sort();

  beforeAll(async () => {
    port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    zeebe = zeebeGrpcClient(port);
    rest = new HttpClient(engine.baseUrl);
    await zeebe.deployResource({ processFilename: WORK_MODEL });
    await zeebe.deployResource({ processFilename: EVENTS_MODEL });
  });
  afterAll(async () => {
    await zeebe?.close();
    await engine?.close();
  });

  it('should activate a job with its variables and headers and complete it, which completes the instance', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: { amount: 7 } });

    const [job] = await zeebe.activateJobs({ type: 'grpc-work', worker: 'spec', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });
    await zeebe.completeJob({ jobKey: job?.key ?? '', variables: { done: true } });

    expect(job).toMatchObject({
      processInstanceKey: created.processInstanceKey,
      bpmnProcessId: 'grpc-work',
      elementId: 'work',
      worker: 'spec',
      retries: 2,
      variables: { amount: 7 },
      customHeaders: { priority: 'high' },
    });
    expect(await stateOf(created.processInstanceKey)).toBe('COMPLETED');
  });

  it('should push jobs to a job stream as instances create them', async () => {
    const handled: string[] = [];
    const stream = await zeebe.streamJobs({
      type: 'grpc-work',
      worker: 'streamer',
      tenantIds: ['<default>'],
      timeout: 60_000,
      pollInterval: -1,
      taskHandler: (job) => {
        handled.push(job.processInstanceKey);
        return job.complete();
      },
    });
    try {
      const created = await Promise.all([1, 2, 3].map(() => zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} })));

      for (const { processInstanceKey } of created) await eventually(() => stateOf(processInstanceKey), 'COMPLETED');
      expect(handled.sort()).toEqual(created.map(({ processInstanceKey }) => processInstanceKey).sort());
    } finally {
      stream.close();
    }
  });

  it('should raise an incident for a job failed without retries, and go on once its retries are back and the incident resolved', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-work', variables: {} });
    const [job] = await zeebe.activateJobs({ type: 'grpc-work', worker: 'spec', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });
    const jobKey = job?.key ?? '';

    await zeebe.failJob({ jobKey, retries: 0, errorMessage: 'card declined', retryBackOff: 0 });
    const incidents = await rest.post<{ items: Incident[] }>('/v2/incidents/search', { filter: { processInstanceKey: created.processInstanceKey } });
    const [incident] = incidents.body.items;
    await zeebe.updateJobRetries({ jobKey, retries: 1 });
    await zeebe.resolveIncident({ incidentKey: incident?.incidentKey ?? '' });
    const [again] = await zeebe.activateJobs({ type: 'grpc-work', worker: 'spec', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });
    await zeebe.updateJobTimeout({ jobKey: again?.key ?? '', timeout: 120_000 });
    await zeebe.completeJob({ jobKey: again?.key ?? '', variables: {} });

    expect(incident).toMatchObject({ errorMessage: 'card declined', state: 'ACTIVE' });
    expect(again?.key).toBe(jobKey);
    expect(await stateOf(created.processInstanceKey)).toBe('COMPLETED');
  });

  it('should throw a business error that the boundary event catches', async () => {
    const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-charge', variables: {} });
    const [job] = await zeebe.activateJobs({ type: 'grpc-charge', worker: 'spec', maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 });

    await zeebe.throwError({ jobKey: job?.key ?? '', errorCode: 'NO_FUNDS', errorMessage: 'insufficient funds' });

    expect(await stateOf(created.processInstanceKey)).toBe('COMPLETED');
    expect(await elementsOf(created.processInstanceKey)).toContain('declined COMPLETED');
  });

  it('should refuse to complete a job that is not there as Zeebe does: NOT_FOUND', async () => {
    const refusal = await zeebe.completeJob({ jobKey: '2251799813685249', variables: {} }).then(
      () => null,
      (error: { code?: number }) => error,
    );

    expect(refusal?.code).toBe(5);
  });

  it('should push a job to a bare StreamActivatedJobs stream, one message, as the command creating it commits', async () => {
    const client = gatewayClient(port);
    const stream = client.StreamActivatedJobs({ type: 'grpc-charge', worker: 'bare', timeout: 60_000 }, bearer());
    try {
      const pushed = new Promise<{ key: string; processInstanceKey: string; variables: string }>((resolve, reject) => {
        stream.once('data', resolve);
        stream.once('error', reject);
      });
      const created = await zeebe.createProcessInstance({ bpmnProcessId: 'grpc-charge', variables: { amount: 3 } });

      const job = await pushed;
      await zeebe.completeJob({ jobKey: job.key, variables: {} });

      expect(job.processInstanceKey).toBe(created.processInstanceKey);
      expect(JSON.parse(job.variables)).toEqual({ amount: 3 });
      expect(await stateOf(created.processInstanceKey)).toBe('COMPLETED');
    } finally {
      stream.cancel();
      client.close();
    }
  });
});
