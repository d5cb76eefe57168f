import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateElement, type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./ad-hoc-agent.bpmn', import.meta.url));

/** The tools a scripted agent calls, in this order, one per turn; then it answers. No language model here. */
const SCRIPT = [activateElement('lookup', { toolCall: { id: 'call-1', email: 'ann@example.com' } }), activateElement('clock', { toolCall: { id: 'call-2' } })];

/**
 * An ad-hoc sub-process run by a job worker, as Camunda's AI agent connector runs one: each job of kind
 * AD_HOC_SUB_PROCESS is a turn of the agent, whose job result activates tools and finally says it is done.
 */
describe('an ad-hoc sub-process driven by a scripted agent worker with the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should offer the tools to the agent, run the ones it picks with its arguments, collect their results and complete when it answers', async () => {
    // given
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'scripted-agent' }));

    // when: the agent takes one tool per turn from its script, then answers; the lookup tool's worker finds the customer
    const turns: string[] = [];
    const agent = camunda.createJobWorker({
      jobType: 'agent',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 1,
      jobHandler: async (job) => {
        const variables = job.variables as { adHocSubProcessElements: { elementId: string }[]; toolCallResults: unknown[] };
        const tools = variables.adHocSubProcessElements.map((tool) => tool.elementId).join(',');
        turns.push(`${job.kind} tools=${tools} results=${variables.toolCallResults.length}`);
        const next = SCRIPT[variables.toolCallResults.length];
        if (next) return job.complete({}, { type: 'adHocSubProcess', activateElements: [next] });
        return job.complete(
          { answer: `done after ${variables.toolCallResults.length} tools` },
          { type: 'adHocSubProcess', isCompletionConditionFulfilled: true },
        );
      },
    });
    const lookups: unknown[] = [];
    const lookup = camunda.createJobWorker({
      jobType: 'lookup',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 1,
      jobHandler: async (job) => {
        lookups.push(job.variables['email']);
        return job.complete({ customer: { name: 'Ann' } });
      },
    });
    try {
      await expect
        .poll(async () => (await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT)).state, {
          timeout: 30_000,
          interval: 100,
        })
        .toBe('COMPLETED');
    } finally {
      agent.stop();
      lookup.stop();
    }

    // then
    expect(turns).toEqual([
      'AD_HOC_SUB_PROCESS tools=lookup,clock results=0',
      'AD_HOC_SUB_PROCESS tools=lookup,clock results=1',
      'AD_HOC_SUB_PROCESS tools=lookup,clock results=2',
    ]);
    expect(lookups).toEqual(['ann@example.com']);
    const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
    const values = Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]));
    expect(values).toMatchObject({
      answer: 'done after 2 tools',
      toolCallResults: [
        { id: 'call-1', content: { name: 'Ann' } },
        { id: 'call-2', content: 'noon' },
      ],
    });
    const jobs = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, kind: 'AD_HOC_SUB_PROCESS' } }), CONSISTENT);
    expect(jobs.items.map((job) => `${job.type} ${job.state}`)).toEqual(['agent COMPLETED', 'agent COMPLETED', 'agent COMPLETED']);
    const elements = await camunda.searchElementInstances(
      input('searchElementInstances', { filter: { processInstanceKey }, sort: [{ field: 'elementInstanceKey' }] }),
      CONSISTENT,
    );
    // As in Zeebe, each tool ran in an inner instance of its own, the flow scope of the tool.
    expect(elements.items.map((item) => `${item.elementId} ${item.type} ${item.state}`)).toEqual([
      'start START_EVENT COMPLETED',
      'agent AD_HOC_SUB_PROCESS COMPLETED',
      'agent#innerInstance AD_HOC_SUB_PROCESS_INNER_INSTANCE COMPLETED',
      'lookup SERVICE_TASK COMPLETED',
      'agent#innerInstance AD_HOC_SUB_PROCESS_INNER_INSTANCE COMPLETED',
      'clock SCRIPT_TASK COMPLETED',
      'end END_EVENT COMPLETED',
    ]);
    const [agentInstance, firstInner, lookupInstance] = elements.items.slice(1, 4);
    const scopes = await camunda.searchElementInstances(
      input('searchElementInstances', { filter: { processInstanceKey, elementInstanceScopeKey: firstInner?.elementInstanceKey } }),
      CONSISTENT,
    );
    expect(scopes.items.map((item) => item.elementInstanceKey)).toEqual([lookupInstance?.elementInstanceKey]);
    const innerScopes = await camunda.searchElementInstances(
      input('searchElementInstances', {
        filter: { processInstanceKey, type: 'AD_HOC_SUB_PROCESS_INNER_INSTANCE', elementInstanceScopeKey: agentInstance?.elementInstanceKey },
      }),
      CONSISTENT,
    );
    expect(innerScopes.items).toHaveLength(2);
    // Operate's diagram counts the tools; the inner instances are no element of the diagram.
    const statistics = await camunda.getProcessInstanceStatistics(input('getProcessInstanceStatistics', { processInstanceKey }), CONSISTENT);
    expect(statistics.items.map((item) => `${item.elementId} ${item.completed}`).sort()).toEqual(['agent 1', 'clock 1', 'end 1', 'lookup 1', 'start 1']);
    // The lookup's activation variables are local to its inner instance, not to the ad-hoc sub-process or the process.
    const toolCalls = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, name: 'toolCall' } }), CONSISTENT);
    const lookupCall = toolCalls.items.find((variable) => JSON.parse(variable.value).id === 'call-1');
    expect(lookupCall?.scopeKey).toBe(firstInner?.elementInstanceKey);
    expect(toolCalls.items.map((variable) => variable.scopeKey)).not.toContain(agentInstance?.elementInstanceKey);
    expect(toolCalls.items.map((variable) => variable.scopeKey)).not.toContain(processInstanceKey);
  });

  it("should refuse a result naming an element that is no tool of the ad-hoc sub-process, with Camunda's problem, leaving the job open", async () => {
    const { processInstanceKey } = await camunda.createProcessInstance(input('createProcessInstance', { processDefinitionId: 'scripted-agent' }));
    const { jobs } = await camunda.activateJobs(input('activateJobs', { type: 'agent', timeout: 60_000, maxJobsToActivate: 1, requestTimeout: 5_000 }));
    const [job] = jobs;
    expect(job?.processInstanceKey).toBe(processInstanceKey);
    const refused = await camunda
      .completeJob(input('completeJob', { jobKey: job?.jobKey, result: { type: 'adHocSubProcess', activateElements: [{ elementId: 'end' }] } }))
      .then(
        () => null,
        (error: { status?: number; detail?: string }) => error,
      );
    expect(refused).toMatchObject({ status: 400, detail: expect.stringContaining('but the given elements [end] do not exist.') });
    const open = await camunda.searchJobs(input('searchJobs', { filter: { processInstanceKey, kind: 'AD_HOC_SUB_PROCESS' } }), CONSISTENT);
    expect(open.items.map((item) => item.state)).toEqual(['CREATED']);
  });
});
