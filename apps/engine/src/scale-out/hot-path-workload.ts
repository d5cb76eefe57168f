import { readFileSync } from 'node:fs';
import type { ActivatedJobResult, CreateProcessInstanceResult, DeploymentResult, ProcessInstanceResult } from '@baton/api-contract';
import type { HttpClient } from '../testing/http-client.js';

const model = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/** The models the hot-path workload runs (deploy them before it). */
export const HOT_PATH_MODELS: Record<string, string> = {
  'several-engines.job.bpmn': model('./several-engines.job.bpmn'),
  'several-engines.timer.bpmn': model('./several-engines.timer.bpmn'),
  'several-engines.message.bpmn': model('./several-engines.message.bpmn'),
  'hot-path.user-task.bpmn': model('./hot-path.user-task.bpmn'),
};

async function ok<T>(what: string, request: Promise<{ status: number; body: T }>, expected = 200): Promise<T> {
  const response = await request;
  if (response.status !== expected) throw new Error(`${what} answered ${response.status}: ${JSON.stringify(response.body)}`);
  return response.body;
}

async function start(http: HttpClient, processDefinitionId: string, variables: Record<string, unknown> = {}): Promise<string> {
  return (await ok('start', http.post<CreateProcessInstanceResult>('/v2/process-instances', { processDefinitionId, variables }))).processInstanceKey;
}

async function until(what: string, probe: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const stateOf = async (http: HttpClient, key: string) => (await ok('get instance', http.get<ProcessInstanceResult>(`/v2/process-instances/${key}`))).state;

/**
 * What a process instance goes through on the engine's hot path, once each: workload B (start, job activation and
 * completion), C (a user task completed), a timer firing, a message buffered before its instance and one published to
 * a waiting instance, a correlation, a cancellation and the read of an instance. `beside` runs the parts that are not
 * on the hot path (searches: the query side), for a caller that wants to leave them out of what it watches.
 */
export async function runHotPathWorkload(http: HttpClient, beside: <T>(part: () => Promise<T>) => Promise<T>): Promise<void> {
  // B: start -> service task -> end
  const jobInstances = [await start(http, 'several-engines-job'), await start(http, 'several-engines-job')];
  const activated = await ok(
    'activation',
    http.post<{ jobs: ActivatedJobResult[] }>('/v2/jobs/activation', {
      type: 'several-engines-job',
      worker: 'hot-path',
      timeout: 60_000,
      maxJobsToActivate: 10,
    }),
  );
  for (const job of activated.jobs) await ok('completion', http.post(`/v2/jobs/${job.jobKey}/completion`, { variables: { done: true } }), 204);
  for (const key of jobInstances) await until('job instance completed', async () => (await stateOf(http, key)) === 'COMPLETED');

  // C: start -> user task -> end
  const taskInstance = await start(http, 'hot-path-user-task');
  const tasks = await beside(() =>
    ok('user task search', http.post<{ items: { userTaskKey: string }[] }>('/v2/user-tasks/search', { filter: { processInstanceKey: taskInstance } })),
  );
  const userTaskKey = tasks.items[0]?.userTaskKey;
  await ok('assignment', http.post(`/v2/user-tasks/${userTaskKey}/assignment`, { assignee: 'demo' }), 204);
  await ok('user task completion', http.post(`/v2/user-tasks/${userTaskKey}/completion`, { variables: { approved: true } }), 204);

  // a timer due at once, fired by the scheduler
  const timerInstance = await start(http, 'several-engines-timer', { wait: 'PT0.1S' });
  await until('timer instance completed', async () => (await stateOf(http, timerInstance)) === 'COMPLETED');

  // messages: one buffered before its instance starts, one published to a waiting instance, one correlated
  await ok('publication', http.post('/v2/messages/publication', { name: 'several-engines-payment', correlationKey: 'early', timeToLive: 60_000 }));
  const early = await start(http, 'several-engines-message', { orderId: 'early' });
  const waiting = await start(http, 'several-engines-message', { orderId: 'late' });
  const correlated = await start(http, 'several-engines-message', { orderId: 'correlated' });
  await ok('publication', http.post('/v2/messages/publication', { name: 'several-engines-payment', correlationKey: 'late' }));
  await ok('correlation', http.post('/v2/messages/correlation', { name: 'several-engines-payment', correlationKey: 'correlated' }));
  for (const key of [early, waiting, correlated]) await until('message instance completed', async () => (await stateOf(http, key)) === 'COMPLETED');

  // a cancellation
  const canceled = await start(http, 'several-engines-job');
  await ok('cancellation', http.post(`/v2/process-instances/${canceled}/cancellation`, {}), 204);
}

/** Deploys the workload's models. */
export async function deployHotPathModels(http: HttpClient): Promise<void> {
  await ok('deployment', http.deploy<DeploymentResult>(HOT_PATH_MODELS));
}
