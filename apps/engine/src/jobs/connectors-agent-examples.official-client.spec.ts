import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CamundaClient as Client, CONSISTENT, clientInput as input, strictCamundaClient, toolCallActivation } from '../testing/official-client.js';
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

const EMAIL = {
  instructions: 'Tell Leanne the answer.',
  recipient_name: 'Leanne Graham',
  recipient_email: 'Sincere@april.biz',
  email_subject: 'Superflux',
  email_body: 'It is 21.',
};

/**
 * The tool calls a scripted agent makes, in this order, one per turn, as the connector activates them; then it answers.
 * No language model here. The last one is a path (a person, a gateway, a script), not a single task.
 */
const CHAT_TOOL_CALLS = [
  toolCallActivation('GetDateAndTime', { _meta: { id: 'call-1', name: 'GetDateAndTime' } }),
  toolCallActivation('SuperfluxProduct', { _meta: { id: 'call-2', name: 'SuperfluxProduct' }, a: 2, b: 5 }),
  toolCallActivation('ListUsers', { _meta: { id: 'call-3', name: 'ListUsers' } }),
  toolCallActivation('AskHumanToSendEmail', { _meta: { id: 'call-4', name: 'AskHumanToSendEmail' }, ...EMAIL }),
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

    it('should run the chat with tools: the agent picks four tools in turn (the last one asks a person to send an e-mail), their results are collected with their calls, then it answers and the user is satisfied', async () => {
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
      const openTask = async (elementId: string) => {
        const filter = { processInstanceKey, elementId, state: 'CREATED' } as const;
        await expect
          .poll(async () => (await camunda.searchUserTasks(input('searchUserTasks', { filter }), CONSISTENT)).items, { timeout: 30_000, interval: 200 })
          .toHaveLength(1);
        const [task] = (await camunda.searchUserTasks(input('searchUserTasks', { filter }), CONSISTENT)).items;
        return task;
      };
      let email: Record<string, unknown> = {};
      try {
        // the person asked to send the e-mail sees what the agent wrote, and agrees; the model's script task then sends it
        const ask = await openTask('AskHumanToSendEmail');
        const asked = await camunda.getUserTask(input('getUserTask', { userTaskKey: ask?.userTaskKey }), CONSISTENT);
        const taskVariables = await camunda.searchUserTaskVariables(input('searchUserTaskVariables', { userTaskKey: asked.userTaskKey }), CONSISTENT);
        email = Object.fromEntries(taskVariables.items.map((variable) => [variable.name, JSON.parse(variable.value)]));
        await camunda.completeUserTask(
          input('completeUserTask', { userTaskKey: ask?.userTaskKey, variables: { operatorFeedback: 'Sent as written.', emailOk: true } }),
        );
        const feedback = await openTask('User_Feedback');
        await camunda.completeUserTask(input('completeUserTask', { userTaskKey: feedback?.userTaskKey, variables: { userSatisfied: true } }));
      } finally {
        agent.stop();
        connector.stop();
      }

      // then
      expect(turns).toEqual([0, 1, 2, 3, 4].map((results) => `AD_HOC_SUB_PROCESS tools=8 results=${results}`));
      expect(email).toMatchObject(EMAIL);
      const variables = await camunda.searchVariables(input('searchVariables', { filter: { processInstanceKey, scopeKey: processInstanceKey } }), CONSISTENT);
      const values = Object.fromEntries(variables.items.map((variable) => [variable.name, JSON.parse(variable.value)]));
      expect(values['agent']).toEqual({ responseText: 'It is 21.' });
      expect(values['toolCallResults']).toEqual([
        { id: 'call-1', name: 'GetDateAndTime', content: expect.any(String) },
        { id: 'call-2', name: 'SuperfluxProduct', content: 21 },
        { id: 'call-3', name: 'ListUsers', content: [{ id: 1, name: 'Leanne Graham', username: 'Bret' }] },
        { id: 'call-4', name: 'AskHumanToSendEmail', content: { operatorFeedback: 'Sent as written.', emailOk: true, emailSent: true } },
      ]);
      const instance = await camunda.getProcessInstance(input('getProcessInstance', { processInstanceKey }), CONSISTENT);
      expect(instance.state).toBe('COMPLETED');
    });
  },
);
