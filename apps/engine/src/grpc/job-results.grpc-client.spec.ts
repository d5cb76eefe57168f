import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, callStatus, type GatewayClient, gatewayClient, unaryCall } from '../testing/gateway-client.js';
import { HttpClient } from '../testing/http-client.js';
import { freePort, startTestEngine, type TestEngine } from '../testing/test-engine.js';

const LISTENED = readFileSync(new URL('../global-task-listeners/task-listeners.bpmn', import.meta.url), 'utf8');
const AGENT = readFileSync(new URL('../jobs/ad-hoc-agent.bpmn', import.meta.url), 'utf8');

/** gRPC's INVALID_ARGUMENT, Zeebe's status for a job result the engine refuses. */
const INVALID_ARGUMENT = 3;

interface Job {
  jobKey: string;
  kind: string;
  listenerEventType: string;
}

/**
 * Job results through the gateway's CompleteJob (gateway.proto's JobResult, Camunda 8.8): a task listener's denial and
 * corrections, an ad-hoc sub-process worker's activations. The SDK's ZeebeGrpcClient (8.8.13) sends no result, so a
 * plain client of the gateway's proto does; jobs are activated and effects read over REST.
 */
describe('the gRPC gateway: job results (CompleteJob with JobResult)', () => {
  let engine: TestEngine;
  let rest: HttpClient;
  let client: GatewayClient;

  const start = async (processDefinitionId: string) =>
    (await rest.post<{ processInstanceKey: string }>('/v2/process-instances', { processDefinitionId })).body.processInstanceKey;
  const activate = async (type: string) => {
    const { jobs } = (await rest.post<{ jobs: Job[] }>('/v2/jobs/activation', { type, maxJobsToActivate: 1, timeout: 60_000, requestTimeout: 5_000 })).body;
    const [job] = jobs;
    if (!job) throw new Error(`no ${type} job`);
    return job;
  };
  const complete = (jobKey: string, result: object) => unaryCall(client, 'CompleteJob', { jobKey, variables: '{}', result }, bearer());

  beforeAll(async () => {
    const port = await freePort();
    engine = await startTestEngine({ env: { GRPC_PORT: String(port) } });
    rest = new HttpClient(engine.baseUrl);
    client = gatewayClient(port);
    await rest.deploy({ 'listened.bpmn': LISTENED, 'agent.bpmn': AGENT });
  });
  afterAll(async () => {
    client?.close();
    await engine?.close();
  });

  it("should deny a task's completion with the listener's reason, then complete it with the listener's corrections", async () => {
    // given a completion its completing listener holds
    const processInstanceKey = await start('listened-invoice');
    const [task] = (await rest.post<{ items: { userTaskKey: string }[] }>('/v2/user-tasks/search', { filter: { processInstanceKey } })).body.items;
    if (!task) throw new Error('no user task');
    const completion = () => rest.post<{ detail: string }>(`/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { approved: true } });

    // when the listener denies over gRPC
    const denied = completion();
    const check = await activate('invoice-check');
    expect(check).toMatchObject({ kind: 'TASK_LISTENER', listenerEventType: 'COMPLETING' });
    await complete(check.jobKey, { type: 'userTask', denied: true, deniedReason: 'no purchase order' });

    // then
    expect(await denied).toMatchObject({ status: 409, body: { detail: expect.stringContaining("Reason to deny: 'no purchase order'") } });

    // when it accepts the next completion with corrections
    const accepted = completion();
    const again = await activate('invoice-check');
    await complete(again.jobKey, { type: 'userTask', corrections: { priority: 77, candidateGroups: { values: ['audit'] } } });

    // then
    expect((await accepted).status).toBe(204);
    const done = await rest.get<{ state: string; priority: number; candidateGroups: string[] }>(`/v2/user-tasks/${task.userTaskKey}`);
    expect(done.body).toMatchObject({ state: 'COMPLETED', priority: 77, candidateGroups: ['audit'] });
  });

  it("should activate the tools an ad-hoc sub-process's worker picks, with their variables, and refuse one it does not have", async () => {
    // given
    const processInstanceKey = await start('scripted-agent');
    const agent = await activate('agent');
    expect(agent.kind).toBe('AD_HOC_SUB_PROCESS');

    // when the result names an element that is no tool of it
    const refused = await callStatus(
      client,
      'CompleteJob',
      { jobKey: agent.jobKey, variables: '{}', result: { type: 'adHocSubProcess', activateElements: [{ elementId: 'end', variables: '{}' }] } },
      bearer(),
    );

    // then Camunda's refusal, and the job stays open
    expect(refused).toMatchObject({ code: INVALID_ARGUMENT, details: expect.stringContaining('but the given elements [end] do not exist.') });

    // when it picks the clock tool with a tool call
    await complete(agent.jobKey, { type: 'adHocSubProcess', activateElements: [{ elementId: 'clock', variables: '{"toolCall":{"id":"call-1"}}' }] });

    // then the tool ran with its variables, its result collected; the worker is asked again
    const next = await activate('agent');
    const variables = (
      await rest.post<{ items: { name: string; value: string }[] }>('/v2/variables/search', { filter: { processInstanceKey, name: 'toolCallResults' } })
    ).body.items;
    expect(variables.map((variable) => JSON.parse(variable.value))).toEqual([[{ id: 'call-1', content: 'noon' }]]);

    // when it says it is done, the instance completes
    await complete(next.jobKey, { type: 'adHocSubProcess', isCompletionConditionFulfilled: true });
    expect((await rest.get<{ state: string }>(`/v2/process-instances/${processInstanceKey}`)).body.state).toBe('COMPLETED');
  });
});
