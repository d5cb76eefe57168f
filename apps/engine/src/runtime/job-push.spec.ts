import { describe, expect, it } from 'vitest';
import type { Job, ProcessInstanceState, TimedRuntimeEvent, Variable } from '@baton/runtime';
import { JobPush, type PushRequest, type PushSource } from './job-push.js';

const NOW = Date.parse('2031-05-01T10:00:00.000Z');
const PROCESS_INSTANCE = '100';
const TASK = '101';

const request = (overrides: Partial<PushRequest> = {}): PushRequest => ({
  type: 'ship',
  tenantIds: ['<default>'],
  worker: 'shipper',
  timeoutMs: 30_000,
  maxJobs: 2,
  fetchVariable: undefined,
  ...overrides,
});

const job = (key: string, overrides: Partial<Job> = {}): Job => ({
  key,
  type: 'ship',
  elementInstanceKey: TASK,
  elementId: 'task',
  state: 'ACTIVATABLE',
  retries: 3,
  customHeaders: {},
  errorMessage: null,
  retryAt: null,
  worker: null,
  deadline: null,
  createdAt: NOW,
  ...overrides,
});

const created = (created: Job): TimedRuntimeEvent =>
  ({
    type: 'JobCreated',
    jobKey: created.key,
    jobType: created.type,
    elementInstanceKey: created.elementInstanceKey,
    elementId: created.elementId,
    retries: created.retries,
    customHeaders: {},
    timestamp: NOW,
  }) as TimedRuntimeEvent;

const variable = (key: string, scopeKey: string, name: string, value: Variable['value']): [string, Variable] => [name, { key, scopeKey, name, value }];

/** An instance whose command just created `jobs` in its task, with a variable in the process scope and one in the task's. */
function source(jobs: Job[], tenantId = '<default>'): PushSource {
  const state = {
    jobs: new Map(jobs.map((one) => [one.key, one])),
    elementInstances: new Map([
      [PROCESS_INSTANCE, { key: PROCESS_INSTANCE, flowScopeKey: null }],
      [TASK, { key: TASK, flowScopeKey: PROCESS_INSTANCE }],
    ]),
    variables: new Map([
      [PROCESS_INSTANCE, new Map([variable('1', PROCESS_INSTANCE, 'order', 'A-17'), variable('2', PROCESS_INSTANCE, 'amount', 10)])],
      [TASK, new Map([variable('3', TASK, 'amount', 12)])],
    ]),
    parent: null,
  } as unknown as ProcessInstanceState;
  return {
    identity: { processInstanceKey: PROCESS_INSTANCE, processDefinitionKey: '9', bpmnProcessId: 'shipping', version: 1, tenantId },
    state,
    tags: ['express'],
  };
}

describe('job push', () => {
  it('should activate a created job for the waiting poll and hand it over once the write committed', async () => {
    // given
    const push = new JobPush();
    const poll = push.wait(request({ fetchVariable: ['amount'] }));
    const shipping = job('200');
    const events = [created(shipping)];

    // when
    const offer = push.offer(source([shipping]), events, NOW);

    // then: the activation joins the command's events and the job, and nothing reaches the poll before the commit
    expect(events.map((event) => event.type)).toEqual(['JobCreated', 'JobActivated']);
    expect(shipping).toMatchObject({ state: 'ACTIVATED', worker: 'shipper', deadline: NOW + 30_000 });
    let arrived = false;
    void poll.arrival.then(() => (arrived = true));
    await Promise.resolve();
    expect(arrived).toBe(false);
    offer?.committed();
    await poll.arrival;
    const [handed] = await push.leave(poll);
    expect(handed).toMatchObject({ variables: { amount: 12 }, tags: ['express'], rootProcessInstanceKey: PROCESS_INSTANCE, deadline: NOW + 30_000 });
    expect(handed?.row).toMatchObject({ key: '200', state: 'ACTIVATED', worker: 'shipper' });
    expect(push.waitingFor('ship')).toBe(0);
  });

  it('should give the poll nothing when the write failed, and wait for a claim still in flight when the poll leaves', async () => {
    const push = new JobPush();
    const poll = push.wait(request());
    const first = push.offer(source([job('200')]), [created(job('200'))], NOW);
    const second = push.offer(source([job('201')]), [created(job('201'))], NOW);

    // when: the poll leaves while both writes are under way; one fails, then the other commits
    const left = push.leave(poll);
    first?.failed();
    second?.committed();

    // then
    expect((await left).map((handed) => handed.row.key)).toEqual(['201']);
  });

  it('should push no more jobs than a poll asked for, none of another tenant, type or one waiting for its retry', () => {
    const push = new JobPush();
    push.wait(request({ maxJobs: 1 }));
    const later = job('202', { retryAt: NOW + 1_000 });
    const other = job('203', { type: 'invoice' });
    const jobs = [job('200'), job('201'), later, other];
    const events = jobs.map(created);

    // when
    push.offer(source(jobs), events, NOW);
    const withRoom = new JobPush();
    withRoom.wait(request());
    const ofAnotherTenant = [created(job('204'))];
    const offerOfAnotherTenant = withRoom.offer(source([job('204')], 'tenant-b'), ofAnotherTenant, NOW);

    // then: only the first job went to the poll
    expect(events.filter((event) => event.type === 'JobActivated').map((event) => 'jobKey' in event && event.jobKey)).toEqual(['200']);
    expect(jobs.map((one) => one.state)).toEqual(['ACTIVATED', 'ACTIVATABLE', 'ACTIVATABLE', 'ACTIVATABLE']);
    expect(offerOfAnotherTenant).toBeNull();
    expect(ofAnotherTenant).toHaveLength(1);
  });
});
