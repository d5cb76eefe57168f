import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activateElement, type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient } from '../testing/official-client.js';
import { startTestEngine, type TestEngine } from '../testing/test-engine.js';

/**
 * BATON_CONNECTORS_EXAMPLES: the folder connectors/agentic-ai/examples of a checkout of github.com/camunda/connectors.
 * Camunda's example models are under the Camunda License 1.0 (non-production use, not sublicensable), so Baton keeps no
 * copy: this spec reads them where they are, unchanged, and is skipped without them.
 */
const EXAMPLES = process.env['BATON_CONNECTORS_EXAMPLES'];
const AGENT_JOB = 'io.camunda.agenticai:aiagent-job-worker:1';

function filesUnder(folder: string, ending: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return filesUnder(path, ending);
    return name.endsWith(ending) ? [path] : [];
  });
}

/** The tool calls a scripted agent makes, in this order, one per turn; then it answers. No language model here. */
const CHAT_TOOL_CALLS = [
  activateElement('GetDateAndTime', { toolCall: { _meta: { id: 'call-1', name: 'GetDateAndTime' } } }),
  activateElement('SuperfluxProduct', { toolCall: { _meta: { id: 'call-2', name: 'SuperfluxProduct' }, a: 2, b: 5 } }),
  activateElement('ListUsers', { toolCall: { _meta: { id: 'call-3', name: 'ListUsers' } } }),
];

describe.skipIf(EXAMPLES === undefined)(
  "Camunda's AI agent examples (camunda/connectors, unchanged) with a scripted agent worker (official client, strict)",
  () => {
    let engine: TestEngine;
    let camunda: Client;
    const folder = EXAMPLES ?? '';

    beforeAll(async () => {
      engine = await startTestEngine();
      camunda = strictCamundaClient(engine.baseUrl);
    });
    afterAll(() => engine?.close());

    it('should deploy every example model with the forms beside it', async () => {
      const refused: string[] = [];
      const models = filesUnder(folder, '.bpmn');
      for (const model of models) {
        const forms = filesUnder(join(model, '..'), '.form');
        await camunda.deployResourcesFromFiles([model, ...forms]).catch((error: { detail?: string }) => {
          refused.push(`${relative(folder, model)}: ${error.detail ?? String(error)}`);
        });
      }
      expect(models.length).toBeGreaterThan(0);
      expect(refused).toEqual([]);
    });

    it('should run the chat with tools: the agent picks three tools in turn, their results are collected, then it answers and the user is satisfied', async () => {
      // given
      const chat = join(folder, 'ai-agent/ad-hoc-sub-process/ai-agent-chat-with-tools');
      await camunda.deployResourcesFromFiles([...filesUnder(chat, '.bpmn'), ...filesUnder(chat, '.form')]);
      const { processInstanceKey } = await camunda.createProcessInstance(
        input('createProcessInstance', {
          processDefinitionId: 'ai-agent-chat-with-tools',
          variables: { inputText: 'What is the superflux product of 2 and 5?' },
        }),
      );

      // when: the scripted agent takes one tool per turn, the HTTP connector's worker answers with a user list
      const turns: string[] = [];
      const agent = camunda.createJobWorker({
        jobType: AGENT_JOB,
        jobTimeoutMs: 30_000,
        pollTimeoutMs: 1_000,
        maxParallelJobs: 1,
        jobHandler: (job) => {
          const variables = job.variables as { adHocSubProcessElements: { elementId: string }[]; toolCallResults: unknown[] };
          turns.push(`${job.kind} tools=${variables.adHocSubProcessElements.length} results=${variables.toolCallResults.length}`);
          const next = CHAT_TOOL_CALLS[variables.toolCallResults.length];
          if (next) return job.complete({}, { type: 'adHocSubProcess', activateElements: [next] });
          return job.complete({ agent: { responseText: 'It is 21.' } }, { type: 'adHocSubProcess', isCompletionConditionFulfilled: true });
        },
      });
      const connector = camunda.createJobWorker({
        jobType: 'io.camunda:http-json:1',
        jobTimeoutMs: 30_000,
        pollTimeoutMs: 1_000,
        maxParallelJobs: 1,
        jobHandler: (job) => job.complete({ toolCallResult: [{ id: 1, name: 'Leanne Graham', username: 'Bret' }] }),
      });
      try {
        await expect
          .poll(
            async () =>
              (await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey, elementId: 'User_Feedback' } }), CONSISTENT)).items,
            { timeout: 30_000, interval: 200 },
          )
          .toHaveLength(1);
      } finally {
        agent.stop();
        connector.stop();
      }
      const [feedback] = (await camunda.searchUserTasks(input('searchUserTasks', { filter: { processInstanceKey, elementId: 'User_Feedback' } }), CONSISTENT))
        .items;
      await camunda.completeUserTask(input('completeUserTask', { userTaskKey: feedback?.userTaskKey, variables: { userSatisfied: true } }));

      // then
      expect(turns).toEqual([0, 1, 2, 3].map((results) => `AD_HOC_SUB_PROCESS tools=8 results=${results}`));
      const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
      const values = Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]));
      expect(values['agent']).toEqual({ responseText: 'It is 21.' });
      expect(values['toolCallResults']).toEqual([
        { id: 'call-1', name: 'GetDateAndTime', content: expect.any(String) },
        { id: 'call-2', name: 'SuperfluxProduct', content: 21 },
        { id: 'call-3', name: 'ListUsers', content: [{ id: 1, name: 'Leanne Graham', username: 'Bret' }] },
      ]);
      const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT);
      expect(instance.state).toBe('COMPLETED');
    });
  },
);
