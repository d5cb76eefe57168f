import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../testing/fixture-harness.js';

const harness = () => harnessForFixture(new URL('start-instructions.nested.bpmn', import.meta.url));

describe('start instructions', () => {
  it('should start at the named element instead of the none start event', async () => {
    const instance = await harness();
    expect(instance.send({ type: 'CreateProcessInstance', variables: { x: 1 }, startElementIds: ['a'] })).toEqual([
      'ElementActivating P',
      'VariableCreated x=1',
      'ElementActivated P',
      'ElementActivating a',
      'JobCreated a a',
      'ElementActivated a',
    ]);
  });

  it('should enter the sub-process around a named element (inputs applied) without its start event, once for two elements', async () => {
    const instance = await harness();
    expect(instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds: ['c', 'a', 'b'] })).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      'ElementActivating sub',
      'VariableCreated local=1',
      'ElementActivated sub',
      'ElementActivating a',
      'JobCreated a a',
      'ElementActivated a',
      'ElementActivating c',
      'JobCreated c c',
      'ElementActivated c',
      'ElementActivating b',
      'JobCreated b b',
      'ElementActivated b',
    ]);
    const sub = [...instance.state.elementInstances.values()].find((element) => element.elementId === 'sub');
    const inside = [...instance.state.elementInstances.values()].filter((element) => element.flowScopeKey === sub?.key).map((element) => element.elementId);
    expect(inside).toEqual(['c', 'b']);
  });

  it('should start a sub-process named itself at its own none start event', async () => {
    const instance = await harness();
    const events = instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds: ['sub'] });
    expect(events.slice(2, 8)).toEqual([
      'ElementActivating sub',
      'VariableCreated local=1',
      'ElementActivated sub',
      'ElementActivating sub-start',
      'ElementActivated sub-start',
      'ElementCompleting sub-start',
    ]);
  });

  it.each([
    [['a', 'nope'], "Expected to create instance of process with start instructions but no element found with id 'nope'."],
    [
      ['sub-start'],
      "Expected to create instance of process with start instructions but the element with id 'sub-start' targets unsupported element type 'START_EVENT'.",
    ],
    [['P'], "Expected to create instance of process with start instructions but the element with id 'P' targets unsupported element type 'PROCESS'."],
    [
      ['wait'],
      "Expected to create instance of process with start instructions but the element with id 'wait' belongs to an event-based gateway. The creation of elements belonging to an event-based gateway is not supported.",
    ],
  ])('should refuse %j as Zeebe does', async (startElementIds, message) => {
    const instance = await harness();
    expect(() => instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds })).toThrow(`rejected: ${message}`);
    expect(instance.state.elementInstances.size).toBe(0);
  });

  it.each([
    [
      ['in-mi'],
      "Expected to create instance of process with start instructions but the element with id 'in-mi' is inside a multi-instance subprocess. The creation of elements inside a multi-instance subprocess is not supported.",
    ],
    [
      ['in-esp'],
      "Expected to create instance of process with start instructions but the element with id 'in-esp' is inside an event subprocess, which only its start event's trigger starts. The creation of elements inside an event subprocess is not supported.",
    ],
    [
      ['esp'],
      "Expected to create instance of process with start instructions but the element with id 'esp' targets unsupported element type 'EVENT_SUB_PROCESS'.",
    ],
  ])('should refuse %j, inside a multi-instance or an event sub-process', async (startElementIds, message) => {
    const instance = await harnessForFixture(new URL('start-instructions.scopes.bpmn', import.meta.url));
    expect(() => instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds })).toThrow(`rejected: ${message}`);
    expect(instance.state.elementInstances.size).toBe(0);
  });

  it('should start a multi-instance sub-process named itself once per item, each at its start event', async () => {
    const instance = await harnessForFixture(new URL('start-instructions.scopes.bpmn', import.meta.url));
    instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds: ['mi-sub'] });
    const active = [...instance.state.elementInstances.values()].filter((element) => element.state === 'ACTIVATED').map((element) => element.elementId);
    expect(active.sort()).toEqual(['P', 'in-mi', 'in-mi', 'mi-sub', 'mi-sub', 'mi-sub'].sort());
  });

  it('should start a process without a none start event only at named elements, refusing a plain creation as Zeebe does', async () => {
    const instance = await harnessForFixture(new URL('start-instructions.message-start.bpmn', import.meta.url));
    expect(() => instance.send({ type: 'CreateProcessInstance', variables: {} })).toThrow(
      'rejected: Expected to create instance of process with none start event, but there is no such event',
    );
    expect(instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds: ['ship'] }).slice(-3)).toEqual([
      'ElementActivating ship',
      'JobCreated ship ship',
      'ElementActivated ship',
    ]);
  });

  it('should enter a joining gateway a start instruction names directly, as Zeebe activates it, without waiting for its flows', async () => {
    const instance = await harnessForFixture(new URL('start-instructions.join.bpmn', import.meta.url));
    expect(instance.send({ type: 'CreateProcessInstance', variables: {}, startElementIds: ['join'] })).toEqual([
      'ElementActivating P',
      'ElementActivated P',
      'ElementActivating join',
      'ElementActivated join',
      'ElementCompleting join',
      'ElementCompleted join',
      'SequenceFlowTaken join-end',
      'ElementActivating end',
      'ElementActivated end',
      'ElementCompleting end',
      'ElementCompleted end',
      'ElementCompleting P',
      'ElementCompleted P',
    ]);
  });
});
