import { describe, expect, it } from 'vitest';
import { instantiate, TEMPLATES } from './templates';

describe('instantiate', () => {
  it('gives the process the chosen id and name, in the diagram too', () => {
    const xml = instantiate(TEMPLATES[1].xml, { name: 'Invoice "A" & B', id: 'invoice-a-b' });
    expect(xml).toContain('<bpmn:process id="invoice-a-b" name="Invoice &quot;A&quot; &amp; B"');
    expect(xml).toContain('bpmnElement="invoice-a-b"');
    expect(xml).not.toContain('Approval_1');
  });

  it('draws a random id without a naming', () => {
    expect(instantiate(TEMPLATES[0].xml)).toMatch(/<bpmn:process id="Process_\w+" name="New process"/);
  });
});
