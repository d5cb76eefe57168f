import { EventEmitter } from 'node:events';
import type { FastifyReply } from 'fastify';
import { request, type ServerResponse } from 'node:http';
import { readFileSync } from 'node:fs';
import type { Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, HistoryEventDto } from '@baton/api-contract';
import { HttpClient } from '../testing/http-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';
import { JobActivationService } from './job-activation.service.js';
import { JobActivationStore } from '../runtime/job-activation.store.js';
import { JobController } from './job.controller.js';
import { JobNotifications } from './job-notifications.js';
import { CommandExecutor } from '../runtime/command-executor.js';
import { JobPush } from '../runtime/job-push.js';
import { NO_COMMAND_CONTEXT } from '../runtime/command-context.js';

const PROCESS = readFileSync(new URL('./job-process.bpmn', import.meta.url), 'utf8');
const LOCK_MS = 600_000;

type AsyncMethods = Record<string, (...args: unknown[]) => Promise<unknown>>;

/** Lets `method` run as it would, then aborts `clientGone` (once). */
function abortingAfter(target: object, method: string, clientGone: AbortController) {
  const methods = target as AsyncMethods;
  const original = (methods[method] as AsyncMethods[string]).bind(target);
  return vi.spyOn(methods, method).mockImplementationOnce(async (...args: unknown[]) => {
    const result = await original(...args);
    clientGone.abort();
    return result;
  });
}

const activationBody = (worker: string, requestTimeout: number) => ({ type: 'work-job', worker, timeout: LOCK_MS, maxJobsToActivate: 5, requestTimeout });

/** Like Zeebe: a long poll whose client went away takes no jobs, and jobs it took but could not deliver go back at once. */
describe('long-polling job activation whose client disconnects', () => {
  let engine: TestEngine;
  let http: HttpClient;

  beforeAll(async () => {
    engine = await startTestEngine();
    http = new HttpClient(engine.baseUrl);
    const deployed = await http.deploy<DeploymentResult>({ 'job-process.bpmn': PROCESS });
    expect(deployed.status, JSON.stringify(deployed.body)).toBe(200);
  });

  afterAll(async () => {
    await engine?.close();
  });

  const startInstance = async () => {
    const started = await http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId: 'job-process' });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    return started.body.processInstanceKey;
  };

  const historyOf = async (processInstanceKey: string) =>
    (await http.get<{ items: HistoryEventDto[] }>(`/baton/v1/process-instances/${processInstanceKey}/history`)).body.items;

  /** The departed worker's job went back: a live worker's poll gets it, and history says why it was activated twice. */
  const expectHandedBack = async (processInstanceKey: string, requestTimeout: number) => {
    const live = await http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', activationBody('live', requestTimeout));
    expect(live.body.jobs.map((job) => job.processInstanceKey)).toEqual([processInstanceKey]);
    const jobEvents = (await historyOf(processInstanceKey)).filter((event) => event.type.startsWith('Job'));
    expect(jobEvents.map((event) => [event.type, event.payload['worker']])).toEqual([
      ['JobCreated', undefined],
      ['JobActivated', 'departed'],
      ['JobYielded', 'departed'],
      ['JobActivated', 'live'],
    ]);
  };

  it('should stop taking jobs once its client disconnected, so a live worker gets the next job at once', async () => {
    // given: a worker long-polls on its own connection, then goes away
    const server = engine.app.getHttpServer() as Server;
    const departedSocket = new Promise<Socket>((resolve) => server.once('connection', resolve));
    const departed = request(`${engine.baseUrl}/v2/jobs/activation`, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } });
    departed.on('error', () => undefined);
    departed.end(JSON.stringify(activationBody('departed', 20_000)));
    const socket = await departedSocket;
    await vi.waitFor(() => expect(socket.bytesRead).toBeGreaterThan(0));
    const closed = new Promise((resolve) => socket.once('close', resolve));
    departed.destroy();
    await closed;

    // when: a job is created while a live worker polls
    const live = http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', activationBody('live', 5_000));
    const processInstanceKey = await startInstance();

    // then: the live worker gets it, and nobody else ever held it
    const { body } = await live;
    expect(body.jobs.map((job) => job.processInstanceKey)).toEqual([processInstanceKey]);
    const activations = (await historyOf(processInstanceKey)).filter((event) => event.type === 'JobActivated');
    expect(activations.map((event) => event.payload['worker'])).toEqual(['live']);
  });

  it.each(['its query', 'a command on its instance'] as const)(
    'should hand back at once, recorded in history, the jobs it took (by %s) when its client had just gone',
    async (how) => {
      // given: an instance waits at its job (created while no poll waited), and the client goes away right as the
      // activation took the job, either by the poll's query or by a command on the instance
      const notifications = engine.app.get(JobNotifications);
      const before = notifications.generation('work-job');
      const processInstanceKey = await startInstance();
      // the job's notification has reached this process (it comes on a connection of its own, after the start's
      // answer or before it), so the poll's queue asks the database at once rather than wait for it
      await vi.waitFor(() => expect(notifications.generation('work-job')).not.toBe(before));
      const clientGone = new AbortController();
      const push = engine.app.get(JobPush);
      const spies =
        how === 'its query'
          ? [vi.spyOn(push, 'takeUnclaimed').mockReturnValueOnce([]), abortingAfter(engine.app.get(JobActivationStore), 'activate', clientGone)]
          : [abortingAfter(engine.app.get(CommandExecutor), 'executeMany', clientGone)];

      // when
      const delivered = await engine.app.get(JobActivationService).activate(activationBody('departed', 5_000), clientGone.signal, NO_COMMAND_CONTEXT);
      for (const spy of spies) spy.mockRestore();

      // then: nothing was delivered, the job went back, and a live worker gets it at once
      expect(delivered).toEqual([]);
      await expectHandedBack(processInstanceKey, -1);
    },
  );

  it('should hand back the jobs of an answer that never reached its client', async () => {
    // given: an activation took the job and its answer is on its way
    const processInstanceKey = await startInstance();
    const response = Object.assign(new EventEmitter(), { writableFinished: false }) as unknown as ServerResponse;
    const answer = await engine.app
      .get(JobController)
      .activate(activationBody('departed', 5_000), { raw: response } as unknown as FastifyReply, NO_COMMAND_CONTEXT);
    expect(answer.jobs.map((job) => job.processInstanceKey)).toEqual([processInstanceKey]);

    // when: the connection closes before the answer was written out
    response.emit('close');

    // then: a live worker gets the job at once, and history says why it was activated twice
    await expectHandedBack(processInstanceKey, 5_000);
  });
});
