import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../../testing/fixture-harness.js';
import type { InstanceHarness } from '../../testing/runtime-harness.js';
import { completeJob, fire, lifecycle, throwJobError } from '../../testing/spec-commands.js';

const harnessFor = (fixture: string) => harnessForFixture(new URL(fixture, import.meta.url));

/** Which handler ran for which completed activity, in the order they started. */
function handlersRun(harness: InstanceHarness): string[] {
  return harness.log.flatMap((event) => (event.type === 'CompensationHandlerActivated' ? [`${event.elementId} for ${event.compensatedElementId}`] : []));
}

function openJobs(harness: InstanceHarness): string[] {
  return [...harness.state.jobs.values()].filter((job) => job.state === 'ACTIVATABLE').map((job) => job.elementId);
}

describe('compensation throw event', () => {
  it('should run the handlers of the completed activities one at a time, most recent first, and wait for them', async () => {
    // given reserve and charge completed, ship still works in a parallel branch
    const harness = await harnessFor('compensation.tasks.bpmn');

    // when the throw event is reached
    const started = harness.start();

    // then only the most recent completion's handler runs, and the throw waits
    expect(started).toContain('CompensationThrown');
    expect(handlersRun(harness)).toEqual(['refund for charge']);
    expect(openJobs(harness).sort()).toEqual(['refund', 'ship']);
    expect([...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'undo')?.state).toBe('ACTIVATED');

    // when the refund completes, the release runs
    expect(completeJob(harness, 'refund')).toEqual([
      'JobCompleted',
      'ElementCompleting refund',
      'ElementCompleted refund',
      'CompensationCompleted charge',
      'CompensationHandlerActivated release for reserve',
      'ElementActivating release',
      'JobCreated release release',
      'ElementActivated release',
    ]);

    // when the release completes, the throw goes on; a second throw finds nothing left to compensate
    expect(lifecycle(completeJob(harness, 'release'))).toEqual([
      'ElementCompleted release',
      'ElementCompleted undo',
      'ElementActivated undo-again',
      'ElementCompleted undo-again',
      'ElementActivated compensated',
      'ElementCompleted compensated',
    ]);

    // then each completion was compensated once; ship, which had not completed, never was
    expect(handlersRun(harness)).toEqual(['refund for charge', 'release for reserve']);
    expect(lifecycle(completeJob(harness, 'ship'))).toContain('ElementCompleted P');
    expect(handlersRun(harness)).toEqual(['refund for charge', 'release for reserve']);
  });

  it('should keep a failing handler as an incident, and go on where it stopped once the incident is resolved', async () => {
    // given
    const harness = await harnessFor('compensation.tasks.bpmn');
    harness.start();
    const refundJob = harness.jobKeyOf('refund');

    // when the refund fails without retries
    expect(harness.send({ type: 'FailJob', jobKey: refundJob, retries: 0, errorMessage: 'payment provider down', retryBackOffMs: 0, variables: {} })).toContain(
      'IncidentCreated refund JOB_NO_RETRIES',
    );
    expect(handlersRun(harness)).toEqual(['refund for charge']);

    // when the operator raises the retries and resolves the incident
    const [incident] = harness.state.incidents.values();
    harness.send({ type: 'UpdateJob', jobKey: refundJob, retries: 1, timeoutMs: null });
    harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' });
    completeJob(harness, 'refund');

    // then compensation resumes with the next handler; the refund was not skipped nor run twice
    expect(handlersRun(harness)).toEqual(['refund for charge', 'release for reserve']);
  });

  it('should compensate once per completion of a multi-instance activity and of a loop', async () => {
    // given
    const harness = await harnessFor('compensation.repeated.bpmn');

    // when three items were reserved and the charge ran twice
    harness.start({ items: ['a', 'b', 'c'], attempts: 0 });

    // then each completion gets its own handler, the most recent first: the charges, then the reservations
    for (const handler of ['refund', 'refund', 'release', 'release', 'release']) completeJob(harness, handler);
    expect(handlersRun(harness)).toEqual(['refund for charge', 'refund for charge', 'release for reserve', 'release for reserve', 'release for reserve']);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('compensation of sub-processes', () => {
  it('should compensate a completed sub-process through its inner completions, then by its own handler; a compensation event sub-process replaces that', async () => {
    // given payment (two compensable tasks and a handler of its own) and shipping (with a compensation event sub-process) completed
    const harness = await harnessFor('compensation.sub-process.bpmn');
    harness.start();

    // when every handler the end event starts completes
    expect(openJobs(harness)).toEqual(['unpack']);
    for (const handler of ['unpack', 'tell-carrier', 'refund', 'void', 'notify-payer']) completeJob(harness, handler);

    // then shipping, the most recent, went first: its event sub-process undid only what it names (pack, not label);
    // then payment's inner completions, most recent first, then payment's own handler
    expect(handlersRun(harness)).toEqual([
      'undo-shipping for shipping',
      'unpack for pack',
      'refund for capture',
      'void for authorize',
      'notify-payer for payment',
    ]);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });
});

describe('compensation from an event sub-process', () => {
  it('should compensate the scope around it, leaving alone what completed inside a sub-process that did not complete', async () => {
    // given book completed, and inside pay, charge completed while confirm works
    const harness = await harnessFor('compensation.event-sub-process.bpmn');
    harness.start();

    // when confirm throws an error the event sub-process catches, ending pay
    throwJobError(harness, 'confirm', 'DECLINED');

    // then only book is compensated: charge completed, but inside pay, which never completed
    expect(handlersRun(harness)).toEqual(['unbook for book']);
    expect(harness.log.filter((event) => event.type === 'CompensationsDiscarded').map((event) => event.compensationKeys.length)).toEqual([1]);
    expect(lifecycle(completeJob(harness, 'unbook'))).toEqual([
      'ElementCompleted unbook',
      'ElementCompleted undo',
      'ElementActivated failed',
      'ElementCompleted failed',
      'ElementCompleted on-failure',
      'ElementCompleted P',
    ]);
    expect(handlersRun(harness)).toEqual(['unbook for book']);
  });
});

describe('an interrupted compensation', () => {
  it('should leave what it had not compensated to the next throw event, which runs the handler anew', async () => {
    // given the throw event waits for unbook
    const harness = await harnessFor('compensation.interrupted.bpmn');
    harness.start({ orderId: 'o-1' });
    expect(handlersRun(harness)).toEqual(['unbook for book']);

    // when an interrupting event sub-process ends the throw event and its handler, then compensates itself
    const cancelled = fire(harness, 'cancel-start', 'message');

    // then book, not yet compensated, is compensated once more by a new unbook
    expect(lifecycle(cancelled)).toEqual(expect.arrayContaining(['ElementTerminated unbook', 'ElementTerminated undo']));
    expect(cancelled).toContain('CompensationWithdrawn');
    expect(handlersRun(harness)).toEqual(['unbook for book', 'unbook for book']);
    const newUnbook = [...harness.state.jobs.values()].find((job) => job.elementId === 'unbook' && job.state === 'ACTIVATABLE');
    harness.send({ type: 'CompleteJob', jobKey: newUnbook?.key ?? '', variables: {} });
    expect(harness.processInstanceState()).toBe('COMPLETED');
    expect(harness.log.filter((event) => event.type === 'CompensationCompleted').map((event) => event.compensatedElementId)).toEqual(['book']);
  });
});
