import type { JsonObject } from '@baton/feel';
import { describe, expect, it } from 'vitest';
import type { AdHocJobResult } from '../../model/runtime-command.js';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';
import { completeJob, fire, lifecycle } from '../../testing/spec-commands.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

function keyOf(harness: InstanceHarness, elementId: string): string {
  const instance = [...harness.state.elementInstances.values()].find((candidate) => candidate.elementId === elementId);
  if (!instance) throw new Error(`no instance of ${elementId}`);
  return instance.key;
}

function openJobs(harness: InstanceHarness): string[] {
  return [...harness.state.jobs.values()].filter((job) => job.state === 'ACTIVATABLE').map((job) => `${job.elementId}:${job.kind}`);
}

function completeAgent(harness: InstanceHarness, result: Partial<AdHocJobResult>, variables: JsonObject = {}): string[] {
  const full: AdHocJobResult = {
    type: 'adHocSubProcess',
    activateElements: [],
    isCompletionConditionFulfilled: false,
    isCancelRemainingInstances: false,
    ...result,
  };
  return harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('agent'), variables, result: full });
}

describe('ad-hoc sub-process run by BPMN', () => {
  it('should start the activities its activeElementsCollection names and complete once its condition holds, cancelling the rest', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.checks.bpmn');
    const started = harness.start({ toRun: ['A', 'B', 'C'] });
    expect(lifecycle(started)).toEqual([
      'ElementActivated P',
      'ElementActivated start',
      'ElementCompleted start',
      'ElementActivated checks',
      'ElementActivated checks#innerInstance',
      'ElementActivated checks#innerInstance',
      'ElementActivated checks#innerInstance',
      'ElementActivated A',
      'ElementActivated B',
      'ElementActivated C',
    ]);
    expect(started).toContain('AdHocActivitiesRequested');
    expect(harness.variable('adHocSubProcessElements', keyOf(harness, 'checks'))).toEqual(
      ['A', 'B', 'C'].map((elementId) => ({ elementId, elementName: null, documentation: null, properties: {}, parameters: [] })),
    );
    expect(lifecycle(completeJob(harness, 'A', { finding: 'a' }))).toEqual(['ElementCompleted A', 'ElementCompleted checks#innerInstance']);
    expect(harness.variable('findings', keyOf(harness, 'checks'))).toEqual(['a']);
    expect(lifecycle(completeJob(harness, 'B', { finding: 'b' }))).toEqual([
      'ElementCompleted B',
      'ElementCompleted checks#innerInstance',
      'ElementTerminated C',
      'ElementTerminated checks#innerInstance',
      'ElementCompleted checks',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(harness.variable('findings')).toEqual(['a', 'b']);
    expect(openJobs(harness)).toEqual([]);
  });

  it('should wait for the activities still running when cancelRemainingInstances is false', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.keep-running.bpmn');
    harness.start({ toRun: ['A', 'B', 'C'] });
    completeJob(harness, 'A', { finding: 'a' });
    expect(lifecycle(completeJob(harness, 'B', { finding: 'b' }))).toEqual(['ElementCompleted B', 'ElementCompleted checks#innerInstance']);
    expect(lifecycle(completeJob(harness, 'C', { finding: 'c' }))).toEqual([
      'ElementCompleted C',
      'ElementCompleted checks#innerInstance',
      'ElementCompleted checks',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(harness.variable('findings')).toEqual(['a', 'b', 'c']);
  });

  it('should keep waiting for activations while its condition does not hold, even with nothing running', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.checks.bpmn');
    harness.start({ toRun: ['A'] });
    expect(lifecycle(completeJob(harness, 'A', { finding: 'a' }))).toEqual(['ElementCompleted A', 'ElementCompleted checks#innerInstance']);
    expect(harness.state.elementInstances.get(keyOf(harness, 'checks'))?.state).toBe('ACTIVATED');
    const key = keyOf(harness, 'checks');
    expect(
      lifecycle(
        harness.send({
          type: 'ActivateAdHocActivities',
          adHocSubProcessInstanceKey: key,
          elements: [{ elementId: 'C', variables: {} }],
          cancelRemainingInstances: false,
        }),
      ),
    ).toEqual(['ElementActivated checks#innerInstance', 'ElementActivated C']);
    expect(lifecycle(completeJob(harness, 'C', { finding: 'c' }))).toContain('ElementCompleted P');
  });

  it('should start nothing without an activeElementsCollection, start activities later by command, each in an inner instance holding its variables, and complete when nothing runs', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.on-demand.bpmn');
    expect(lifecycle(harness.start())).toEqual(['ElementActivated P', 'ElementActivated start', 'ElementCompleted start', 'ElementActivated tools']);
    const tools = keyOf(harness, 'tools');
    const activated = harness.send({
      type: 'ActivateAdHocActivities',
      adHocSubProcessInstanceKey: tools,
      elements: [
        { elementId: 'lookup', variables: { toolCall: { email: 'ann@example.com' } } },
        { elementId: 'draft', variables: { toolCall: { id: 'd' } } },
      ],
      cancelRemainingInstances: false,
    });
    expect(lifecycle(activated)).toEqual([
      'ElementActivated tools#innerInstance',
      'ElementActivated tools#innerInstance',
      'ElementActivated lookup',
      'ElementActivated draft',
      'ElementCompleted draft',
      'ElementActivated send',
    ]);
    const scopeOf = (elementId: string) => harness.state.elementInstances.get(keyOf(harness, elementId))?.flowScopeKey ?? '';
    const [lookupScope, sendScope] = [scopeOf('lookup'), scopeOf('send')];
    for (const scope of [lookupScope, sendScope]) {
      expect(harness.state.elementInstances.get(scope)).toMatchObject({
        elementId: 'tools#innerInstance',
        elementType: 'AD_HOC_SUB_PROCESS_INNER_INSTANCE',
        flowScopeKey: tools,
      });
    }
    expect(lookupScope).not.toBe(sendScope);
    expect(harness.variable('toolCall', lookupScope)).toEqual({ email: 'ann@example.com' });
    expect(harness.variable('toolCall', sendScope)).toEqual({ id: 'd' });
    expect(harness.variable('email', keyOf(harness, 'lookup'))).toBe('ann@example.com');
    expect([harness.variable('toolCall'), harness.variable('toolCall', tools), harness.variable('toolCall', keyOf(harness, 'lookup'))]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(lifecycle(completeJob(harness, 'lookup'))).toEqual(['ElementCompleted lookup', 'ElementCompleted tools#innerInstance']);
    expect(lifecycle(completeJob(harness, 'send'))).toEqual([
      'ElementCompleted send',
      'ElementCompleted tools#innerInstance',
      'ElementCompleted tools',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });

  it('should refuse to activate an element that is no activity of it, or one twice, changing nothing', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.on-demand.bpmn');
    harness.start();
    const tools = keyOf(harness, 'tools');
    const activate = (elementIds: string[]) =>
      harness.send({
        type: 'ActivateAdHocActivities',
        adHocSubProcessInstanceKey: tools,
        elements: elementIds.map((elementId) => ({ elementId, variables: {} })),
        cancelRemainingInstances: false,
      });
    expect(() => activate(['send'])).toThrow(
      `rejected: Expected to activate activities for ad-hoc sub-process with key '${tools}', but the given elements [send] do not exist.`,
    );
    expect(() => activate(['draft', 'draft'])).toThrow('but duplicate activities were given.');
    expect(() => harness.send({ type: 'ActivateAdHocActivities', adHocSubProcessInstanceKey: '1', elements: [], cancelRemainingInstances: false })).toThrow(
      "no ad-hoc sub-process instance found with key '1'",
    );
    expect(openJobs(harness)).toEqual([]);
  });

  it('should stop at an incident naming an unknown id of its activeElementsCollection, before anything runs, and go on once resolved', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.checks.bpmn');
    const started = harness.start({ toRun: ['A', 'nope'] });
    expect(started).toContain('IncidentCreated checks EXTRACT_VALUE_ERROR');
    const incident = [...harness.state.incidents.values()][0];
    expect(incident?.errorMessage).toBe("Failed to activate ad-hoc elements. No BPMN elements found with ids: 'nope'.");
    expect(lifecycle(started)).not.toContain('ElementActivated A');
    harness.send({ type: 'SetVariables', scopeKey: '1', variables: { toRun: ['A'] }, local: false });
    expect(lifecycle(harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' }))).toEqual([
      'ElementActivated checks',
      'ElementActivated checks#innerInstance',
      'ElementActivated A',
    ]);
  });

  it('should end what runs in it when an interrupting boundary event fires', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.on-demand.bpmn');
    harness.start();
    harness.send({
      type: 'ActivateAdHocActivities',
      adHocSubProcessInstanceKey: keyOf(harness, 'tools'),
      elements: [{ elementId: 'lookup', variables: {} }],
      cancelRemainingInstances: false,
    });
    expect(lifecycle(fire(harness, 'too-late', 'timer'))).toEqual([
      'ElementTerminated lookup',
      'ElementTerminated tools#innerInstance',
      'ElementTerminated tools',
      'ElementActivated too-late',
      'ElementCompleted too-late',
      'ElementActivated late',
      'ElementCompleted late',
      'ElementCompleted P',
    ]);
    expect(openJobs(harness)).toEqual([]);
  });

  it('should run once per item as a multi-instance activity, each inner ad-hoc sub-process with its own activities', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.multi-instance.bpmn');
    const started = harness.start({ orders: [1, 2] });
    expect(lifecycle(started).filter((event) => event.includes('review'))).toEqual(['ElementActivated review', 'ElementActivated review']);
    const reviews = [...harness.state.jobs.values()].filter((job) => job.elementId === 'review');
    const scopes = reviews.map((job) => harness.state.elementInstances.get(job.elementInstanceKey)?.flowScopeKey);
    expect(new Set(scopes).size).toBe(2);
    completeJob(harness, 'review');
    expect(lifecycle(completeJob(harness, 'review'))).toEqual([
      'ElementCompleted review',
      'ElementCompleted each#innerInstance',
      'ElementCompleted each',
      'ElementCompleted each (body)',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });
});

describe('ad-hoc sub-process run by a job worker', () => {
  it('should ask its worker with a job, start the activities the result names and ask again each time one ends, until the worker says it is done', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.agent.bpmn');
    harness.start();
    expect(openJobs(harness)).toEqual(['agent:AD_HOC_SUB_PROCESS']);
    const agent = keyOf(harness, 'agent');
    expect(harness.variable('adHocSubProcessElements', agent)).toEqual([
      {
        elementId: 'lookup',
        elementName: null,
        documentation: 'Looks a customer up by e-mail.',
        properties: {},
        parameters: [{ name: 'toolCall.email', description: 'The e-mail to look up', type: null, schema: null, options: null }],
      },
      { elementId: 'clock', elementName: null, documentation: null, properties: {}, parameters: [] },
    ]);
    const first = completeAgent(
      harness,
      { activateElements: [{ elementId: 'lookup', variables: { toolCall: { id: 'call-1', email: 'ann@example.com' } } }] },
      { agent: { turn: 1 } },
    );
    expect(lifecycle(first)).toEqual(['ElementActivated agent#innerInstance', 'ElementActivated lookup']);
    expect(harness.variable('agent')).toEqual({ turn: 1 });
    expect(openJobs(harness)).toEqual(['lookup:BPMN_ELEMENT']);
    expect(harness.variable('email', keyOf(harness, 'lookup'))).toBe('ann@example.com');
    expect(lifecycle(completeJob(harness, 'lookup', { customer: 'Ann' }))).toEqual(['ElementCompleted lookup', 'ElementCompleted agent#innerInstance']);
    expect(openJobs(harness)).toEqual(['agent:AD_HOC_SUB_PROCESS']);
    expect(harness.variable('toolCallResults', agent)).toEqual([{ id: 'call-1', content: 'Ann' }]);
    const second = completeAgent(harness, { activateElements: [{ elementId: 'clock', variables: { toolCall: { id: 'call-2' } } }] });
    expect(lifecycle(second)).toEqual([
      'ElementActivated agent#innerInstance',
      'ElementActivated clock',
      'ElementCompleted clock',
      'ElementCompleted agent#innerInstance',
    ]);
    expect(openJobs(harness)).toEqual(['agent:AD_HOC_SUB_PROCESS']);
    expect(harness.variable('toolCallResults', agent)).toEqual([
      { id: 'call-1', content: 'Ann' },
      { id: 'call-2', content: 'noon' },
    ]);
    expect(lifecycle(completeAgent(harness, { isCompletionConditionFulfilled: true }))).toEqual([
      'ElementCompleted agent',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(harness.variable('toolCallResults')).toHaveLength(2);
  });

  it('should withdraw its open job when an activity ends and ask again; a fulfilled result waits for the running activities unless it cancels them', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.agent.bpmn');
    harness.start();
    completeAgent(harness, {
      activateElements: [
        { elementId: 'lookup', variables: { toolCall: { id: '1', email: 'a@example.com' } } },
        { elementId: 'clock', variables: { toolCall: { id: '2' } } },
      ],
    });
    const asked = [...harness.state.jobs.values()].filter((job) => job.kind === 'AD_HOC_SUB_PROCESS' && job.state === 'ACTIVATABLE');
    expect(asked).toHaveLength(1);
    expect(lifecycle(completeAgent(harness, { isCompletionConditionFulfilled: true }))).toEqual([]);
    expect(harness.state.elementInstances.get(keyOf(harness, 'agent'))?.completionConditionFulfilled).toBe(true);
    expect(lifecycle(completeJob(harness, 'lookup', { customer: 'A' }))).toEqual([
      'ElementCompleted lookup',
      'ElementCompleted agent#innerInstance',
      'ElementCompleted agent',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);

    const cancelling = await harnessFor('ad-hoc-sub-process.agent.bpmn');
    cancelling.start();
    completeAgent(cancelling, {
      activateElements: [
        { elementId: 'lookup', variables: { toolCall: { id: '1', email: 'a@example.com' } } },
        { elementId: 'clock', variables: { toolCall: { id: '2' } } },
      ],
    });
    expect(lifecycle(completeAgent(cancelling, { isCompletionConditionFulfilled: true, isCancelRemainingInstances: true }))).toEqual([
      'ElementTerminated lookup',
      'ElementTerminated agent#innerInstance',
      'ElementCompleted agent',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(openJobs(cancelling)).toEqual([]);
  });

  it('should give each activation its own inner instance, so that every element on a tool path sees its toolCall and the output element reads that activation', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.tool-path.bpmn');
    harness.start();
    const agent = keyOf(harness, 'agent');
    // As Camunda's AI agent connector does: the tool call and an empty result, local to the activation.
    completeAgent(harness, {
      activateElements: [
        { elementId: 'ask', variables: { toolCall: { id: 'call-1', question: 'Send it?' }, toolCallResult: '' } },
        { elementId: 'clock', variables: { toolCall: { id: 'call-2' }, toolCallResult: '' } },
      ],
    });
    expect(harness.variable('toolCallResults', agent)).toEqual([{ id: 'call-2', content: 'noon' }]);
    const task = [...harness.state.userTasks.values()].find((candidate) => candidate.state === 'CREATED');
    expect(harness.variable('question', task?.elementInstanceKey)).toBe('Send it?');
    const completed = harness.send({
      type: 'CompleteUserTask',
      userTaskKey: task?.key ?? 'none',
      variables: { ok: true },
      action: null,
      expectedRevision: null,
    });
    expect(lifecycle(completed)).toEqual([
      'ElementCompleted ask',
      'ElementActivated okay',
      'ElementCompleted okay',
      'ElementActivated send',
      'ElementCompleted send',
      'ElementCompleted agent#innerInstance',
    ]);
    expect(harness.variable('toolCallResults', agent)).toEqual([
      { id: 'call-2', content: 'noon' },
      { id: 'call-1', content: { ok: true, sent: true } },
    ]);
    // Nothing of an activation leaks out of its inner instance.
    for (const scope of [agent, '1']) expect([harness.variable('toolCall', scope), harness.variable('toolCallResult', scope)]).toEqual([undefined, undefined]);
    const inner = [...harness.state.elementInstances.values()].filter((instance) => instance.elementType === 'AD_HOC_SUB_PROCESS_INNER_INSTANCE');
    expect(inner.map((instance) => `${instance.elementId} ${instance.state} in ${instance.flowScopeKey === agent ? 'agent' : instance.flowScopeKey}`)).toEqual([
      'agent#innerInstance COMPLETED in agent',
      'agent#innerInstance COMPLETED in agent',
    ]);
    expect(openJobs(harness)).toEqual(['agent:AD_HOC_SUB_PROCESS']);
  });

  it('should refuse a result that names an element it cannot activate, leaving the job open', async () => {
    const harness = await harnessFor('ad-hoc-sub-process.agent.bpmn');
    harness.start();
    expect(() => completeAgent(harness, { activateElements: [{ elementId: 'end', variables: {} }] })).toThrow('but the given elements [end] do not exist.');
    expect(openJobs(harness)).toEqual(['agent:AD_HOC_SUB_PROCESS']);
  });
});
