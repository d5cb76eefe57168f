import type { JsonObject } from '@baton/feel';
import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../testing/fixture-harness.js';
import type { InstanceHarness } from '../testing/runtime-harness.js';
import { completeJob, fire, lifecycle } from '../testing/spec-commands.js';
import { mentionsVariable } from './conditional-event.behaviour.js';

const fixture = (name: string) => harnessForFixture(new URL(`conditional-event.${name}.bpmn`, import.meta.url));

function setVariables(harness: InstanceHarness, variables: JsonObject, scopeKey = '1', local = false): string[] {
  return harness.send({ type: 'SetVariables', scopeKey, variables, local });
}

function instanceKeyOf(harness: InstanceHarness, elementId: string): string {
  const instance = [...harness.state.elementInstances.values()].find((candidate) => candidate.elementId === elementId);
  if (!instance) throw new Error(`no instance of ${elementId}`);
  return instance.key;
}

const waitsAt = (harness: InstanceHarness) =>
  [...harness.state.subscriptions.values()].filter((subscription) => subscription.kind === 'conditional').map((subscription) => subscription.elementId);
const triggered = (events: string[]) => events.filter((event) => event === 'EventTriggered').length;

describe('conditional intermediate catch events', () => {
  it('should wait while the condition is false or cannot be told (a variable not there), and go on in the command that makes it true', async () => {
    const harness = await fixture('catch');
    harness.start({ stock: 3 });
    expect(waitsAt(harness)).toEqual(['wait']);

    // a change of a variable the condition does not mention is not looked at; one it mentions is
    expect(triggered(setVariables(harness, { other: 1 }))).toBe(0);
    expect(triggered(setVariables(harness, { needed: 5 }))).toBe(0);
    const events = setVariables(harness, { stock: 7 });
    expect(lifecycle(events)).toEqual(['ElementCompleted wait', 'ElementActivated created-only']);
    expect(waitsAt(harness)).toEqual(['created-only']);
  });

  it('should go on at once when the condition already holds as the event activates', async () => {
    const harness = await fixture('catch');
    const events = harness.start({ stock: 9, needed: 2 });
    expect(lifecycle(events)).toContain('ElementCompleted wait');
    expect(waitsAt(harness)).toEqual(['created-only']);
  });

  it('should take only the kinds of change its filter names: created, not updated', async () => {
    const harness = await fixture('catch');
    harness.start({ stock: 9, needed: 2, approved: false });
    expect(triggered(setVariables(harness, { approved: true }))).toBe(0);
    expect(waitsAt(harness)).toEqual(['created-only']);
    // created in a scope of its own (the catch event's), it is a creation the event sees
    const events = setVariables(harness, { approved: true }, instanceKeyOf(harness, 'created-only'), true);
    expect(lifecycle(events)).toContain('ElementCompleted created-only');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should raise an incident naming the condition when it gives something else than true, false or null', async () => {
    const harness = await fixture('catch');
    harness.start({ stock: 9, needed: 2, approved: 'yes' });
    const [incident] = harness.state.incidents.values();
    expect(incident).toMatchObject({
      errorType: 'CONDITION_ERROR',
      elementId: 'created-only',
      errorMessage: `Expected the condition 'approved' of 'created-only' to be true or false, but it was "yes"`,
    });
    expect(waitsAt(harness)).toEqual(['created-only']);
  });
});

describe('conditional events and incidents', () => {
  it('should evaluate a failed condition again when its incident is resolved', async () => {
    const harness = await fixture('catch');
    harness.start({ stock: 9, needed: 2, approved: 'yes' });
    // an update is not the kind of change this event takes, so only the resolution looks at it again
    expect(triggered(setVariables(harness, { approved: true }))).toBe(0);
    const [incident] = harness.state.incidents.values();
    const events = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });
    expect(lifecycle(events)).toContain('ElementCompleted created-only');
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('conditional events and message payloads', () => {
  it("should start an event sub-process from the variables a correlated message brings, ending the work the message's path reached", async () => {
    const harness = await fixture('message');
    harness.start({ orderId: 'o-1', fraudScore: 0.1 });
    const events = fire(harness, 'paid', 'message', { fraudScore: 0.95 });
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementCompleted paid', 'ElementTerminated ship', 'ElementCompleted on-fraud']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('conditional boundary events', () => {
  it('should interrupt the activity at its activation when the condition already holds, cancelling the job it created', async () => {
    const harness = await fixture('boundary');
    const events = harness.start({ amount: 500 });
    expect(events).toEqual(expect.arrayContaining(['JobCreated review review', 'JobCanceled']));
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated review', 'ElementCompleted too-large', 'ElementCompleted escalated']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should interrupt the activity when a variable set on it (or above it) makes the condition true', async () => {
    const harness = await fixture('boundary');
    harness.start({ amount: 50 });
    const events = setVariables(harness, { amount: 150 }, instanceKeyOf(harness, 'review'));
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated review', 'ElementCompleted escalated']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should not trigger from what the activity writes as it completes: its subscription has closed by then', async () => {
    const harness = await fixture('boundary');
    harness.start({ amount: 50 });
    const events = completeJob(harness, 'review', { result: 900 });
    expect(triggered(events)).toBe(0);
    expect(harness.variable('amount')).toBe(900);
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementCompleted review', 'ElementCompleted done']));
  });

  it('should let a non-interrupting one trigger each time a change of its variable finds it true, once per command', async () => {
    const harness = await fixture('boundary');
    harness.start({ amount: 50, note: null });
    expect(triggered(setVariables(harness, { note: 'first', amount: 60 }))).toBe(1);
    expect(triggered(setVariables(harness, { unrelated: true }))).toBe(0);
    expect(triggered(setVariables(harness, { note: 'second' }))).toBe(1);
    const notes = [...harness.state.elementInstances.values()].filter((instance) => instance.elementId === 'read-note');
    expect(notes).toHaveLength(2);
    expect(waitsAt(harness).sort()).toEqual(['noted', 'too-large']);
  });
});

describe('conditional event sub-process start events', () => {
  it("should interrupt the scope when a job's completion variables make the condition true", async () => {
    const harness = await fixture('event-sub-process');
    harness.start({ cancelled: false });
    const events = completeJob(harness, 'pack', { cancelled: true });
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated ship', 'ElementCompleted on-cancel']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should run a non-interrupting one beside the work, on the variables and the kind of change its filter names', async () => {
    const harness = await fixture('event-sub-process');
    harness.start({ priority: 1, urgent: false });
    // `urgent` is not among the filter's names, and `priority` created (not updated) is not its kind of change
    expect(triggered(setVariables(harness, { urgent: true }))).toBe(0);
    expect(triggered(setVariables(harness, { priority: 9 }))).toBe(1);
    expect(lifecycle(completeJob(harness, 'pack'))).toContain('ElementActivated ship');
    expect([...harness.state.elementInstances.values()].map((instance) => instance.elementId)).toEqual(
      expect.arrayContaining(['on-priority', 'notify', 'ship']),
    );
  });

  it('should evaluate an interrupting condition that holds when the process starts and end the work before it begins', async () => {
    const harness = await fixture('event-sub-process');
    const events = harness.start({ cancelled: true });
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated pack', 'ElementCompleted on-cancel']));
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('conditional events after an event-based gateway', () => {
  it('should let the condition win the race when a variable makes it true, cancelling the timer', async () => {
    const harness = await fixture('gateway');
    harness.start({ approved: false });
    expect([...harness.state.subscriptions.values()].map((subscription) => subscription.kind).sort()).toEqual(['conditional', 'timer']);
    const events = setVariables(harness, { approved: true });
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementCompleted race', 'ElementCompleted approved', 'ElementCompleted done']));
    expect(harness.state.subscriptions.size).toBe(0);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('conditional events in nested scopes', () => {
  it('should look at outer scopes first: an outer boundary event that interrupts ends the inner ones before they are evaluated', async () => {
    const harness = await fixture('nested');
    harness.start({ level: 0 });
    const events = setVariables(harness, { level: 9 });
    expect(events.filter((event) => event === 'EventTriggered')).toHaveLength(2);
    const caught = harness.log.filter((event) => event.type === 'EventTriggered').map((event) => (event.type === 'EventTriggered' ? event.elementId : ''));
    expect(caught.sort()).toEqual(['beside-limit', 'outer-limit']);
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated inner-task', 'ElementTerminated outer']));
  });

  it('should let a variable set in a scope reach only the events inside it, and an inner one trigger alone', async () => {
    const harness = await fixture('nested');
    harness.start({ level: 0 });
    // a local variable of the sub-process: the boundary event beside it cannot see it; the one on the sub-process can, and stays false
    const events = setVariables(harness, { level: 3 }, instanceKeyOf(harness, 'outer'), true);
    const caught = harness.log.filter((event) => event.type === 'EventTriggered').map((event) => (event.type === 'EventTriggered' ? event.elementId : ''));
    expect(caught).toEqual(['inner-limit']);
    // the inner boundary event has no outgoing flow: its path ends, and with it the sub-process
    expect(lifecycle(events)).toEqual(expect.arrayContaining(['ElementTerminated inner-task', 'ElementCompleted outer']));
    expect(waitsAt(harness)).toEqual(['beside-limit']);
  });
});

describe('mentionsVariable', () => {
  it('should find a name only where it stands on its own', () => {
    expect(mentionsVariable('amount > 100', 'amount')).toBe(true);
    expect(mentionsVariable('max(amounts) > 1', 'amount')).toBe(false);
    expect(mentionsVariable('order.amount > 1', 'amount')).toBe(false);
    expect(mentionsVariable('order.amount > 1', 'order')).toBe(true);
    expect(mentionsVariable('order total > 1', 'order total')).toBe(true);
  });
});
