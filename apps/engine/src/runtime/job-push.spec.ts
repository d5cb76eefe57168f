import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileBpmn } from '@baton/bpmn-model';
import { emptyInstanceState, processCommand, type Job, type TimedRuntimeEvent } from '@baton/runtime';
import { type CommandJobWaiters, JobPush, type JobsWanted, type PushSource } from './job-push.js';

const PROCESS = readFileSync(new URL('./job-push.process.bpmn', import.meta.url), 'utf8');
const NOW = Date.parse('2031-05-01T10:00:00.000Z');

const request = (overrides: Partial<JobsWanted> = {}): JobsWanted => ({
  type: 'ship',
  tenantIds: ['<default>'],
  worker: 'shipper',
  timeoutMs: 30_000,
  maxJobs: 2,
  fetchVariable: undefined,
  ...overrides,
});

/**
 * A new instance of the process (two "ship" jobs and an "invoice" job created at its start), as a write gets it: its
 * runtime hands the jobs it creates to the polls waiting in `push`, as the engine's command executor lets it.
 */
async function started(
  push: JobPush,
  processInstanceKey: string,
  tenantId = '<default>',
): Promise<{ source: PushSource; events: TimedRuntimeEvent[]; jobWaiters: CommandJobWaiters }> {
  const compiled = await compileBpmn(PROCESS);
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  const [process] = compiled.processes;
  if (!process) throw new Error('no process');
  const state = emptyInstanceState(processInstanceKey, '9', 1, process);
  let key = Number(processInstanceKey);
  const jobWaiters = push.waitersFor(tenantId);
  const result = processCommand(
    state,
    { type: 'CreateProcessInstance', variables: { order: 'A-17', amount: 10 } },
    { now: () => NOW, nextKey: () => String(++key), jobWaiters },
  );
  if (!result.accepted) throw new Error(result.rejection.message);
  return {
    source: {
      identity: { processInstanceKey, processDefinitionKey: '9', bpmnProcessId: 'job-push', version: 1, tenantId },
      state,
      tags: ['express'],
      businessId: 'order-A-17',
    },
    events: [...result.events],
    jobWaiters,
  };
}

const jobOf = (source: PushSource, elementId: string): Job | undefined => [...source.state.jobs.values()].find((job) => job.elementId === elementId);
const activatedKeys = (events: TimedRuntimeEvent[]) => events.flatMap((event) => (event.type === 'JobActivated' ? [event.jobKey] : []));

describe('job push', () => {
  it('should let the runtime activate a created job for the waiting poll, and hand it over once the write committed', async () => {
    // given
    const push = new JobPush();
    const poll = push.wait(request({ maxJobs: 1, fetchVariable: ['amount', 'order'] }));

    // when
    const { source, events } = await started(push, '100');
    const offer = push.offer(source, events, NOW);

    // then: the command's own events activate the job, and nothing reaches the poll before the commit
    const shipA = jobOf(source, 'ship-a');
    expect(activatedKeys(events)).toEqual([shipA?.key]);
    expect(shipA).toMatchObject({ state: 'ACTIVATED', worker: 'shipper', deadline: NOW + 30_000 });
    let arrived = false;
    void poll.arrival.then(() => {
      arrived = true;
    });
    await Promise.resolve();
    expect(arrived).toBe(false);
    offer?.committed();
    await poll.arrival;
    const [handed] = await push.leave(poll);
    // the task's own `amount` (its input mapping) shadows the instance's
    expect(handed).toMatchObject({
      variables: { amount: 12, order: 'A-17' },
      tags: ['express'],
      businessId: 'order-A-17',
      rootProcessInstanceKey: '100',
      deadline: NOW + 30_000,
    });
    expect(handed?.row).toMatchObject({ key: shipA?.key, state: 'ACTIVATED', worker: 'shipper', element_id: 'ship-a' });
    expect(push.waitingFor('ship')).toBe(0);
  });

  it('should give the poll nothing of a write that failed, and wait for a claim still in flight when the poll leaves', async () => {
    const push = new JobPush();
    const poll = push.wait(request({ maxJobs: 1 }));
    const first = await started(push, '100');
    const failing = push.offer(first.source, first.events, NOW);
    const left = push.leave(poll);

    // a poll that left takes no more jobs
    const second = await started(push, '200');
    expect(activatedKeys(second.events)).toEqual([]);
    push.offer(second.source, second.events, NOW)?.failed();

    // when: the write fails after the poll left
    failing?.failed();

    // then
    expect(await left).toEqual([]);

    // and a write that commits after its poll left still hands the job over
    const next = push.wait(request({ maxJobs: 1 }));
    const third = await started(push, '300');
    const committing = push.offer(third.source, third.events, NOW);
    const nextLeft = push.leave(next);
    committing?.committed();
    expect((await nextLeft).map((handed) => handed.row.process_instance_key)).toEqual(['300']);
  });

  it('should settle the claims of a command that is not written, so its poll does not wait for them', async () => {
    // given: a command's runtime claimed a job for the poll, and the command is refused afterwards
    const push = new JobPush();
    const poll = push.wait(request({ maxJobs: 1 }));
    const { jobWaiters } = await started(push, '100');
    const left = push.leave(poll);

    // when
    jobWaiters.release();

    // then
    expect(await left).toEqual([]);
  });

  it('should push no more jobs than a poll asked for, none of another type, and none to a poll of other tenants', async () => {
    const push = new JobPush();
    const poll = push.wait(request({ maxJobs: 1 }));

    // when
    const { source, events } = await started(push, '100');
    const offer = push.offer(source, events, NOW);

    // then: only the first "ship" job went to the poll
    expect(activatedKeys(events)).toEqual([jobOf(source, 'ship-a')?.key]);
    expect([jobOf(source, 'ship-b')?.state, jobOf(source, 'invoice')?.state]).toEqual(['ACTIVATABLE', 'ACTIVATABLE']);
    offer?.committed();
    expect((await push.leave(poll)).map((handed) => handed.row.element_id)).toEqual(['ship-a']);

    const tenantA = push.wait(request());
    const ofAnotherTenant = await started(push, '200', 'tenant-b');
    expect(activatedKeys(ofAnotherTenant.events)).toEqual([]);
    expect(await push.leave(tenantA)).toEqual([]);
  });

  it('should hand out once the jobs no poll waited for, after their write committed, by type and tenant', async () => {
    // given: no poll waits; one write commits, another fails
    const push = new JobPush();
    const committed = await started(push, '100');
    const failed = await started(push, '200');
    const ofAnotherTenant = await started(push, '300', 'tenant-b');
    const committing = push.offer(committed.source, committed.events, NOW);
    const failing = push.offer(failed.source, failed.events, NOW);

    // then: while the writes are sent, no poll takes their jobs, and a poll's query passes over them
    expect(push.takeUnclaimed(request())).toEqual([]);
    expect(push.unclaimedExcluded('ship')).toHaveLength(4);
    committing?.committed();
    failing?.failed();
    push.offer(ofAnotherTenant.source, ofAnotherTenant.events, NOW)?.committed();

    // then: nothing was activated by the writes
    expect(activatedKeys([...committed.events, ...failed.events, ...ofAnotherTenant.events])).toEqual([]);

    // when / then: a poll takes the committed write's jobs of its type and tenants, oldest first, up to its maximum
    const shipKeys = [jobOf(committed.source, 'ship-a')?.key, jobOf(committed.source, 'ship-b')?.key];
    expect(push.takeUnclaimed(request({ maxJobs: 1 }))).toEqual(shipKeys.slice(0, 1));
    expect(push.takeUnclaimed(request({ maxJobs: 5 }))).toEqual(shipKeys.slice(1));
    expect(push.takeUnclaimed(request({ maxJobs: 5 }))).toEqual([]);
    expect(push.takeUnclaimed(request({ type: 'invoice', tenantIds: ['tenant-b'] }))).toEqual([jobOf(ofAnotherTenant.source, 'invoice')?.key]);

    // and a poll's query passes over the jobs this process is activating, until their activation settled
    const invoiceKey = jobOf(committed.source, 'invoice')?.key as string;
    const otherTenantsInvoiceKey = jobOf(ofAnotherTenant.source, 'invoice')?.key as string;
    expect(push.unclaimedExcluded('ship')).toEqual(shipKeys);
    expect(push.unclaimedExcluded('invoice')).toEqual([otherTenantsInvoiceKey]);
    push.unclaimedSettled('ship', shipKeys as string[]);
    expect(push.unclaimedExcluded('ship')).toEqual([]);

    // a job the query activated is not handed out again
    push.unclaimedSettled('invoice', [invoiceKey]);
    expect(push.takeUnclaimed(request({ type: 'invoice' }))).toEqual([]);
    push.onModuleDestroy();
  });

  it('should leave the jobs of a type to the query for a while once others took many of those it handed out', async () => {
    // given: of ten jobs handed out, six had been activated by another engine process first: too few to tell
    const push = new JobPush();
    push.unclaimedActivated('ship', 10, 6);
    const first = await started(push, '100');
    push.offer(first.source, first.events, NOW)?.committed();
    expect(push.takeUnclaimed(request())).toEqual([jobOf(first.source, 'ship-a')?.key, jobOf(first.source, 'ship-b')?.key]);

    // when: of sixty, seven
    push.unclaimedActivated('ship', 50, 1);
    const second = await started(push, '200');
    push.offer(second.source, second.events, NOW)?.committed();

    // then: its jobs are not remembered, other types' are
    expect(push.takeUnclaimed(request())).toEqual([]);
    expect(push.takeUnclaimed(request({ type: 'invoice' }))).toEqual([jobOf(first.source, 'invoice')?.key, jobOf(second.source, 'invoice')?.key]);

    // and a few misses among many do not pause a type
    push.unclaimedActivated('invoice', 100, 5);
    const third = await started(push, '300');
    push.offer(third.source, third.events, NOW)?.committed();
    expect(push.takeUnclaimed(request({ type: 'invoice' }))).toEqual([jobOf(third.source, 'invoice')?.key]);
    push.onModuleDestroy();
  });
});
