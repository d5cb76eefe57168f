import { describe, expect, it } from 'vitest';
import { ProcessBuilder } from '../../testing/process-builder.js';
import { InstanceHarness } from '../../testing/runtime-harness.js';

describe('script task', () => {
  const model = (expression: string) =>
    new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('calc', 'SCRIPT_TASK', { script: { expression, resultVariable: 'total' } })
      .element('end', 'END_EVENT')
      .chain('start', 'calc', 'end')
      .build();

  it('should store the FEEL result in the result variable', () => {
    // given
    const harness = new InstanceHarness(model('sum(items)'));

    // when
    const events = harness.start({ items: [1, 2, 3] });

    // then
    expect(events.slice(events.indexOf('ElementActivating calc'), events.indexOf('SequenceFlowTaken calc-end'))).toEqual([
      'ElementActivating calc',
      'CompletionVariablesStored',
      'ElementActivated calc',
      'ElementCompleting calc',
      'VariableCreated total=6',
      'ElementCompleted calc',
    ]);
    expect(harness.variable('total')).toBe(6);
    expect(harness.processInstanceState()).toBe('COMPLETED');
  });

  it('should raise an EXTRACT_VALUE_ERROR incident when the expression fails', () => {
    const harness = new InstanceHarness(model('upper case(1, 2, 3'));
    expect(harness.start().at(-1)).toBe('IncidentCreated calc EXTRACT_VALUE_ERROR');
    expect(harness.processInstanceState()).toBe('ACTIVATED');
  });
});
