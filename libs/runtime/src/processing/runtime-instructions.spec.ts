import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../testing/fixture-harness.js';
import { processCommand } from '../process-command.js';

const harness = () => harnessForFixture(new URL('runtime-instructions.parallel.bpmn', import.meta.url));

describe('runtime instructions: terminate the instance after an element', () => {
  it('should terminate the whole instance once the element completes, taking none of its flows', async () => {
    const instance = await harness();
    instance.send({ type: 'CreateProcessInstance', variables: {}, terminateAfterElementIds: ['a'] });
    const events = instance.send({ type: 'CompleteJob', jobKey: instance.jobKeyOf('a'), variables: {} });
    expect(events.slice(events.indexOf('ElementCompleted a'))).toEqual([
      'ElementCompleted a',
      'ElementTerminating P',
      'ElementTerminating c (body)',
      'ElementTerminating c',
      'JobCanceled',
      'ElementTerminated c',
      'ElementTerminated c (body)',
      'ElementTerminated P',
    ]);
    expect(instance.processInstanceState()).toBe('TERMINATED');
  });

  it('should terminate the instance when the element is terminated, before an interrupting boundary event runs', async () => {
    const instance = await harness();
    instance.send({ type: 'CreateProcessInstance', variables: {}, terminateAfterElementIds: ['a'] });
    const timer = [...instance.state.subscriptions.values()].find((subscription) => subscription.elementId === 'late');
    const events = instance.send({ type: 'TriggerEvent', subscriptionKey: timer?.key as string, kind: 'timer', variables: {}, messageKey: null });
    expect(events).toContain('ElementTerminated a');
    expect(events.at(-1)).toBe('ElementTerminated P');
    expect(events.some((event) => event.endsWith(' late') || event.endsWith(' late-end'))).toBe(false);
  });

  it('should count a multi-instance activity once, when its body ends, not at each inner instance', async () => {
    const instance = await harness();
    instance.send({ type: 'CreateProcessInstance', variables: {}, terminateAfterElementIds: ['c'] });
    instance.send({ type: 'CompleteJob', jobKey: instance.jobKeyOf('c'), variables: {} });
    expect(instance.processInstanceState()).toBe('ACTIVATED');
    const events = instance.send({ type: 'CompleteJob', jobKey: instance.jobKeyOf('c'), variables: {} });
    expect(events).toContain('ElementCompleted c (body)');
    expect(events.at(-1)).toBe('ElementTerminated P');
  });

  it('should leave an instance without instructions alone and record given ones in its history', async () => {
    const plain = await harness();
    plain.send({ type: 'CreateProcessInstance', variables: {} });
    plain.send({ type: 'CompleteJob', jobKey: plain.jobKeyOf('a'), variables: {} });
    expect(plain.processInstanceState()).toBe('ACTIVATED');
    const instructed = await harness();
    expect(instructed.send({ type: 'CreateProcessInstance', variables: {}, terminateAfterElementIds: ['a', 'a'] })).toContain('RuntimeInstructionsGiven');
    expect(instructed.state.terminateAfterElementIds).toEqual(['a']);
  });

  it.each([['nowhere'], ['P']])('should refuse an instruction naming %s, which is no element of the process', async (elementId) => {
    const instance = await harness();
    const result = processCommand(instance.state, { type: 'CreateProcessInstance', variables: {}, terminateAfterElementIds: [elementId] }, instance.ports);
    expect(result).toMatchObject({
      accepted: false,
      rejection: {
        reason: 'INVALID_ARGUMENT',
        message: `Expected to find element with id '${elementId}' of a runtime instruction in process 'P', but no such element exists`,
      },
    });
  });
});
