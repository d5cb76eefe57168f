import { describe, expect, it } from 'vitest';
import type { ExecutableCalledElement } from '@baton/bpmn-model';
import type { EventOfType } from '../../model/runtime-event.js';
import type { CalledProcess, CalledProcessCatalog } from '../../ports.js';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

const CHILD: CalledProcess = { processDefinitionKey: '77', bpmnProcessId: 'child', hasNoneStartEvent: true };

/** A catalog holding `child`, or nothing. */
function catalog(process: CalledProcess | null): CalledProcessCatalog {
  return { deploymentKey: '5', find: (processId) => (process && processId === process.bpmnProcessId ? process : null) };
}

const passes = (id: string) => [`ElementActivating ${id}`, `ElementActivated ${id}`, `ElementCompleting ${id}`, `ElementCompleted ${id}`];

function requests(harness: InstanceHarness): EventOfType<'InstanceCommandRequested'>[] {
  return harness.log.filter((event): event is EventOfType<'InstanceCommandRequested'> & { timestamp: number } => event.type === 'InstanceCommandRequested');
}

function callInstance(harness: InstanceHarness) {
  const call = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'call');
  if (!call) throw new Error('no call activity instance');
  return call;
}

async function calledParent(): Promise<{ parent: InstanceHarness; childKey: string; callKey: string }> {
  const parent = await harnessFor('call-activity.parent.bpmn');
  parent.ports.calledProcesses = catalog(CHILD);
  parent.start({ order: { id: 'o-1' } });
  const call = callInstance(parent);
  if (!call.calledProcessInstanceKey) throw new Error('no child requested');
  return { parent, childKey: call.calledProcessInstanceKey, callKey: call.key };
}

async function childOf(parentKey = '900', callKey = '901'): Promise<InstanceHarness> {
  const child = await harnessFor('call-activity.child.bpmn');
  child.state.parent = { processInstanceKey: parentKey, elementInstanceKey: callKey, rootProcessInstanceKey: '800' };
  return child;
}

describe('call activity', () => {
  it('should activate and ask for the child with every variable it sees, below it in the call hierarchy', async () => {
    const parent = await harnessFor('call-activity.parent.bpmn');
    parent.ports.calledProcesses = catalog(CHILD);

    expect(parent.start({ order: { id: 'o-1' } }).filter((event) => !event.startsWith('Variable'))).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      ...passes('start'),
      'SequenceFlowTaken start-call',
      'ElementActivating call',
      'ElementActivated call',
      'InstanceCommandRequested CreateProcessInstance for 105',
    ]);
    const call = callInstance(parent);
    expect(call.calledProcessInstanceKey).toBe('105');
    expect(requests(parent)).toEqual([
      expect.objectContaining({
        processInstanceKey: '105',
        command: { type: 'CreateProcessInstance', variables: { order: { id: 'o-1' }, orderId: 'o-1' } },
        creation: { processDefinitionKey: '77', parent: { processInstanceKey: '1', elementInstanceKey: call.key, rootProcessInstanceKey: '1' } },
      }),
    ]);
  });

  it('should give the child the business id its called element evaluates to, and refuse one that is empty or too long', async () => {
    const requested = async (businessId: ExecutableCalledElement['businessId'], order: unknown) => {
      const parent = await harnessFor('call-activity.parent.bpmn');
      const call = parent.state.process.elements['call'];
      if (!call?.calledElement) throw new Error('no call activity');
      call.calledElement = { ...call.calledElement, businessId };
      parent.ports.calledProcesses = catalog(CHILD);
      parent.start({ order: order as never });
      return { creation: requests(parent)[0]?.creation, incidents: [...parent.state.incidents.values()].map((incident) => incident.errorMessage) };
    };

    expect((await requested({ kind: 'feel', source: '"order-" + order.id' }, { id: 'o-1' })).creation).toMatchObject({ businessId: 'order-o-1' });
    expect((await requested(null, { id: 'o-1' })).creation).not.toHaveProperty('businessId');
    expect(await requested({ kind: 'feel', source: 'order.id' }, {})).toEqual({
      creation: undefined,
      incidents: ["Expected the business id of the instance 'call' calls to be a non-empty string, but it was null (No context entry found with key 'id')"],
    });
    expect((await requested({ kind: 'feel', source: 'order.id' }, { id: 'x'.repeat(257) })).incidents).toEqual([
      "Expected the business id of the instance 'call' calls to have at most 256 characters, but it has 257",
    ]);
  });

  it('should raise CALLED_ELEMENT_ERROR, worded as Zeebe words it, for a process not deployed or without a none start event', async () => {
    const missing = await harnessFor('call-activity.parent.bpmn');
    expect(missing.start({ order: { id: 'o-1' } })).toContain('IncidentCreated call CALLED_ELEMENT_ERROR');
    expect([...missing.state.incidents.values()].map((incident) => incident.errorMessage)).toEqual([
      "Expected process with BPMN process id 'child' to be deployed, but not found.",
    ]);
    expect(callInstance(missing).state).toBe('ACTIVATING');

    const noStart = await harnessFor('call-activity.parent.bpmn');
    noStart.ports.calledProcesses = catalog({ ...CHILD, hasNoneStartEvent: false });
    noStart.start({ order: { id: 'o-1' } });
    expect([...noStart.state.incidents.values()].map((incident) => incident.errorMessage)).toEqual([
      "Expected process with BPMN process id 'child' to have a none start event, but not found.",
    ]);
  });

  it('should word the missing version tag and the missing process of the same deployment as Zeebe does', async () => {
    const messages = async (calledElement: Partial<ExecutableCalledElement>) => {
      const parent = await harnessFor('call-activity.parent.bpmn');
      const call = parent.state.process.elements['call'];
      if (!call?.calledElement) throw new Error('no call activity');
      call.calledElement = { ...call.calledElement, ...calledElement };
      parent.ports.calledProcesses = catalog(null);
      parent.start({ order: { id: 'o-1' } });
      return [...parent.state.incidents.values()].map((incident) => [incident.errorType, incident.errorMessage]);
    };

    expect(await messages({ bindingType: 'versionTag', versionTag: 'v9' })).toEqual([
      [
        'CALLED_ELEMENT_ERROR',
        "Expected to call process with BPMN process id 'child' and version tag 'v9', but no such process found. " +
          'To resolve this incident, deploy a process with the given process id and version tag.',
      ],
    ]);
    expect(await messages({ bindingType: 'deployment' })).toEqual([
      [
        'CALLED_ELEMENT_ERROR',
        "Expected to call process with BPMN process id 'child' with binding type 'deployment', but no such process found in the deployment with key 5 " +
          'which contained the current process. To resolve this incident, migrate the process instance to a process definition that is deployed ' +
          'together with the intended process definition to call.',
      ],
    ]);
    // As in Zeebe, a process id expression that fails is an EXTRACT_VALUE_ERROR, not a CALLED_ELEMENT_ERROR.
    expect(await messages({ processId: { kind: 'feel', source: 'string length(order.id)' } })).toEqual([
      ['EXTRACT_VALUE_ERROR', "Expected the called process id of 'call' to be a non-empty string, but it was 3"],
    ]);
  });

  it('should complete with what the child delivered and leave; a second completion for it is refused', async () => {
    const { parent, childKey, callKey } = await calledParent();
    const completion = {
      type: 'CompleteCallActivity',
      elementInstanceKey: callKey,
      calledProcessInstanceKey: childKey,
      variables: { approved: true },
    } as const;

    expect(parent.send(completion)).toEqual([
      'CompletionVariablesStored',
      'ElementCompleting call',
      'VariableCreated approved=true',
      'ElementCompleted call',
      'SequenceFlowTaken call-end',
      ...passes('end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
    expect(() => parent.send(completion)).toThrow(
      `rejected: Expected call activity instance '${callKey}' to wait for process instance '${childKey}', but it does not`,
    );
  });

  it('should ask for the child to be cancelled when the call activity ends early', async () => {
    const { parent, childKey } = await calledParent();

    expect(parent.send({ type: 'CancelProcessInstance' })).toEqual([
      'ElementTerminating P',
      'ElementTerminating call',
      `InstanceCommandRequested CancelProcessInstance for ${childKey}`,
      'ElementTerminated call',
      'ElementTerminated P',
    ]);
    expect(requests(parent).at(-1)?.command).toEqual({ type: 'CancelProcessInstance', byParent: true });
  });

  it('should catch what the child threw at the call activity, cancelling the child', async () => {
    const { parent, childKey, callKey } = await calledParent();
    const origin = { processInstanceKey: childKey, elementInstanceKey: '555', jobKey: null };

    const events = parent.send({
      type: 'ThrowFromCalledInstance',
      elementInstanceKey: callKey,
      calledProcessInstanceKey: childKey,
      thrown: { kind: 'error', code: 'FAILED', message: null, variables: { why: 'x' }, origin },
    });

    expect(events.filter((event) => !event.startsWith('SequenceFlow') && !event.startsWith('Completion'))).toEqual([
      'ElementTerminating call',
      `InstanceCommandRequested CancelProcessInstance for ${childKey}`,
      'ElementTerminated call',
      ...passes('on-failed').slice(0, 2),
      'ElementCompleting on-failed',
      'VariableCreated why="x"',
      'ElementCompleted on-failed',
      ...passes('failed-end'),
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
  });

  it('should send what nothing catches up to the root back to where it was thrown', async () => {
    const { parent, childKey, callKey } = await calledParent();
    const thrown = {
      kind: 'error',
      code: 'BROKEN',
      message: null,
      variables: {},
      origin: { processInstanceKey: childKey, elementInstanceKey: '555', jobKey: null },
    } as const;

    expect(parent.send({ type: 'ThrowFromCalledInstance', elementInstanceKey: callKey, calledProcessInstanceKey: childKey, thrown })).toEqual([
      `InstanceCommandRequested ThrownEventUncaught for ${childKey}`,
    ]);
    expect(requests(parent).at(-1)?.command).toEqual({ type: 'ThrownEventUncaught', thrown });
  });
});

describe('an instance a call activity created', () => {
  it('should hand its variables to the call activity when it completes', async () => {
    const child = await childOf();

    expect(child.start({ orderId: 'o-1' }).slice(-3)).toEqual([
      'ElementCompleting child',
      'InstanceCommandRequested CompleteCallActivity for 900',
      'ElementCompleted child',
    ]);
    expect(requests(child)[0]?.command).toEqual({
      type: 'CompleteCallActivity',
      elementInstanceKey: '901',
      calledProcessInstanceKey: '1',
      variables: { orderId: 'o-1' },
    });
    expect(child.processInstanceState()).toBe('COMPLETED');
  });

  it('should throw an error nothing in it catches on to the caller, its end event waiting; uncaught there, the end event gets the incident', async () => {
    const child = await childOf();

    const events = child.start({ broken: true });

    expect(events.slice(-3)).toEqual([
      'ElementActivating broken-end',
      'VariableCreated why="cracked"',
      'InstanceCommandRequested ThrowFromCalledInstance for 900',
    ]);
    const [request] = requests(child);
    const endEvent = [...child.state.elementInstances.values()].find((instance) => instance.elementId === 'broken-end');
    expect(request?.command).toEqual({
      type: 'ThrowFromCalledInstance',
      elementInstanceKey: '901',
      calledProcessInstanceKey: '1',
      thrown: {
        kind: 'error',
        code: 'BROKEN',
        message: null,
        variables: { why: 'cracked' },
        origin: { processInstanceKey: '1', elementInstanceKey: endEvent?.key, jobKey: null },
      },
    });
    const command = request?.command;
    if (command?.type !== 'ThrowFromCalledInstance') throw new Error('unreachable');

    expect(child.send({ type: 'ThrownEventUncaught', thrown: command.thrown })).toEqual(['IncidentCreated broken-end UNHANDLED_ERROR_EVENT']);
    expect(() => child.send({ type: 'ThrownEventUncaught', thrown: command.thrown })).toThrow(/but it does not/);
  });

  it('should refuse to be cancelled but by its caller, as Zeebe does', async () => {
    const child = await childOf();
    child.start({ broken: true });

    expect(() => child.send({ type: 'CancelProcessInstance' })).toThrow(
      "rejected: Expected to cancel a process instance with key '1', but it is created by a parent process instance. Cancel the root process instance '800' instead.",
    );
    expect(child.send({ type: 'CancelProcessInstance', byParent: true })).toEqual([
      'ElementTerminating child',
      'ElementTerminating broken-end',
      'ElementTerminated broken-end',
      'ElementTerminated child',
    ]);
  });
});
