import { compileBpmn, type ExecutableProcess } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { processCommand } from '../process-command.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

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
