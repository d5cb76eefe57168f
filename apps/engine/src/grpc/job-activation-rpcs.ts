import { once } from 'node:events';
import type { ServerWritableStream } from '@grpc/grpc-js';
import type { ActivatedJobResult, JobActivationRequest } from '@baton/api-contract';
import { ApiProblem, unavailable } from '../http/problem-detail.js';
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

/** setTimeout's longest delay: a token that lives longer (24.8 days) outlives any stream of an engine process anyway. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * Aborts when the call's token expires (at `expiresAt`, never without one): Zeebe checks the token of every request,
 * so a stream, one request that lives on, must not keep taking jobs for a caller whose token no longer holds.
 */
function tokenLapse(expiresAt: number | undefined): { readonly signal: AbortSignal; readonly clear: () => void } {
  const lapse = new AbortController();
  const delay = expiresAt === undefined ? Number.POSITIVE_INFINITY : expiresAt - Date.now();
  const timer = delay <= LONGEST_TIMER_MS ? setTimeout(() => lapse.abort('token expired'), Math.max(0, delay)) : undefined;
  return { signal: lapse.signal, clear: () => clearTimeout(timer) };
}

const tokenExpired = () => new ApiProblem(401, 'The bearer token has expired: the job stream ends (open it again with a fresh token)', 'UNAUTHORIZED');

/**
 * Job activation of the gateway on the REST long poll's (JobController, JobActivationService): ActivateJobs is one long
 * poll answered as one message (none when it found no job before its timeout); StreamActivatedJobs is a long poll
 * taken up again as soon as it answered, so that the jobs pushed to it as commands create them (JobPush) and those
 * the database holds reach the stream one message each, until the client leaves. Jobs taken for a client that left
 * are handed back at once, as REST hands them back. A stream ends UNAUTHENTICATED when its token expires.
 */
export function jobActivationRpcs(operations: GatewayOperations): Record<string, StreamRpc> {
  const controller = () => operations.provider(JobController);
  /** Takes up the long poll again and again, writing its jobs one message each, until `stop` aborts. */
  const streamJobs = async (call: ServerWritableStream<StreamActivatedJobsRequest, ActivatedJob>, body: JobActivationRequest, stop: AbortSignal) => {
    while (!stop.aborted) {
      const askedAt = Date.now();
      const jobs = await controller().activateFor(body, stop, NO_COMMAND_CONTEXT);
      if (stop.aborted) {
        if (jobs.length > 0) await controller().handBack(jobs);
        return;
      }
      // An activation answers empty before its time only when the engine stops taking polls: it is shutting down.
      if (jobs.length === 0 && Date.now() - askedAt < STREAM_POLL_MS) throw unavailable('The engine is shutting down: the job stream ends');
      for (const [sent, job] of jobs.entries()) {
        // the client left, or its token expired, while the batch was being written: the jobs it did not get go back at once
        if (stop.aborted) return controller().handBack(jobs.slice(sent));
        if (!call.write(activatedJob(job))) await drained(call, stop);
      }
    }
  };
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
        const lapse = tokenLapse(operations.tokenExpiry(call.metadata));
        const stop = AbortSignal.any([gone, lapse.signal]);
        try {
          await streamJobs(call, body, stop);
        } finally {
          lapse.clear();
        }
        if (lapse.signal.aborted && !gone.aborted) throw tokenExpired();
      });
    }),
  };
}
