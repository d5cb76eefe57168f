import { describe, expect, it } from 'vitest';
import { ProcessBuilder, mapping } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

describe('service task', () => {
  const model = () =>
    new ProcessBuilder().element('start', 'START_EVENT').serviceTask('pay', 'payment').element('end', 'END_EVENT').chain('start', 'pay', 'end').build();

  it('should create a job and wait for it', () => {
    // given
    const harness = new InstanceHarness(model());

    // when
    const events = harness.start({ amount: 10 });

    // then
    expect(events).toEqual([
      'ElementActivating process',
      'VariableCreated amount=10',
      'ElementActivated process',
      'ElementActivating start',
      'ElementActivated start',
      'ElementCompleting start',
      'ElementCompleted start',
      'SequenceFlowTaken start-pay',
      'ElementActivating pay',
      'JobCreated pay payment',
      'ElementActivated pay',
    ]);
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });

  it('should complete the task and the process when the job completes, propagating variables', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start({ amount: 10 });

    // when
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('pay'), variables: { paid: true, amount: 11 } });

    // then
    expect(events).toEqual([
      'JobCompleted',
      'ElementCompleting pay',
      'VariableCreated paid=true',
      'VariableUpdated amount=11',
      'ElementCompleted pay',
      'SequenceFlowTaken pay-end',
      'ElementActivating end',
      'ElementActivated end',
      'ElementCompleting end',
      'ElementCompleted end',
      'ElementCompleting process',
      'ElementCompleted process',
    ]);
    expect(harness.variable('paid')).toBe(true);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should keep job variables local and map only outputs when output mappings exist', () => {
    // given
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'payment', { inputMappings: [mapping('amount * 2', 'doubled')], outputMappings: [mapping('receipt.id', 'receiptId')] })
      .element('end', 'END_EVENT')
      .chain('start', 'pay', 'end')
      .build();
    const harness = new InstanceHarness(process);
    const started = harness.start({ amount: 10 });
    const payKey = harness.state.jobs.get(harness.jobKeyOf('pay'))?.elementInstanceKey as string;
    expect(harness.variable('doubled', payKey)).toBe(20);

    // when
    const events = harness.send({ type: 'CompleteJob', jobKey: harness.jobKeyOf('pay'), variables: { receipt: { id: 'r-1' } } });

    // then
    expect(started).toContain('VariableCreated doubled=20');
    // The ended task's local variables leave the state with it.
    expect(harness.variable('doubled', payKey)).toBeUndefined();
    expect(events.slice(0, 5)).toEqual([
      'JobCompleted',
      'ElementCompleting pay',
      'VariableCreated receipt={"id":"r-1"}',
      'VariableCreated receiptId="r-1"',
      'ElementCompleted pay',
    ]);
    expect(harness.variable('receiptId')).toBe('r-1');
    expect(harness.variable('receipt')).toBeUndefined();
  });

  it('should refuse to complete a job twice', () => {
    // given
    const harness = new InstanceHarness(model());
    harness.start();
    const jobKey = harness.jobKeyOf('pay');
    harness.send({ type: 'CompleteJob', jobKey, variables: {} });

    // when
    const eventsBefore = harness.log.length;

    // then
    expect(() => harness.send({ type: 'CompleteJob', jobKey, variables: {} })).toThrow(/no such job was found/);
    expect(harness.log.length).toBe(eventsBefore);
  });

  it('should raise an incident when the job type expression fails, and retry after resolution', () => {
    // given
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'x', { job: { type: { kind: 'feel', source: 'kind' }, retries: { kind: 'static', value: '3' }, customHeaders: {} } })
      .element('end', 'END_EVENT')
      .chain('start', 'pay', 'end')
      .build();
    const harness = new InstanceHarness(process);

    // when
    const events = harness.start({ kind: 5 });

    // then
    expect(events.slice(-2)).toEqual(['ElementActivating pay', 'IncidentCreated pay EXTRACT_VALUE_ERROR']);
    const incident = [...harness.state.incidents.values()][0];
    expect(incident?.errorMessage).toBe("Expected the job type of 'pay' to be a non-empty string, but it was 5");

    // when the variable is fixed and the incident is resolved
    const kind = harness.state.variables.get('1')?.get('kind');
    if (kind) kind.value = 'payment';
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then
    expect(retried).toEqual(['IncidentResolved', 'JobCreated pay payment', 'ElementActivated pay']);
  });
});
