import { once } from 'node:events';
import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ActivatedJobResult, JobActivationRequest } from '@baton/api-contract';
import { unavailable } from '../http/problem-detail.js';
import { JobController } from '../jobs/job.controller.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';
import type { ActivatedJob, ActivateJobsRequest, ActivateJobsResponse, StreamActivatedJobsRequest } from './gateway-messages.js';
import type { GatewayOperations } from './gateway-operations.js';
import { type StreamRpc, stream } from './gateway-rpc.js';
import { defined, jsonText, longNumber, optionalText } from './message-fields.js';

/** Jobs one activation of a stream takes at most: they are written one by one, as Zeebe pushes them. */
const STREAM_BATCH = 32;
/** How long one activation of a stream waits for jobs before it asks again (it asks the database every 500 ms anyway). */
const STREAM_POLL_MS = 30_000;

/** The activation's REST body; empty lists are none (the REST schema wants at least one tenant when they are given). */
const activationBody = (request: StreamActivatedJobsRequest, maxJobsToActivate: number, requestTimeout: number): JobActivationRequest =>
  defined({
    type: request.type,
    worker: optionalText(request.worker),
    timeout: longNumber(request.timeout),
    maxJobsToActivate,
    fetchVariable: request.fetchVariable.length > 0 ? request.fetchVariable : undefined,
    requestTimeout,
    tenantIds: request.tenantIds.length > 0 ? request.tenantIds : undefined,
  });

const activatedJob = (job: ActivatedJobResult): ActivatedJob => ({
  key: job.jobKey,
  type: job.type,
  processInstanceKey: job.processInstanceKey,
  bpmnProcessId: job.processDefinitionId,
  processDefinitionVersion: job.processDefinitionVersion,
  processDefinitionKey: job.processDefinitionKey,
  elementId: job.elementId,
  elementInstanceKey: job.elementInstanceKey,
  customHeaders: jsonText(job.customHeaders),
  worker: job.worker,
  retries: job.retries,
  deadline: String(job.deadline),
  variables: jsonText(job.variables),
  tenantId: job.tenantId,
  kind: job.kind,
  listenerEventType: job.listenerEventType,
});

/** Aborts when the client cancels the call or goes away. */
function departure(call: ServerWritableStream<unknown, unknown>): AbortSignal {
  const gone = new AbortController();
  call.once('cancelled', () => gone.abort('cancelled'));
  if (call.cancelled) gone.abort('cancelled');
  return gone.signal;
}

/** Waits until the stream takes more messages, or the client left. */
async function drained(call: ServerWritableStream<unknown, unknown>, gone: AbortSignal): Promise<void> {
  try {
    await once(call, 'drain', { signal: gone });
  } catch {
    // the client left: the caller stops writing
  }
}

/**
 * Job activation of the gateway on the REST long poll's (JobController, JobActivationService): ActivateJobs is one long
 * poll answered as one message (none when it found no job before its timeout); StreamActivatedJobs is a long poll
 * taken up again as soon as it answered, so that the jobs pushed to it as commands create them (JobPush) and those
 * the database holds reach the stream one message each, until the client leaves. Jobs taken for a client that left
 * are handed back at once, as REST hands them back.
 */
export function jobActivationRpcs(operations: GatewayOperations): Record<string, StreamRpc> {
  const controller = () => operations.provider(JobController);
  return {
    ActivateJobs: stream('ACTIVATE', async (call: ServerWritableStream<ActivateJobsRequest, ActivateJobsResponse>) => {
      const request = call.request;
      const body = activationBody(request, request.maxJobsToActivate, longNumber(request.requestTimeout));
      const gone = departure(call);
      const taken = await operations.run(call.metadata, 'activateJobs', {}, body, () => controller().activateFor(body, gone, NO_COMMAND_CONTEXT));
      if (taken.length === 0) return;
      if (gone.aborted) return controller().handBack(taken);
      call.write({ jobs: taken.map(activatedJob) });
    }),
    StreamActivatedJobs: stream('STREAM', async (call: ServerWritableStream<StreamActivatedJobsRequest, ActivatedJob>) => {
      const body = activationBody(call.request, STREAM_BATCH, STREAM_POLL_MS);
      const gone = departure(call);
      await operations.run(call.metadata, 'activateJobs', {}, body, async () => {
        while (!gone.aborted) {
          const askedAt = Date.now();
          const jobs = await controller().activateFor(body, gone, NO_COMMAND_CONTEXT);
          if (gone.aborted) {
            if (jobs.length > 0) await controller().handBack(jobs);
            return;
          }
          // An activation answers empty before its time only when the engine stops taking polls: it is shutting down.
          if (jobs.length === 0 && Date.now() - askedAt < STREAM_POLL_MS) throw unavailable('The engine is shutting down: the job stream ends');
          for (const [sent, job] of jobs.entries()) {
            // the client left while the batch was being written: the jobs it did not get go back at once
            if (gone.aborted) return controller().handBack(jobs.slice(sent));
            if (!call.write(activatedJob(job))) await drained(call, gone);
          }
        }
      });
    }),
  };
}
