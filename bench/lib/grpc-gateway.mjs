// Workload B over the engine's gRPC gateway (CLIENT=grpc): starts by CreateProcessInstance, jobs taken by
// StreamActivatedJobs streams (or ActivateJobs long polls, GRPC_JOBS=poll) and completed by CompleteJob. Plain
// @grpc/grpc-js on the engine's own gateway.proto rather than an SDK, so that the client's cost stays small: the gRPC
// side's analogue of lean-http.mjs.
import { fileURLToPath } from 'node:url';
import { credentials, loadPackageDefinition, Metadata } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { PROCESS_ID, Worker } from './workload.mjs';

const GATEWAY_PROTO = fileURLToPath(new URL('../../apps/engine/src/grpc/gateway.proto', import.meta.url));

/** A job as the workers of workload.mjs read it (REST's field names). */
const restJob = (job) => ({ jobKey: job.key, processInstanceKey: job.processInstanceKey });

/**
 * The calls of workload B on one gRPC channel (one HTTP/2 connection, every call multiplexed on it, as Zeebe's clients
 * do), with the methods the closed loop and its workers call on the REST client: startInstance, activateJobs, completeJob.
 */
export class GatewayClient {
  /** `address` host:port of the gateway; `accessToken` sent as the bearer token of every call (AUTH=oidc), or none. */
  constructor(address, accessToken = null) {
    const { Gateway } = loadPackageDefinition(loadSync(GATEWAY_PROTO, { keepCase: true, longs: String, defaults: true })).gateway_protocol;
    this.gateway = new Gateway(address, credentials.createInsecure());
    this.metadata = new Metadata();
    if (accessToken) this.metadata.set('authorization', `Bearer ${accessToken}`);
  }

  close() {
    this.gateway.close();
  }

  unary(method, request) {
    return new Promise((resolve, reject) =>
      this.gateway[method](request, this.metadata, (error, response) =>
        error ? reject(new Error(`${method} ended ${error.code} (${error.details || error.message})`)) : resolve(response),
      ),
    );
  }

  /** The latest version of workload B's process (version -1, as Zeebe's clients send it). */
  async startInstance(variables) {
    const created = await this.unary('CreateProcessInstance', { bpmnProcessId: PROCESS_ID, version: -1, variables: JSON.stringify(variables) });
    return { processInstanceKey: created.processInstanceKey };
  }

  /** One ActivateJobs long poll (a server stream that answers one message, or none when no job came in time), as REST's answer. */
  activateJobs({ type, worker, timeout, maxJobsToActivate, requestTimeout }) {
    return new Promise((resolve, reject) => {
      const jobs = [];
      const call = this.gateway.ActivateJobs({ type, worker, timeout, maxJobsToActivate, requestTimeout }, this.metadata);
      call.on('data', (response) => jobs.push(...response.jobs.map(restJob)));
      call.on('error', (error) => reject(new Error(`ActivateJobs ended ${error.code} (${error.details || error.message})`)));
      call.on('end', () => resolve({ jobs }));
    });
  }

  completeJob(jobKey, variables = {}) {
    return this.unary('CompleteJob', { jobKey, variables: JSON.stringify(variables) });
  }

  /** A StreamActivatedJobs stream: `onJob` gets each job pushed to it, `onError` how the stream ended otherwise than by cancel. */
  streamJobs({ type, worker, timeout }, onJob, onError) {
    const call = this.gateway.StreamActivatedJobs({ type, worker, timeout }, this.metadata);
    call.on('data', (job) => onJob(restJob(job)));
    call.on('error', (error) => {
      if (error.code !== 1) onError(new Error(`StreamActivatedJobs ended ${error.code} (${error.details || error.message})`)); // 1: CANCELLED, our stop
    });
    return call;
  }
}

/**
 * A worker on one StreamActivatedJobs stream: it completes each pushed job at once, as Worker completes the jobs of
 * its polls. A stream takes what the engine pushes (the engine writes up to 32 jobs per activation, waiting for the
 * client to read them): there is no capacity to ask for, so JOBS_PER_WORKER does not apply; `stats.activations`
 * counts the streams opened.
 */
export class StreamWorker extends Worker {
  start() {
    this.running = true;
    this.stats.activations++;
    this.call = this.client.streamJobs(
      { type: this.type, worker: this.name, timeout: this.lockTimeoutMs },
      (job) => {
        this.stats.activatedJobs++;
        const done = this.complete(job).finally(() => this.inflight.delete(done));
        this.inflight.add(done);
      },
      (error) => this.board.fail(error),
    );
    return this;
  }

  async stop() {
    this.running = false;
    this.call?.cancel();
    await Promise.allSettled([...this.inflight]);
  }
}
