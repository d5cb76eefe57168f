import { describe, expect, it } from 'vitest';
import { ProcessBuilder, mapping } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

describe('input and output mappings', () => {
  it('should write a nested output target into an existing context', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .element('calc', 'SCRIPT_TASK', { script: { expression: '42', resultVariable: 'answer' }, outputMappings: [mapping('answer', 'order.total')] })
      .element('end', 'END_EVENT')
      .chain('start', 'calc', 'end')
      .build();
    const harness = new InstanceHarness(process);
    harness.start({ order: { id: 'o-1' } });
    expect(harness.variable('order')).toEqual({ id: 'o-1', total: 42 });
  });

  it('should let a later input mapping see an earlier one', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'payment', { inputMappings: [mapping('amount + 1', 'a'), mapping('a * 10', 'b')] })
      .chain('start', 'pay')
      .build();
    const harness = new InstanceHarness(process);
    harness.start({ amount: 1 });
    const payKey = harness.state.jobs.get(harness.jobKeyOf('pay'))?.elementInstanceKey as string;
    expect(harness.variable('b', payKey)).toBe(20);
    expect(harness.variable('a')).toBeUndefined();
  });

  it('should raise an IO_MAPPING_ERROR incident when an input mapping fails', () => {
    const process = new ProcessBuilder()
      .element('start', 'START_EVENT')
      .serviceTask('pay', 'payment', { inputMappings: [mapping('upper case(', 'a')] })
      .chain('start', 'pay')
      .build();
    const harness = new InstanceHarness(process);
    expect(harness.start().slice(-2)).toEqual(['ElementActivating pay', 'IncidentCreated pay IO_MAPPING_ERROR']);
    expect([...harness.state.incidents.values()][0]?.errorMessage).toContain("Failed to map 'a' of element 'pay'");
  });
});
