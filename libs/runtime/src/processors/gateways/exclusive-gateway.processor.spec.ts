import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

const model = () =>
  new ProcessBuilder()
    .element('start', 'START_EVENT')
    .element('decide', 'EXCLUSIVE_GATEWAY')
    .element('big', 'END_EVENT')
    .element('small', 'END_EVENT')
    .element('other', 'END_EVENT')
    .chain('start', 'decide')
    .flow('to-big', 'decide', 'big', 'amount > 1000')
    .flow('to-small', 'decide', 'small', 'amount > 0')
    .flow('to-other', 'decide', 'other', null, true)
    .build();

describe('exclusive gateway', () => {
  it('should take the first flow whose condition is true, in model order', () => {
    // given
    const harness = new InstanceHarness(model());

    // when
    const events = harness.start({ amount: 5000 });

    // then
    expect(events.slice(events.indexOf('ElementActivating decide'))).toEqual([
      'ElementActivating decide',
      'ElementActivated decide',
      'ElementCompleting decide',
      'ElementCompleted decide',
      'SequenceFlowTaken to-big',
      'ElementActivating big',
      'ElementActivated big',
      'ElementCompleting big',
      'ElementCompleted big',
      'ElementCompleting process',
      'ElementCompleted process',
    ]);
  });

  it('should take the default flow when no condition is true', () => {
    const events = new InstanceHarness(model()).start({ amount: -1 });
    expect(events).toContain('SequenceFlowTaken to-other');
    expect(events.filter((event) => event.startsWith('SequenceFlowTaken to-'))).toEqual(['SequenceFlowTaken to-other']);
  });

  it("should raise Zeebe's EXTRACT_VALUE_ERROR incident when a condition is not a boolean, then retry after resolution", () => {
    // given
    const harness = new InstanceHarness(model());

    // when
    const events = harness.start({});

    // then
    expect(events.slice(-3)).toEqual(['ElementActivated decide', 'ElementCompleting decide', 'IncidentCreated decide EXTRACT_VALUE_ERROR']);
    const incident = [...harness.state.incidents.values()][0];
    expect(incident?.errorMessage).toContain("Expected the condition 'amount > 1000' to be a boolean, but it was null");
    expect(harness.processInstanceState()).toBe('ACTIVATED');

    // when
    const amount = { key: '700', scopeKey: '1', name: 'amount', value: 3 };
    harness.state.variables.set('1', new Map([['amount', amount]]));
    const retried = harness.send({ type: 'ResolveIncident', incidentKey: incident?.key as string });

    // then
    expect(retried.slice(0, 3)).toEqual(['IncidentResolved', 'ElementCompleted decide', 'SequenceFlowTaken to-small']);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should raise an incident when no condition is true and there is no default flow', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('decide', 'EXCLUSIVE_GATEWAY')
      .element('a', 'END_EVENT')
      .chain('start', 'decide')
      .flow('to-a', 'decide', 'a', 'false')
      .build();
    const harness = new InstanceHarness(process);
    expect(harness.start().at(-1)).toBe('IncidentCreated decide CONDITION_ERROR');
    expect([...harness.state.incidents.values()][0]?.errorMessage).toContain("outgoing sequence flows of 'decide'");
  });
});
