// The workload: starts of `bench-process` instances and worker loops completing their `bench-task` jobs, over HTTP.
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import { basename } from 'node:path';
import { performance } from 'node:perf_hooks';
import { LeanHttpClient } from './lean-http.mjs';

export const PROCESS_ID = 'bench-process';
export const JOB_TYPE = 'bench-task';

const now = () => performance.now();

export class HttpError extends Error {
  constructor(method, path, status, body) {
    super(`${method} ${path} answered ${status}: ${body.slice(0, 500)}`);
    this.status = status;
  }
}

/** An access token of the embedded demo realm's `baton-worker` client (client credentials; it may deploy, start and work jobs). */
export async function workerAccessToken(baseUrl) {
  const response = await fetch(`${baseUrl}/auth/realms/baton/protocol/openid-connect/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'client_credentials', client_id: 'baton-worker', client_secret: 'baton-worker-secret' }).toString(),
  });
  const body = await response.json();
  if (!response.ok || !body.access_token) throw new Error(`token request failed (${response.status}): ${JSON.stringify(body)}`);
  return body.access_token;
}

export class EngineClient {
  /**
   * transport 'lean' (HTTP/1.1 written and read by lean-http.mjs, the cheapest per request), 'http' (node:http with a
   * keep-alive agent) or 'fetch' (undici). A multipart body (a deployment) always goes by fetch.
   */
  constructor(baseUrl, transport = 'fetch', accessToken = null) {
    this.baseUrl = baseUrl;
    this.transport = transport;
    this.url = new URL(baseUrl);
    this.agent = new http.Agent({ keepAlive: true, maxSockets: Infinity, maxFreeSockets: 1024 });
    this.auth = accessToken ? { authorization: `Bearer ${accessToken}` } : {};
    this.lean = new LeanHttpClient(baseUrl, this.auth);
  }

  close() {
    this.agent.destroy();
    this.lean.close();
  }

  /** The answer's body as JSON (as text with `raw`); an HttpError when its status is not one of `expect`. */
  async request(method, path, options = {}) {
    const { expect = [200], raw = false } = options;
    const { status, text } = await this.send(method, path, options);
    if (!expect.includes(status)) throw new HttpError(method, path, status, text);
    if (raw) return text;
    return text ? JSON.parse(text) : undefined;
  }

  /** The answer's status and text, by the request's transport (`options.transport`) or else the client's. */
  send(method, path, options) {
    const transport = options.transport ?? this.transport;
    if (options.body !== undefined || transport === 'fetch') return this.sendFetch(method, path, options);
    if (transport === 'lean') return this.lean.request(method, path, options.json === undefined ? undefined : JSON.stringify(options.json));
    return this.sendHttp(method, path, options);
  }

  sendHttp(method, path, { json }) {
    return new Promise((resolve, reject) => {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers = payload ? { ...this.auth, 'content-type': 'application/json', 'content-length': payload.length } : { ...this.auth };
      const req = http.request({ host: this.url.hostname, port: this.url.port, method, path, headers, agent: this.agent }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString('utf8') }));
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  async sendFetch(method, path, { json, body, signal }) {
    const init = { method, signal, headers: { ...this.auth } };
    if (json !== undefined) {
      init.body = JSON.stringify(json);
      init.headers['content-type'] = 'application/json';
    } else if (body !== undefined) {
      init.body = body;
    }
    const res = await fetch(this.baseUrl + path, init);
    return { status: res.status, text: await res.text() };
  }

  async deploy(file) {
    const form = new FormData();
    form.append('resources', new Blob([await readFile(file)], { type: 'application/xml' }), basename(file));
    return this.request('POST', '/v2/deployments', { body: form });
  }

  startInstance(variables) {
    return this.startProcess(PROCESS_ID, variables);
  }

  startProcess(processDefinitionId, variables) {
    return this.request('POST', '/v2/process-instances', { json: { processDefinitionId, variables } });
  }

  publishMessage(name, correlationKey, timeToLive, variables = {}) {
    return this.request('POST', '/v2/messages/publication', { json: { name, correlationKey, timeToLive, variables } });
  }

  searchUserTasks(filter, limit = 10) {
    return this.request('POST', '/v2/user-tasks/search', { json: { filter, page: { limit } } });
  }

  completeUserTask(userTaskKey, variables = {}) {
    return this.request('POST', `/v2/user-tasks/${userTaskKey}/completion`, { json: { variables }, expect: [204] });
  }

  /** GET /metrics as text (Prometheus' format), over node:http whatever the transport. */
  metricsText() {
    return this.request('GET', '/metrics', { raw: true, transport: 'http' });
  }

  activateJobs(request, signal) {
    return this.request('POST', '/v2/jobs/activation', { json: request, signal });
  }

  completeJob(jobKey, variables = {}) {
    return this.request('POST', `/v2/jobs/${jobKey}/completion`, { json: { variables }, expect: [204] });
  }

  getInstance(key) {
    return this.request('GET', `/v2/process-instances/${key}`);
  }

  searchInstances(filter, limit = 1) {
    return this.request('POST', '/v2/process-instances/search', { json: { filter, page: { limit } } });
  }

  topology() {
    return this.request('GET', '/v2/topology');
  }
}

/**
 * Completion times by process instance key. A worker may complete an instance's job before the start response
 * reaches the starter, so either side may come first.
 */
export class CompletionBoard {
  constructor() {
    this.times = new Map();
    this.waiters = new Map();
    this.failure = null;
    this.lastProgress = now();
  }

  completed(processInstanceKey, at) {
    this.lastProgress = at;
    const waiter = this.waiters.get(processInstanceKey);
    if (waiter) {
      this.waiters.delete(processInstanceKey);
      waiter.resolve(at);
    } else {
      this.times.set(processInstanceKey, at);
    }
  }

  /** Fails every current and future wait (a job could not be completed, the run is stuck...). */
  fail(error) {
    if (this.failure) return;
    this.failure = error;
    for (const waiter of this.waiters.values()) waiter.reject(error);
    this.waiters.clear();
  }

  completionOf(processInstanceKey) {
    if (this.failure) return Promise.reject(this.failure);
    const at = this.times.get(processInstanceKey);
    if (at !== undefined) {
      this.times.delete(processInstanceKey);
      return Promise.resolve(at);
    }
    return new Promise((resolve, reject) => this.waiters.set(processInstanceKey, { resolve, reject }));
  }
}

/**
 * A job worker like Camunda's: one long-polling activation at a time for as many jobs as it has free capacity,
 * each activated job completed at once (empty variables) without waiting for the others.
 */
export class Worker {
  /**
   * `type`: the job type it works on; `final`: its job is the instance's last step, so its completion is the
   * instance's completion (reported to the board); `variables(job)`: what it completes the job with.
   */
  constructor({ client, name, capacity, pollTimeoutMs, lockTimeoutMs = 60_000, board, stats, type = JOB_TYPE, final = true, variables = () => ({}) }) {
    Object.assign(this, { client, name, capacity, pollTimeoutMs, lockTimeoutMs, board, stats, type, final, variables });
    this.active = 0;
    this.running = false;
    this.wake = null;
    this.inflight = new Set();
  }

  start() {
    this.running = true;
    this.loop = this.run();
    return this;
  }

  async stop() {
    this.running = false;
    this.wake?.();
    await this.loop;
    await Promise.allSettled([...this.inflight]);
  }

  async run() {
    while (this.running) {
      const free = this.capacity - this.active;
      if (free <= 0) {
        await new Promise((resolve) => (this.wake = resolve));
        this.wake = null;
        continue;
      }
      let jobs;
      try {
        const response = await this.client.activateJobs({
          type: this.type,
          worker: this.name,
          timeout: this.lockTimeoutMs,
          maxJobsToActivate: free,
          requestTimeout: this.pollTimeoutMs,
        });
        jobs = response.jobs;
      } catch (error) {
        this.board.fail(new Error(`Job activation failed: ${error.message}`));
        return;
      }
      this.stats.activations++;
      if (jobs.length === 0) this.stats.emptyActivations++;
      this.stats.activatedJobs += jobs.length;
      for (const job of jobs) {
        this.active++;
        const done = this.complete(job).finally(() => {
          this.active--;
          this.inflight.delete(done);
          this.wake?.();
        });
        this.inflight.add(done);
      }
    }
  }

  async complete(job) {
    try {
      await this.client.completeJob(job.jobKey, this.variables(job));
      this.stats.completedJobs++;
      if (this.final) this.board.completed(job.processInstanceKey, now());
      else this.board.lastProgress = now();
    } catch (error) {
      this.board.fail(new Error(`Completing job ${job.jobKey} failed: ${error.message}`));
    }
  }
}

/** Workload B's instance: start it, then wait until a worker's completion of its job was acknowledged. */
export async function startAndAwaitJob({ client, board, seq }) {
  const startAt = now();
  const { processInstanceKey } = await client.startInstance({ seq });
  const startedAt = now();
  const completedAt = await board.completionOf(processInstanceKey);
  return { processInstanceKey, startAt, startedAt, completedAt };
}

/**
 * Runs `count` instances keeping `concurrency` of them in flight: a lane runs one instance from its start to its
 * completion (`runOne`, by default workload B's), then the next. Returns one record per instance
 * ({ processInstanceKey, startAt, startedAt, completedAt }, performance.now() times).
 */
export async function runInstances({ client, board, count, concurrency, firstSeq = 0, stallTimeoutMs, onProgress, runOne = startAndAwaitJob }) {
  const records = new Array(count);
  let next = 0;
  let finished = 0;
  const stallCheck = setInterval(() => {
    if (now() - board.lastProgress > stallTimeoutMs) {
      board.fail(new Error(`No instance completed for ${stallTimeoutMs / 1000} s: ${finished}/${count} done`));
    }
  }, 1000);
  const lane = async () => {
    try {
      while (next < count && !board.failure) {
        const i = next++;
        records[i] = await runOne({ client, board, seq: firstSeq + i });
        board.lastProgress = now();
        finished++;
        onProgress?.(finished);
      }
    } catch (error) {
      board.fail(error);
      throw error;
    }
  };
  board.lastProgress = now();
  try {
    const lanes = Array.from({ length: Math.min(concurrency, count) }, lane);
    const results = await Promise.allSettled(lanes);
    const rejected = results.find((result) => result.status === 'rejected');
    if (rejected) throw rejected.reason;
    if (board.failure) throw board.failure;
  } finally {
    clearInterval(stallCheck);
  }
  return records;
}
