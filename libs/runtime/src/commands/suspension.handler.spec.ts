import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import type { JsonObject } from '@baton/feel';
import { describe, expect, it } from 'vitest';
import { processCommand } from '../process-command.js';
import { harnessForFixture } from '../testing/fixture-harness.js';
import { InstanceHarness } from '../testing/runtime-harness.js';
import { lifecycle } from '../testing/spec-commands.js';

const MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="D" targetNamespace="https://baton.example/spec">
<bpmn:process id="P" isExecutable="true">
  <bpmn:startEvent id="start" />
  <bpmn:serviceTask id="work"><bpmn:extensionElements><zeebe:taskDefinition type="work" /></bpmn:extensionElements></bpmn:serviceTask>
  <bpmn:boundaryEvent id="late" attachedToRef="work" cancelActivity="false"><bpmn:timerEventDefinition><bpmn:timeDuration>PT1H</bpmn:timeDuration></bpmn:timerEventDefinition></bpmn:boundaryEvent>
  <bpmn:endEvent id="end" />
  <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="work" /><bpmn:sequenceFlow id="f2" sourceRef="work" targetRef="end" />
</bpmn:process>
</bpmn:definitions>`;

async function started(): Promise<InstanceHarness> {
  const result = await compileBpmn(MODEL);
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  const harness = new InstanceHarness(result.processes[0] as ExecutableProcess);
  harness.ports.time = Date.parse('2026-01-31T10:00:00Z');
  harness.start({});
  return harness;
}

describe('suspending and resuming a process instance', () => {
  it('should close its subscriptions, refuse its commands, and on resumption reopen them as they were', async () => {
    const harness = await started();
    const [timer] = [...harness.state.subscriptions.values()];
    expect(harness.send({ type: 'SuspendProcessInstance' })).toEqual(['ProcessInstanceSuspended', 'SubscriptionClosed']);
    expect(harness.state.suspension?.suspendedAt).toBe(Date.parse('2026-01-31T10:00:00Z'));
    expect(harness.state.subscriptions.size).toBe(0);

    const jobKey = harness.jobKeyOf('work');
    const refused = processCommand(harness.state, { type: 'CompleteJob', jobKey, variables: {} }, harness.ports);
    expect(refused).toMatchObject({ accepted: false, rejection: { reason: 'INVALID_STATE', suspended: true } });
    const fired = processCommand(
      harness.state,
      { type: 'TriggerEvent', subscriptionKey: timer?.key ?? '', kind: 'timer', variables: {}, messageKey: null },
      harness.ports,
    );
    expect(fired).toMatchObject({ accepted: false, rejection: { suspended: true } });
    expect(() => harness.send({ type: 'SuspendProcessInstance' })).toThrow('already suspended');

    harness.ports.time += 2 * 3600_000;
    expect(harness.send({ type: 'ResumeProcessInstance' })).toEqual(['SubscriptionOpened', 'ProcessInstanceResumed']);
    expect(harness.state.suspension).toBeNull();
    expect([...harness.state.subscriptions.values()]).toEqual([timer]);
    expect(() => harness.send({ type: 'ResumeProcessInstance' })).toThrow('is not suspended');
    harness.send({ type: 'CompleteJob', jobKey, variables: {} });
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should let a suspended instance be cancelled, and refuse to suspend or resume an ended one', async () => {
    const harness = await started();
    harness.send({ type: 'SuspendProcessInstance' });
    harness.send({ type: 'CancelProcessInstance' });
    expect(harness.processInstanceState()).toBe('TERMINATED');
    expect(() => harness.send({ type: 'ResumeProcessInstance' })).toThrow('no such process instance is active');
    expect(() => harness.send({ type: 'SuspendProcessInstance' })).toThrow('no such process instance is active');
  });
});

const OPERATOR = { actorId: 'operator', reason: 'fix while suspended', operationReference: null, batchOperationKey: null };
const modify = (harness: InstanceHarness, change: { activate?: { elementId: string }[]; terminate?: { elementId: string }[] }) =>
  harness.send({ type: 'ModifyProcessInstance', activate: change.activate ?? [], terminate: change.terminate ?? [], move: [], requestedBy: OPERATOR });
const elementsOf = (harness: InstanceHarness, elementId: string) =>
  [...harness.state.elementInstances.values()].filter((instance) => instance.elementId === elementId).map((instance) => instance.state);

describe('modifying a suspended instance (Camunda 8.10)', () => {
  it('should terminate at once, but keep what it activates for the resumption, which runs it', async () => {
    const harness = await started();
    harness.send({ type: 'SuspendProcessInstance' });

    const modified = modify(harness, { activate: [{ elementId: 'end' }], terminate: [{ elementId: 'work' }] });

    // the task is gone now; the end event is not entered while suspended, so the instance is not over
    expect(lifecycle(modified)).toEqual(['ElementTerminated work']);
    expect(modified).toContain('StepsBuffered');
    expect(elementsOf(harness, 'end')).toEqual([]);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    expect(harness.state.suspension?.buffered).toEqual([expect.objectContaining({ kind: 'activate', elementId: 'end', flowScopeKey: '1', direct: true })]);

    const resumed = harness.send({ type: 'ResumeProcessInstance' });
    // the timer of the terminated task's boundary event, parked with the suspension, is not reopened
    expect(resumed).not.toContain('SubscriptionOpened');
    expect(lifecycle(resumed)).toEqual(expect.arrayContaining(['ElementActivated end', 'ElementCompleted end']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should create no job for a task it activates until the resumption', async () => {
    const harness = await started();
    harness.send({ type: 'SuspendProcessInstance' });
    modify(harness, { activate: [{ elementId: 'work' }] });
    expect([...harness.state.jobs.values()].filter((job) => job.state !== 'COMPLETED')).toHaveLength(1);
    expect(elementsOf(harness, 'work')).toEqual(['ACTIVATED']);

    harness.send({ type: 'ResumeProcessInstance' });
    expect(elementsOf(harness, 'work')).toEqual(['ACTIVATED', 'ACTIVATED']);
    expect([...harness.state.jobs.values()].filter((job) => job.state !== 'COMPLETED')).toHaveLength(2);
  });

  it('should refuse a modification the instance cannot take as it would while running', async () => {
    const harness = await started();
    harness.send({ type: 'SuspendProcessInstance' });
    const refused = processCommand(
      harness.state,
      { type: 'ModifyProcessInstance', activate: [{ elementId: 'missing' }], terminate: [], move: [], requestedBy: OPERATOR },
      harness.ports,
    );
    expect(refused).toMatchObject({ accepted: false, rejection: { reason: 'INVALID_ARGUMENT' } });
    expect(harness.state.suspension?.buffered).toEqual([]);
  });
});

const boundaryFixture = () => harnessForFixture(new URL('../behaviours/conditional-event.boundary.bpmn', import.meta.url));
const triggered = (events: string[]) => events.filter((event) => event === 'EventTriggered').length;
const setVariables = (harness: InstanceHarness, variables: JsonObject, scopeKey = '1') =>
  harness.send({ type: 'SetVariables', scopeKey, variables, local: false });

describe('variables written while suspended', () => {
  it('should take them, trigger no conditional event while suspended, and evaluate the conditions they reached on resumption', async () => {
    const harness = await boundaryFixture();
    harness.start({ amount: 50, note: null });
    harness.send({ type: 'SuspendProcessInstance' });

    const written = setVariables(harness, { amount: 150 });
    expect(written).toEqual(['VariableUpdated amount=150']);
    expect(triggered(written)).toBe(0);
    expect(harness.variable('amount')).toBe(150);
    expect(harness.state.suspension?.writes).toEqual([{ scopeKey: '1', name: 'amount', event: 'update' }]);

    const resumed = harness.send({ type: 'ResumeProcessInstance' });
    expect(triggered(resumed)).toBe(1);
    expect(lifecycle(resumed)).toEqual(expect.arrayContaining(['ElementTerminated review', 'ElementCompleted escalated']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should not fire again on resumption a condition that stayed true when nothing it reads was written meanwhile', async () => {
    const harness = await boundaryFixture();
    harness.start({ amount: 50, note: null });
    expect(triggered(setVariables(harness, { note: 'first' }))).toBe(1);
    harness.send({ type: 'SuspendProcessInstance' });
    expect(setVariables(harness, { unrelated: true })).toEqual(['VariableCreated unrelated=true']);
    expect(triggered(harness.send({ type: 'ResumeProcessInstance' }))).toBe(0);

    harness.send({ type: 'SuspendProcessInstance' });
    setVariables(harness, { note: 'second' });
    expect(triggered(harness.send({ type: 'ResumeProcessInstance' }))).toBe(1);
    expect([...harness.state.elementInstances.values()].filter((instance) => instance.elementId === 'read-note')).toHaveLength(2);
  });

  it("should refuse a write on a user task's scope (it would run the task's updating listeners) but take one on the process", async () => {
    const compiled = await compileBpmn(USER_TASK_MODEL);
    if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
    const harness = new InstanceHarness(compiled.processes[0] as ExecutableProcess);
    harness.start({ level: 1 });
    harness.send({ type: 'SuspendProcessInstance' });
    const task = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'approve');
    const refused = processCommand(harness.state, { type: 'SetVariables', scopeKey: task?.key ?? '', variables: { level: 2 }, local: true }, harness.ports);
    expect(refused).toMatchObject({ accepted: false, rejection: { reason: 'INVALID_STATE', suspended: true } });
    expect(setVariables(harness, { level: 3 })).toEqual(['VariableUpdated level=3']);
    // a process without conditional events keeps no writes
    expect(harness.state.suspension?.writes).toEqual([]);
  });
});

const USER_TASK_MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="D" targetNamespace="https://baton.example/spec">
<bpmn:process id="U" isExecutable="true">
  <bpmn:startEvent id="start" />
  <bpmn:userTask id="approve"><bpmn:extensionElements><zeebe:userTask /></bpmn:extensionElements></bpmn:userTask>
  <bpmn:endEvent id="end" />
  <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="approve" /><bpmn:sequenceFlow id="f2" sourceRef="approve" targetRef="end" />
</bpmn:process>
</bpmn:definitions>`;
