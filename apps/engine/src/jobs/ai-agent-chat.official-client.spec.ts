import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient, toolCallActivation } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

const PROCESS_PATH = fileURLToPath(new URL('./ai-agent-chat.bpmn', import.meta.url));

interface Tool {
  elementId: string;
  parameters: { name: string; description: string | null; type: string | null }[];
}

/** The agent's turns: the tool calls a model would choose, in a fixed order (two at once first, as models do), then its answer. */
const TURNS = [
  [
    toolCallActivation('GetDateAndTime', { _meta: { id: 'call-1', name: 'GetDateAndTime' } }),
    toolCallActivation('SuperfluxProduct', { _meta: { id: 'call-2', name: 'SuperfluxProduct' }, a: 2, b: 3 }),
  ],
  [toolCallActivation('Search_Recipe', { _meta: { id: 'call-3', name: 'Search_Recipe' }, searchQuery: 'pancakes' })],
];

/**
 * A model in the shape of Camunda's AI agent examples (the AI Agent connector's job worker on an ad-hoc sub-process,
 * tools reading their arguments with fromAi), run with a scripted agent in the connector's place: what it is offered,
 * what its tools get, and what the process keeps.
 */
describe('an AI agent chat model with a scripted agent worker and the official Camunda 8 client (res:strict)', () => {
  let engine: TestEngine;
  let camunda: Client;

  beforeAll(async () => {
    engine = await startTestEngine();
    camunda = strictCamundaClient(engine.baseUrl);
  });
  afterAll(() => engine?.close());

  it('should deploy the model unchanged and run the tool calls the agent picks until it answers', async () => {
    // given
    await camunda.deployResourcesFromFiles([PROCESS_PATH]);
    const { processInstanceKey } = await camunda.createProcessInstance(
      input('createProcessInstance', { processDefinitionId: 'ai-agent-chat', variables: { inputText: 'What can I cook for two?' } }),
    );

    // when
    const offered: string[] = [];
    const prompts: unknown[] = [];
    const agent = camunda.createJobWorker({
      jobType: 'io.camunda.agenticai:aiagent-job-worker:1',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 1,
      jobHandler: async (job) => {
        const variables = job.variables as { adHocSubProcessElements: Tool[]; toolCallResults: unknown[]; data: { userPrompt: { prompt: string } } };
        prompts.push(variables.data.userPrompt.prompt);
        offered.push(
          variables.adHocSubProcessElements.map((tool) => `${tool.elementId}(${tool.parameters.map((parameter) => parameter.name).join(',')})`).join(' '),
        );
        const turn = prompts.length - 1;
        const calls = TURNS[turn];
        if (calls) return job.complete({ agent: { context: { turn } } }, { type: 'adHocSubProcess', activateElements: calls });
        return job.complete(
          { agent: { context: { turn }, responseText: `Pancakes, after ${variables.toolCallResults.length} tool calls` } },
          { type: 'adHocSubProcess', isCompletionConditionFulfilled: true },
        );
      },
    });
    const urls: unknown[] = [];
    const http = camunda.createJobWorker({
      jobType: 'io.camunda:http-json:1',
      jobTimeoutMs: 30_000,
      pollTimeoutMs: 1_000,
      maxParallelJobs: 1,
      jobHandler: async (job) => {
        urls.push(job.variables['url']);
        return job.complete({ response: { status: 200, body: { recipe: 'pancakes' } } });
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
      http.stop();
    }

    // then: three turns, each offered the tools with the arguments their fromAi calls ask for
    expect(offered).toEqual(Array(3).fill('GetDateAndTime() SuperfluxProduct(toolCall.a,toolCall.b) Search_Recipe(toolCall.searchQuery)'));
    expect(prompts).toEqual(Array(3).fill('What can I cook for two?'));
    expect(urls).toEqual(['https://recipes.example/search?q=pancakes']);
    const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
    const values = Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]));
    expect(values['agent']).toEqual({ context: { turn: 2 }, responseText: 'Pancakes, after 3 tool calls' });
    expect(values['toolCallResults']).toEqual([
      { id: 'call-1', name: 'GetDateAndTime', content: expect.any(String) },
      { id: 'call-2', name: 'SuperfluxProduct', content: 15 },
      { id: 'call-3', name: 'Search_Recipe', content: { recipe: 'pancakes' } },
    ]);
  });
});
