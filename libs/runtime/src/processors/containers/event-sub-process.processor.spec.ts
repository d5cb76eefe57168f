import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import { completeJob, fire, lifecycle } from '../../testing/spec-commands.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

function waitingFor(harness: InstanceHarness): string[] {
  return [...harness.state.subscriptions.values()].map((subscription) => `${subscription.kind} ${subscription.elementId}`);
}

describe('event sub-processes of the process', () => {
  it('should open the subscriptions of its timer, message and signal start events as the process activates, and close them as it completes', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    const started = harness.start({ orderId: 'o-1' });
    expect(started.slice(0, 5)).toEqual([
      'ElementActivating P',
      'VariableCreated orderId="o-1"',
      'SubscriptionOpened',
      'SubscriptionOpened',
      'SubscriptionOpened',
    ]);
    expect(waitingFor(harness)).toEqual(['timer every-ten-minutes', 'message cancelled', 'signal audited']);
    expect([...harness.state.subscriptions.values()].find((subscription) => subscription.kind === 'message')?.correlationKey).toBe('o-1');

    const completed = completeJob(harness, 'work');
    expect(completed.slice(-5)).toEqual(['ElementCompleting P', 'SubscriptionClosed', 'SubscriptionClosed', 'SubscriptionClosed', 'ElementCompleted P']);
    expect(harness.state.subscriptions.size).toBe(0);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should run a non-interrupting timer event sub-process beside the work, once per repetition of its cycle', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    harness.start({ orderId: 'o-1' });
    const first = fire(harness, 'every-ten-minutes', 'timer');
    expect(first.slice(0, 2)).toEqual(['EventTriggered', 'TimerRescheduled']);
    expect(lifecycle(first)).toEqual([
      'ElementActivated reminders',
      'ElementActivated every-ten-minutes',
      'ElementCompleted every-ten-minutes',
      'ElementActivated reminded',
      'ElementCompleted reminded',
      'ElementCompleted reminders',
    ]);
    expect(lifecycle(fire(harness, 'every-ten-minutes', 'timer'))).toHaveLength(6);
    // the second and last repetition closed the timer; the work still waits
    expect(waitingFor(harness)).toEqual(['message cancelled', 'signal audited']);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    expect(lifecycle(completeJob(harness, 'work'))).toEqual(['ElementCompleted work', 'ElementActivated end', 'ElementCompleted end', 'ElementCompleted P']);
  });

  it('should interrupt everything for the message that correlates, closing the other event sub-processes, and complete after it', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    harness.start({ orderId: 'o-1' });
    const events = fire(harness, 'cancelled', 'message', { reason: 'customer' });
    expect(events.slice(0, 7)).toEqual([
      'EventTriggered',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'ElementTerminating work',
      'JobCanceled',
      'ElementTerminated work',
    ]);
    expect(lifecycle(events)).toEqual([
      'ElementTerminated work',
      'ElementActivated cancellation',
      'ElementActivated cancelled',
      'ElementCompleted cancelled',
      'ElementActivated cancel-end',
      'ElementCompleted cancel-end',
      'ElementCompleted cancellation',
      'ElementCompleted P',
    ]);
    expect(harness.variable('reason')).toBe('customer');
    expect(harness.state.subscriptions.size).toBe(0);
  });

  it('should keep the process active until a non-interrupting event sub-process is done, its start event mapping what the signal delivered', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    harness.start({ orderId: 'o-1' });
    const audited = fire(harness, 'audited', 'signal', { auditor: 'ann', ignored: true });
    expect(lifecycle(audited)).toEqual(['ElementActivated auditing', 'ElementActivated audited', 'ElementCompleted audited', 'ElementActivated audit-work']);
    // the signal subscription stays open: a second signal would start a second audit
    expect(waitingFor(harness)).toEqual(['timer every-ten-minutes', 'message cancelled', 'signal audited']);
    expect(lifecycle(completeJob(harness, 'work'))).toEqual(['ElementCompleted work', 'ElementActivated end', 'ElementCompleted end']);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
    expect(lifecycle(completeJob(harness, 'audit-work'))).toEqual([
      'ElementCompleted audit-work',
      'ElementActivated audit-end',
      'ElementCompleted audit-end',
      'ElementCompleted auditing',
      'ElementCompleted P',
    ]);
    expect(harness.variable('lastAuditor')).toBe('ann');
    expect(harness.variable('ignored')).toBeUndefined();
  });

  it('should terminate a running non-interrupting event sub-process, its job included, when the instance is cancelled', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    harness.start({ orderId: 'o-1' });
    fire(harness, 'audited', 'signal', { auditor: 'ann' });
    expect(harness.send({ type: 'CancelProcessInstance' })).toEqual([
      'ElementTerminating P',
      'ElementTerminating work',
      'JobCanceled',
      'ElementTerminated work',
      'ElementTerminating auditing',
      'ElementTerminating audit-work',
      'JobCanceled',
      'ElementTerminated audit-work',
      'ElementTerminated auditing',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'SubscriptionClosed',
      'ElementTerminated P',
    ]);
    expect([...harness.state.jobs.values()].map((job) => job.state)).toEqual(['CANCELED', 'CANCELED']);
  });

  it('should catch a job error with the error event sub-process, passing the error variables to it', async () => {
    const harness = await harnessFor('event-sub-process.process-level.bpmn');
    harness.start({ orderId: 'o-1' });
    const events = harness.send({
      type: 'ThrowJobError',
      jobKey: harness.jobKeyOf('work'),
      errorCode: 'ANY',
      errorMessage: null,
      variables: { cause: 'disk' },
    });
    expect(lifecycle(events)).toEqual([
      'ElementTerminated work',
      'ElementActivated failure',
      'ElementActivated failed',
      'ElementCompleted failed',
      'ElementActivated failure-end',
      'ElementCompleted failure-end',
      'ElementCompleted failure',
      'ElementCompleted P',
    ]);
    expect(harness.variable('cause')).toBe('disk');
  });
});

describe('event sub-processes of a sub-process', () => {
  it('should open their subscriptions with the sub-process, after its input mappings, beside its boundary events', async () => {
    const harness = await harnessFor('event-sub-process.in-sub-process.bpmn');
    const started = harness.start({ n: 7 });
    expect(started.slice(started.indexOf('ElementActivating sub'), started.indexOf('ElementActivated sub') + 1)).toEqual([
      'ElementActivating sub',
      'VariableCreated itemId="item-7"',
      'SubscriptionOpened',
      'SubscriptionOpened',
      'SubscriptionOpened',
      'ElementActivated sub',
    ]);
    expect(waitingFor(harness)).toEqual(['timer sub-late', 'message stopped', 'timer nudge']);
    expect([...harness.state.subscriptions.values()].find((subscription) => subscription.kind === 'message')?.correlationKey).toBe('item-7');
  });

  it('should interrupt only the sub-process for its message, then complete the sub-process and go on in the parent', async () => {
    const harness = await harnessFor('event-sub-process.in-sub-process.bpmn');
    harness.start({ n: 7 });
    const events = fire(harness, 'stopped', 'message');
    expect(lifecycle(events)).toEqual([
      'ElementTerminated work',
      'ElementActivated stopping',
      'ElementActivated stopped',
      'ElementCompleted stopped',
      'ElementActivated stop-end',
      'ElementCompleted stop-end',
      'ElementCompleted stopping',
      'ElementCompleted sub',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
    expect(harness.state.subscriptions.size).toBe(0);
  });

  it('should let the sub-process wait for its non-interrupting event sub-process, and terminate it with the sub-process at a boundary event', async () => {
    const harness = await harnessFor('event-sub-process.in-sub-process.bpmn');
    harness.start({ n: 7 });
    // a duration fires once: its subscription closes, the event sub-process runs beside the work
    expect(fire(harness, 'nudge', 'timer').slice(0, 3)).toEqual(['EventTriggered', 'SubscriptionClosed', 'ElementActivating nudging']);
    expect(lifecycle(completeJob(harness, 'work'))).toEqual(['ElementCompleted work', 'ElementActivated sub-end', 'ElementCompleted sub-end']);
    expect(waitingFor(harness)).toEqual(['timer sub-late', 'message stopped']);

    const late = fire(harness, 'sub-late', 'timer');
    expect(lifecycle(late)).toEqual([
      'ElementTerminated nudge-work',
      'ElementTerminated nudging',
      'ElementTerminated sub',
      'ElementActivated sub-late',
      'ElementCompleted sub-late',
      'ElementActivated late-end',
      'ElementCompleted late-end',
      'ElementCompleted P',
    ]);
    expect([...harness.state.jobs.values()].map((job) => job.state)).toEqual(['COMPLETED', 'CANCELED']);
    expect(harness.state.subscriptions.size).toBe(0);
  });
});

/** Every start kind of an event sub-process, interrupting and not, in the process and inside a sub-process. */
describe('event sub-process start kinds', () => {
  const passes = (id: string) => [
    `ElementActivated ${id}`,
    `ElementActivated ${id}-start`,
    `ElementCompleted ${id}-start`,
    `ElementActivated ${id}-end`,
    `ElementCompleted ${id}-end`,
    `ElementCompleted ${id}`,
  ];

  it.each([
    ['p-timer', 'timer'],
    ['p-signal', 'signal'],
  ] as const)('should interrupt the whole process for the interrupting %s event sub-process (%s)', async (id, kind) => {
    const harness = await harnessFor('event-sub-process.kinds.bpmn');
    harness.start({ orderId: 'o-1' });
    expect(lifecycle(fire(harness, `${id}-start`, kind))).toEqual(['ElementTerminated work', 'ElementTerminated sub', ...passes(id), 'ElementCompleted P']);
    expect(harness.state.subscriptions.size).toBe(0);
  });

  it.each([
    ['s-signal', 'signal'],
    ['s-timer', 'timer'],
  ] as const)('should interrupt only the sub-process for the interrupting %s event sub-process (%s), the process going on', async (id, kind) => {
    const harness = await harnessFor('event-sub-process.kinds.bpmn');
    harness.start({ orderId: 'o-1' });
    expect(lifecycle(fire(harness, `${id}-start`, kind))).toEqual([
      'ElementTerminated work',
      ...passes(id),
      'ElementCompleted sub',
      'ElementActivated end',
      'ElementCompleted end',
      'ElementCompleted P',
    ]);
  });

  it.each([
    ['p-message', 'message'],
    ['s-message', 'message'],
    ['s-signal-ni', 'signal'],
  ] as const)('should run the non-interrupting %s event sub-process (%s) beside the work, still waiting for the next event', async (id, kind) => {
    const harness = await harnessFor('event-sub-process.kinds.bpmn');
    harness.start({ orderId: 'o-1' });
    const before = waitingFor(harness);
    expect(lifecycle(fire(harness, `${id}-start`, kind))).toEqual(passes(id));
    expect(waitingFor(harness)).toEqual(before);
    expect(harness.state.jobs.get(harness.jobKeyOf('work'))?.state).toBe('ACTIVATABLE');
    expect(lifecycle(completeJob(harness, 'work')).slice(-3)).toEqual(['ElementActivated end', 'ElementCompleted end', 'ElementCompleted P']);
  });
});
