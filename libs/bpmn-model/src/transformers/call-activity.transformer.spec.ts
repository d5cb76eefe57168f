import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('call activity transformer', () => {
  it('should compile the called process, its binding and both propagation flags (true unless written false), with mappings and boundary events', async () => {
    const process = await compileFixture(import.meta.url, 'call-activity.calls.bpmn');
    expect(process.elements['latest']).toMatchObject({
      type: 'CALL_ACTIVITY',
      calledElement: {
        processId: { kind: 'static', value: 'child' },
        bindingType: 'latest',
        versionTag: null,
        propagateAllChildVariables: true,
        propagateAllParentVariables: true,
        businessId: null,
      },
      inputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'orderId' }],
      outputMappings: [{ source: { kind: 'feel', source: 'result' }, target: 'childResult' }],
    });
    expect(process.elements['tagged']?.calledElement).toEqual({
      processId: { kind: 'feel', source: 'childId' },
      bindingType: 'versionTag',
      versionTag: 'v2',
      propagateAllChildVariables: false,
      propagateAllParentVariables: false,
      businessId: { kind: 'feel', source: 'order.id' },
    });
    expect(process.elements['same-deployment']).toMatchObject({ calledElement: { bindingType: 'deployment' }, boundaryEventIds: ['on-error'] });
  });

  it('should refuse a call activity without a process id, with broken FEEL, an incomplete or unknown binding, or a broken business id expression', async () => {
    const problems = await problemsOf(import.meta.url, 'call-activity.problems.bpmn');
    expect(problems.map(({ elementId, line, message }) => [elementId, line, message])).toEqual([
      ['no-called-element', 5, 'a call activity needs zeebe:calledElement with a processId'],
      ['no-process-id', 6, 'zeebe:calledElement has no processId'],
      ['bad-feel', 9, expect.stringMatching(/^invalid FEEL in the zeebe:calledElement processId: /)],
      ['no-tag', 12, 'zeebe:calledElement has bindingType versionTag but no versionTag'],
      ['odd-binding', 15, "zeebe:calledElement bindingType 'newest' is not one of latest, deployment, versionTag"],
      ['business-id', 18, expect.stringMatching(/^invalid FEEL in the zeebe:calledElement businessId: /)],
    ]);
  });
});
