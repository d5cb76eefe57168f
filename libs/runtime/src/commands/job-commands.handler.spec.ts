import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

const model = () => new ProcessBuilder().element('start', 'START_EVENT').serviceTask('pay', 'payment').element('end', 'END_EVENT').chain('start', 'pay', 'end').build();

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
    harness.send({ type: 'UpdateJobRetries', jobKey, retries: 1 });
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

  it('should refuse to complete a failed job', () => {
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    harness.send({ type: 'FailJob', jobKey, retries: 0, errorMessage: null, retryBackOffMs: 0, variables: {} });
    expect(() => harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toThrow(/in state 'FAILED'/);
  });
});
