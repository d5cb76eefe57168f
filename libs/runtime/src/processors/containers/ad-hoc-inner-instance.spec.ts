import { readFileSync } from 'node:fs';
import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import { describe, expect, it } from 'vitest';
import type { AdHocActivation } from '../../model/runtime-command.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';
import { lifecycle } from '../../testing/spec-commands.js';

const FIXTURE = readFileSync(new URL('ad-hoc-sub-process.tool-path.bpmn', import.meta.url), 'utf8');
const REQUESTED_BY = { actorId: 'olga', reason: null, operationReference: null, batchOperationKey: null };

/** The tool-path fixture, its ad-hoc sub-process and one tool renamed as a new version might rename them. */
async function compiled(source = FIXTURE): Promise<ExecutableProcess> {
  const result = await compileBpmn(source);
  const [process] = result.ok ? result.processes : [];
  if (!process) throw new Error('the tool-path fixture does not compile');
  return process;
}

function keyOf(harness: InstanceHarness, elementId: string): string {
  const instance = [...harness.state.elementInstances.values()].find((candidate) => candidate.elementId === elementId && candidate.endTime === null);
  if (!instance) throw new Error(`no active instance of ${elementId}`);
  return instance.key;
}

function completeAgent(harness: InstanceHarness, activateElements: AdHocActivation[]): string[] {
  const result = { type: 'adHocSubProcess', activateElements, isCompletionConditionFulfilled: false, isCancelRemainingInstances: false } as const;
  return harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('agent'), variables: {}, result });
}

function completeTask(harness: InstanceHarness, variables: JsonObject): string[] {
  const task = [...harness.state.userTasks.values()].find((candidate) => candidate.state === 'CREATED');
  return harness.send({ type: 'CompleteUserTask', userTaskKey: task?.key ?? 'none', variables, action: null, expectedRevision: null });
}

describe("an ad-hoc sub-process's inner instances", () => {
  it('should follow their ad-hoc sub-process when the instance is migrated to a version that renames it', async () => {
    // given a tool path waiting at its user task, in the inner instance of its activation
    const harness = new InstanceHarness(await compiled());
    harness.start();
    completeAgent(harness, [{ elementId: 'ask', variables: { toolCall: { id: 'call-1' }, toolCallResult: '' } }]);
    const target = await compiled(FIXTURE.replaceAll('"agent"', '"assistant"').replaceAll('"agent-end"', '"assistant-end"').replaceAll('"ask"', '"confirm"'));

    // when
    const migrated = harness.send({
      type: 'MigrateProcessInstance',
      target: { processDefinitionKey: '20', version: 2, process: target },
      mappingInstructions: [
        { sourceElementId: 'agent', targetElementId: 'assistant' },
        { sourceElementId: 'ask', targetElementId: 'confirm' },
      ],
      requestedBy: REQUESTED_BY,
    });

    // then the inner instance is the renamed ad-hoc sub-process's, and the path ends there with its activation's variables
    expect(migrated.filter((event) => event.startsWith('ElementInstanceMigrated'))).toEqual([
      'ElementInstanceMigrated P -> P',
      'ElementInstanceMigrated agent -> assistant',
      'ElementInstanceMigrated agent#innerInstance -> assistant#innerInstance',
      'ElementInstanceMigrated ask -> confirm',
    ]);
    expect(harness.state.elementInstances.get(keyOf(harness, 'assistant#innerInstance'))?.elementType).toBe('AD_HOC_SUB_PROCESS_INNER_INSTANCE');
    expect(lifecycle(completeTask(harness, { ok: false }))).toEqual([
      'ElementCompleted confirm',
      'ElementActivated okay',
      'ElementCompleted okay',
      'ElementActivated skip',
      'ElementCompleted skip',
      'ElementCompleted assistant#innerInstance',
    ]);
    expect(harness.variable('toolCallResults', keyOf(harness, 'assistant'))).toEqual([{ id: 'call-1', content: { ok: false } }]);
  });

  it('should refuse a migration that leaves their ad-hoc sub-process unmapped, naming it and not the inner instance', async () => {
    const harness = new InstanceHarness(await compiled());
    harness.start();
    completeAgent(harness, [{ elementId: 'ask', variables: { toolCall: { id: 'call-1' } } }]);
    const target = await compiled();
    const migrate = () =>
      harness.send({
        type: 'MigrateProcessInstance',
        target: { processDefinitionKey: '20', version: 2, process: target },
        mappingInstructions: [{ sourceElementId: 'ask', targetElementId: 'ask' }],
        requestedBy: REQUESTED_BY,
      });
    expect(migrate).toThrow("Active element 'agent' (AD_HOC_SUB_PROCESS)");
    expect(migrate).not.toThrow('#innerInstance');
  });

  it('should give an activity an operator activates by modification an inner instance of its own', async () => {
    const harness = new InstanceHarness(await compiled());
    harness.start();
    const agent = keyOf(harness, 'agent');

    const modified = harness.send({ type: 'ModifyProcessInstance', activate: [{ elementId: 'clock' }], terminate: [], move: [], requestedBy: REQUESTED_BY });

    expect(lifecycle(modified)).toEqual([
      'ElementActivated agent#innerInstance',
      'ElementActivated clock',
      'ElementCompleted clock',
      'ElementCompleted agent#innerInstance',
    ]);
    expect(harness.variable('toolCallResults', agent)).toEqual([{ id: null, content: 'noon' }]);
  });

  it('should raise an output element that fails as an incident on the inner instance, which resolution retries there', async () => {
    // given an output element that fails without a tool call
    const process = await compiled();
    const adHoc = process.elements['agent']?.adHoc;
    if (!adHoc) throw new Error('the fixture has no ad-hoc sub-process');
    adHoc.outputElement = 'assert(toolCall, toolCall != null)';
    const harness = new InstanceHarness(process);
    harness.start();

    // when a tool activated without one ends
    const ended = completeAgent(harness, [{ elementId: 'clock', variables: {} }]);

    // then the inner instance waits in an incident, the agent is not asked again, and a fix lets the path end
    expect(ended).toContain('IncidentCreated agent#innerInstance EXTRACT_VALUE_ERROR');
    const [incident] = [...harness.state.incidents.values()];
    expect([...harness.state.jobs.values()].filter((job) => job.state === 'ACTIVATABLE')).toEqual([]);
    harness.send({ type: 'SetVariables', scopeKey: incident?.elementInstanceKey ?? '', variables: { toolCall: 'call-1' }, local: true });
    expect(lifecycle(harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' }))).toEqual(['ElementCompleted agent#innerInstance']);
    expect(harness.variable('toolCallResults', keyOf(harness, 'agent'))).toEqual(['call-1']);
    expect(harness.jobKeyOf('agent')).toBeDefined();
  });

  it('should let an instance that ran an activity directly in the ad-hoc sub-process (before inner instances) end that path as before', async () => {
    // given the state an older Baton left: the activity's flow scope is the ad-hoc sub-process, its activation variables local to it
    const harness = new InstanceHarness(await compiled());
    harness.start();
    completeAgent(harness, [{ elementId: 'clock', variables: {} }]);
    completeAgent(harness, [{ elementId: 'ask', variables: { toolCall: { id: 'call-1' } } }]);
    const agent = keyOf(harness, 'agent');
    const inner = keyOf(harness, 'agent#innerInstance');
    const ask = harness.state.elementInstances.get(keyOf(harness, 'ask'));
    if (!ask) throw new Error('ask is not active');
    ask.flowScopeKey = agent;
    harness.state.variables.set(ask.key, new Map([...(harness.state.variables.get(inner) ?? new Map())]));
    harness.state.variables.delete(inner);
    harness.state.elementInstances.delete(inner);

    // when the task completes, the path goes on in the ad-hoc sub-process and ends there
    const completed = lifecycle(completeTask(harness, { ok: true }));

    // then its result is collected, the worker is asked again, and nothing waits in a scope that is gone
    expect(completed).toEqual(['ElementCompleted ask', 'ElementActivated okay', 'ElementCompleted okay', 'ElementActivated send', 'ElementCompleted send']);
    expect(harness.variable('toolCallResults', agent)).toHaveLength(2);
    expect([...harness.state.jobs.values()].filter((job) => job.state === 'ACTIVATABLE').map((job) => job.kind)).toEqual(['AD_HOC_SUB_PROCESS']);
  });
});
