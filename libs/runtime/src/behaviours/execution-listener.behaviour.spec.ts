import { describe, expect, it } from 'vitest';
import { harnessForFixture } from '../testing/fixture-harness.js';
import type { InstanceHarness } from '../testing/runtime-harness.js';

const taskModel = new URL('execution-listener.task.bpmn', import.meta.url);
const processModel = new URL('execution-listener.process.bpmn', import.meta.url);

/** The open job of an element, with what a worker sees of its kind. */
function openJob(harness: InstanceHarness, elementId: string) {
  const job = harness.state.jobs.get(harness.jobKeyOf(elementId));
  if (!job) throw new Error(`no open job for ${elementId}`);
  return { key: job.key, type: job.type, kind: job.kind, listenerEventType: job.listenerEventType };
}

function complete(harness: InstanceHarness, elementId: string, variables = {}): string[] {
  return harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf(elementId), variables });
}

describe('execution listeners', () => {
  it('should run the start listeners in order after the input mappings, before the task creates its job', async () => {
    // given
    const harness = await harnessForFixture(taskModel);

    // when
    const started = harness.start({ amount: 5, region: 'eu' });

    // then the element waits, activating, for its first start listener; the input mapping has been applied
    expect(started.slice(-3)).toEqual(['ElementActivating pay', 'VariableCreated doubled=10', 'JobCreated pay enrich']);
    expect(openJob(harness, 'pay')).toMatchObject({ type: 'enrich', kind: 'EXECUTION_LISTENER', listenerEventType: 'START' });

    // when the first listener completes, the second (its type FEEL) opens
    expect(complete(harness, 'pay')).toEqual(['JobCompleted', 'JobCreated pay check-eu']);

    // when the second completes, the task's own job opens and the task is activated
    expect(complete(harness, 'pay')).toEqual(['JobCompleted', 'JobCreated pay payment', 'ElementActivated pay']);
    expect(openJob(harness, 'pay')).toMatchObject({ type: 'payment', kind: 'BPMN_ELEMENT', listenerEventType: 'UNSPECIFIED' });
  });

  it('should run the end listeners in order after the output mappings, before the task completes', async () => {
    // given
    const harness = await harnessForFixture(taskModel);
    harness.start({ amount: 5, region: 'eu' });
    complete(harness, 'pay');
    complete(harness, 'pay');

    // when the task's job completes, the output mapping applies and the first end listener opens
    expect(complete(harness, 'pay', { paid: 'yes' })).toEqual([
      'JobCompleted',
      'ElementCompleting pay',
      'VariableCreated paid="yes"',
      'VariableCreated receipt="yes"',
      'JobCreated pay notify',
    ]);
    expect(openJob(harness, 'pay')).toMatchObject({ kind: 'EXECUTION_LISTENER', listenerEventType: 'END' });
    expect(complete(harness, 'pay')).toEqual(['JobCompleted', 'JobCreated pay archive']);

    // when the last end listener completes, its variables propagate like output mappings and the task leaves
    const events = complete(harness, 'pay', { archived: true });
    expect(events.slice(0, 4)).toEqual(['JobCompleted', 'VariableCreated archived=true', 'ElementCompleted pay', 'SequenceFlowTaken f2']);
    expect(harness.variable('archived')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it("should give a start listener's variables to the element, as local variables its later listeners and its work see", async () => {
    // given
    const harness = await harnessForFixture(taskModel);
    harness.start({ amount: 5, region: 'eu' });

    // when the first listener sets the region the second listener's type reads
    expect(complete(harness, 'pay', { region: 'us', rate: 0.2 })).toEqual([
      'JobCompleted',
      'VariableCreated region="us"',
      'VariableCreated rate=0.2',
      'JobCreated pay check-us',
    ]);

    // then they are local to the element instance, not the process's
    const task = [...harness.state.elementInstances.values()].find((instance) => instance.elementId === 'pay');
    expect(harness.variable('rate', task?.key)).toBe(0.2);
    expect(harness.variable('region')).toBe('eu');
  });

  it("should stop at an incident on the element when a listener's job fails without retries, and retry that listener when resolved", async () => {
    // given
    const harness = await harnessForFixture(taskModel);
    harness.start({ amount: 5, region: 'eu' });
    complete(harness, 'pay');
    const listener = openJob(harness, 'pay');

    // when
    const failed = harness.send({ type: 'FailJob', jobKey: listener.key, retries: 0, errorMessage: 'service down', retryBackOffMs: 0, variables: {} });

    // then
    expect(failed).toEqual(['JobFailed', 'IncidentCreated pay JOB_NO_RETRIES']);
    const [incident] = harness.state.incidents.values();
    expect(incident).toMatchObject({ elementId: 'pay', jobKey: listener.key, failedStep: 'JOB' });

    // when the retries are raised and the incident resolved, the same listener job is offered again
    harness.send({ type: 'UpdateJob', jobKey: listener.key, retries: 1, timeoutMs: null });
    expect(harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' })).toEqual(['IncidentResolved']);
    expect(harness.state.jobs.get(listener.key)?.state).toBe('ACTIVATABLE');

    // and completing it goes on with the task's own job
    expect(complete(harness, 'pay')).toEqual(['JobCompleted', 'JobCreated pay payment', 'ElementActivated pay']);
  });

  it('should stop at an incident when a listener job throws a BPMN error, which listeners cannot, and offer the job again when resolved', async () => {
    // given
    const harness = await harnessForFixture(taskModel);
    harness.start({ amount: 5, region: 'eu' });
    const listener = openJob(harness, 'pay');

    // when
    const thrown = harness.send({ type: 'ThrowJobError', jobKey: listener.key, errorCode: 'rejected', errorMessage: null, variables: {} });

    // then
    expect(thrown).toEqual(['JobErrorThrown', 'IncidentCreated pay UNHANDLED_ERROR_EVENT']);
    const [incident] = harness.state.incidents.values();
    expect(incident?.errorMessage).toBe(`Expected the execution listener job '${listener.key}' to complete or fail, but it threw the error 'rejected'`);
    harness.send({ type: 'ResolveIncident', incidentKey: incident?.key ?? '' });
    expect(complete(harness, 'pay')).toEqual(['JobCompleted', 'JobCreated pay check-eu']);
  });

  it('should hold the process at its start listener before the start event, and a gateway at its own before it decides', async () => {
    // given
    const harness = await harnessForFixture(processModel);

    // when
    expect(harness.start()).toEqual(['ElementActivating listened-process', 'JobCreated listened-process prepare']);

    // then the process's listener's variables are the process's; the gateway's start listener decides its way
    expect(complete(harness, 'listened-process', { urgent: false })).toEqual([
      'JobCompleted',
      'VariableCreated urgent=false',
      'ElementActivated listened-process',
      'ElementActivating start',
      'ElementActivated start',
      'ElementCompleting start',
      'ElementCompleted start',
      'SequenceFlowTaken f1',
      'ElementActivating route',
      'JobCreated route decide',
    ]);
    expect(complete(harness, 'route', { urgent: true }).slice(0, 5)).toEqual([
      'JobCompleted',
      'VariableCreated urgent=true',
      'ElementActivated route',
      'ElementCompleting route',
      'ElementCompleted route',
    ]);
    expect(harness.variable('urgent')).toBe(false);

    // when the process's end listener completes, the process completes
    expect(openJob(harness, 'listened-process')).toMatchObject({ type: 'report', listenerEventType: 'END' });
    expect(complete(harness, 'listened-process')).toEqual(['JobCompleted', 'ElementCompleted listened-process']);
  });

  it('should withdraw the open listener job when the element is terminated', async () => {
    // given
    const harness = await harnessForFixture(taskModel);
    harness.start({ amount: 5, region: 'eu' });
    const listener = openJob(harness, 'pay');

    // when
    harness.send({ type: 'CancelProcessInstance' });

    // then
    expect(harness.state.jobs.get(listener.key)?.state).toBe('CANCELED');
    expect(harness.processInstanceState()).toBe('TERMINATED');
  });
});
