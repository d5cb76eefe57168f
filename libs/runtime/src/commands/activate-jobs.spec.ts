import { describe, expect, it } from 'vitest';
import type { Job } from '../model/instance-state.js';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';
import { activateJobs, isActivatable } from './activate-jobs.js';

const job = (key: string, overrides: Partial<Job> = {}): Job => ({
  key,
  type: 'pay',
  kind: 'BPMN_ELEMENT',
  listenerEventType: 'UNSPECIFIED',
  elementInstanceKey: `e${key}`,
  elementId: 'pay',
  state: 'ACTIVATABLE',
  retries: 3,
  priority: 0,
  customHeaders: {},
  errorMessage: null,
  retryAt: null,
  worker: null,
  deadline: null,
  createdAt: 0,
  ...overrides,
});

describe('job activation', () => {
  it('should take activatable jobs and those whose lock ran out, locking each with one JobActivated per instance', () => {
    // given
    const candidates = [
      { processInstanceKey: '1', job: job('11') },
      { processInstanceKey: '1', job: job('12', { state: 'ACTIVATED', worker: 'old', deadline: 900 }) },
      { processInstanceKey: '2', job: job('21', { retryAt: 2_000 }) },
      { processInstanceKey: '2', job: job('22', { state: 'ACTIVATED', worker: 'old', deadline: 5_000 }) },
      { processInstanceKey: '3', job: job('31', { state: 'FAILED', retries: 0 }) },
    ];

    // when
    const activations = activateJobs(candidates, { worker: 'w', timeoutMs: 300, maxJobs: 10 }, 1_000);

    // then: the back-off, the live lock and the failed job keep their jobs
    expect(activations).toEqual([
      {
        processInstanceKey: '1',
        jobs: [
          expect.objectContaining({ key: '11', state: 'ACTIVATED', worker: 'w', deadline: 1_300 }),
          expect.objectContaining({ key: '12', worker: 'w', deadline: 1_300 }),
        ],
        events: [
          { type: 'JobActivated', jobKey: '11', elementInstanceKey: 'e11', elementId: 'pay', worker: 'w', deadline: 1_300, timestamp: 1_000 },
          { type: 'JobActivated', jobKey: '12', elementInstanceKey: 'e12', elementId: 'pay', worker: 'w', deadline: 1_300, timestamp: 1_000 },
        ],
      },
    ]);
  });

  it('should take no more than the worker asked for', () => {
    const candidates = ['1', '2', '3'].map((key) => ({ processInstanceKey: key, job: job(key) }));
    const activations = activateJobs(candidates, { worker: 'w', timeoutMs: 300, maxJobs: 2 }, 1_000);
    expect(activations.map((activation) => activation.processInstanceKey)).toEqual(['1', '2']);
  });

  it('should see a job whose back-off ended as activatable, and one locked until later as not', () => {
    expect(isActivatable(job('1', { retryAt: 1_000 }), 1_000)).toBe(true);
    expect(isActivatable(job('1', { state: 'ACTIVATED', deadline: 1_001 }), 1_000)).toBe(false);
    expect(isActivatable(job('1', { state: 'ERROR_THROWN' }), 1_000)).toBe(false);
    expect(isActivatable(job('1', { state: 'ACTIVATED', deadline: null }), 1_000)).toBe(false);
    expect(isActivatable(job('1', { state: 'FAILED', retries: 0 }), 1_000)).toBe(false);
  });

  it('should activate one job of an instance as a command, and refuse a job that is locked or in its back-off', () => {
    // given
    const model = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'payment')
      .element('end', 'END_EVENT')
      .chain('start', 'pay', 'end')
      .build();
    const harness = new InstanceHarness(model);
    harness.start();
    const jobKey = harness.jobKeyOf('pay');

    // when
    const events = harness.send({ type: 'ActivateJob', jobKey, worker: 'w', timeoutMs: 300 });

    // then
    expect(events).toEqual(['JobActivated']);
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ACTIVATED', worker: 'w', deadline: 1_300 });
    expect(() => harness.send({ type: 'ActivateJob', jobKey, worker: 'other', timeoutMs: 300 })).toThrow(/not activatable/);

    // when: the worker fails it with a back-off
    harness.send({ type: 'FailJob', jobKey, retries: 2, errorMessage: null, retryBackOffMs: 500, variables: {} });

    // then
    expect(() => harness.send({ type: 'ActivateJob', jobKey, worker: 'w', timeoutMs: 300 })).toThrow(/not activatable/);
  });

  it('should activate a job for a poll waiting for its type in the command that creates it, and leave it when none waits', () => {
    // given: a poll waits for payment jobs, none for shipping
    const model = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'payment')
      .serviceTask('ship', 'shipping')
      .element('end', 'END_EVENT')
      .chain('start', 'pay', 'ship', 'end')
      .build();
    const harness = new InstanceHarness(model);
    const claims: string[] = [];
    harness.ports.jobWaiters = {
      claim: (jobType, jobKey) => {
        if (jobType !== 'payment') return null;
        claims.push(jobKey);
        return { worker: 'w', timeoutMs: 300 };
      },
    };

    // when
    const events = harness.start();

    // then
    const payKey = harness.jobKeyOf('pay');
    expect(events.slice(-3)).toEqual(['JobCreated pay payment', 'ElementActivated pay', 'JobActivated']);
    expect(claims).toEqual([payKey]);
    expect(harness.state.jobs.get(payKey)).toMatchObject({ state: 'ACTIVATED', worker: 'w', deadline: 1_300 });

    // when: the payment completes and the shipping job is created
    const next = harness.send({ type: 'CompleteJob', jobKey: payKey, variables: {} });

    // then
    expect(next).toContain('JobCreated ship shipping');
    expect(next).not.toContain('JobActivated');
    expect(harness.state.jobs.get(harness.jobKeyOf('ship'))).toMatchObject({ state: 'ACTIVATABLE', worker: null });
  });
});
