import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';
import { activateJobs } from './activate-jobs.js';

const model = () =>
  new ProcessBuilder().element('start', 'START_EVENT').serviceTask('pay', 'payment').element('end', 'END_EVENT').chain('start', 'pay', 'end').build();

describe('job commands', () => {
  it('should make a failed job with retries left activatable again after its back-off', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');

    // when
    const events = harness.send({ type: 'FailJob', jobKey, retries: 2, errorMessage: 'timeout', retryBackOffMs: 500, variables: {} });

    // then
    expect(events).toEqual(['JobFailed']);
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ACTIVATABLE', retries: 2, retryAt: 1_500, errorMessage: 'timeout' });
  });

  it('should raise JOB_NO_RETRIES when the last retry fails, and resolve it only once retries were raised', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');

    // when
    const events = harness.send({ type: 'FailJob', jobKey, retries: 0, errorMessage: 'card declined', retryBackOffMs: 0, variables: {} });

    // then
    expect(events).toEqual(['JobFailed', 'IncidentCreated pay JOB_NO_RETRIES']);
    const incident = [...harness.state.incidents.values()][0];
    expect(incident).toMatchObject({ errorMessage: 'card declined', jobKey });
    expect(() => harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string })).toThrow(/no retries left/);

    // when
    harness.send({ type: 'UpdateJob', jobKey, retries: 1, timeoutMs: null });
    const resolved = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then
    expect(resolved).toEqual(['IncidentResolved']);
    expect(harness.state.jobs.get(jobKey)?.state).toBe('ACTIVATABLE');
    harness.send({ type: 'CompleteJob', jobKey, variables: {} });
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should turn a thrown BPMN error into an UNHANDLED_ERROR_EVENT incident naming the code', () => {
    const harness = new InstanceHarness(model());
    harness.start();
    const events = harness.send({ type: 'ThrowJobError', jobKey: harness.jobKeyOf('pay'), errorCode: 'CARD_DECLINED', errorMessage: null, variables: {} });
    expect(events).toEqual(['JobErrorThrown', 'IncidentCreated pay UNHANDLED_ERROR_EVENT']);
    expect([...harness.state.incidents.values()][0]?.errorMessage).toContain("code 'CARD_DECLINED'");
  });

  it('should keep when a job failed and which worker failed it, and the code of an error thrown', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    activateJobs([{ processInstanceKey: '1', job: harness.state.jobs.get(jobKey)! }], { worker: 'w', timeoutMs: 100, maxJobs: 1 }, 1_000);

    // when
    harness.send({ type: 'FailJob', jobKey, retries: 1, errorMessage: 'timeout', retryBackOffMs: 0, variables: {} });
    const failed = { ...harness.state.jobs.get(jobKey) };
    harness.send({ type: 'ThrowJobError', jobKey, errorCode: 'CARD_DECLINED', errorMessage: 'declined', variables: {} });

    // then
    expect(failed).toMatchObject({ state: 'ACTIVATABLE', worker: 'w', deadline: null, failedAt: 1_000 });
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ERROR_THROWN', errorCode: 'CARD_DECLINED', errorMessage: 'declined', failedAt: 1_000 });
  });

  it('should refuse to complete a failed job', () => {
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    harness.send({ type: 'FailJob', jobKey, retries: 0, errorMessage: null, retryBackOffMs: 0, variables: {} });
    expect(() => harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toThrow(/in state 'FAILED'/);
  });

  it('should move the lock of an activated job, and refuse to for a job no worker holds', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    expect(() => harness.send({ type: 'UpdateJob', jobKey, retries: null, timeoutMs: 5_000 })).toThrow(/it is not activated \(state 'ACTIVATABLE'\)/);
    activateJobs([{ processInstanceKey: '1', job: harness.state.jobs.get(jobKey)! }], { worker: 'w', timeoutMs: 100, maxJobs: 1 }, 1_000);

    // when
    const events = harness.send({ type: 'UpdateJob', jobKey, retries: null, timeoutMs: 5_000 });

    // then
    expect(events).toEqual(['JobTimeoutUpdated']);
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ACTIVATED', worker: 'w', deadline: 6_000 });
  });

  it('should let only the activation holding a job hand it back, making it activatable at once', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    activateJobs([{ processInstanceKey: '1', job: harness.state.jobs.get(jobKey)! }], { worker: 'w', timeoutMs: 100, maxJobs: 1 }, 1_000);

    // when: another activation's deadline, then its own
    expect(() => harness.send({ type: 'YieldJob', jobKey, deadline: 1_099 })).toThrow(/no longer held by that activation/);
    const events = harness.send({ type: 'YieldJob', jobKey, deadline: 1_100 });

    // then
    expect(events).toEqual(['JobYielded']);
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ACTIVATABLE', worker: null, deadline: null });
    expect(harness.log.at(-1)).toMatchObject({ type: 'JobYielded', jobKey, worker: 'w' });
  });

  it('should keep the lock of a job whose retries are updated while a worker holds it', () => {
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    activateJobs([{ processInstanceKey: '1', job: harness.state.jobs.get(jobKey)! }], { worker: 'w', timeoutMs: 100, maxJobs: 1 }, 1_000);
    harness.send({ type: 'UpdateJob', jobKey, retries: 5, timeoutMs: null });
    expect(harness.state.jobs.get(jobKey)).toMatchObject({ state: 'ACTIVATED', worker: 'w', deadline: 1_100, retries: 5 });
  });
});
