import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('conditional event definitions', () => {
  it('should compile conditional start, boundary, intermediate catch and event sub-process start events with their filters', async () => {
    const process = await compileFixture(import.meta.url, 'conditional-definition.kinds.bpmn');
    const all = ['create', 'update'];
    expect(process.elements.P?.eventStartEventIds).toEqual(['when-large']);
    expect(process.elements['when-large']?.eventDefinition).toEqual({
      kind: 'conditional',
      condition: 'amount > 100',
      variableNames: null,
      variableEvents: all,
    });
    expect(process.elements.changed).toMatchObject({
      attachedToId: 'review',
      cancelActivity: true,
      // A condition without `=` is FEEL too, as a sequence flow's.
      eventDefinition: { kind: 'conditional', condition: 'addressChanged', variableNames: ['address', 'phone'], variableEvents: ['update'] },
    });
    expect(process.elements.noted).toMatchObject({ cancelActivity: false, eventDefinition: { kind: 'conditional', condition: 'note != null' } });
    expect(process.elements.wait?.eventDefinition).toEqual({ kind: 'conditional', condition: 'ready', variableNames: null, variableEvents: ['create'] });
    expect(process.elements.cancelled).toMatchObject({ cancelActivity: true, eventDefinition: { kind: 'conditional', condition: 'cancelled = true' } });
    expect(process.elements.flagged).toMatchObject({ cancelActivity: false, eventDefinition: { kind: 'conditional', condition: 'flag' } });
    expect(process.elements.P?.eventSubProcessStartEventIds).toEqual(['cancelled', 'flagged']);
  });

  it('should refuse what Zeebe refuses, naming the element and the reason', async () => {
    const problems = await problemsOf(import.meta.url, 'conditional-definition.problems.bpmn');
    expect(problems.map(({ elementId, message }) => [elementId, message])).toEqual([
      ['P', "the conditional start events 'a' and 'b' have the same condition 'x > 1'; each needs a condition of its own"],
      ['empty', 'the condition of the conditional event is empty'],
      ['bad-feel', expect.stringMatching(/^invalid FEEL in the condition: /)],
      ['bad-event', "the variable event 'delete' of the conditional filter is not one Zeebe knows: use create, update or both ('create, update')"],
      ['empty-name', "the variable names of the conditional filter must not contain an empty name, but 'x,,y' does"],
      ['feel-name', "the variable names of the conditional filter must be static names, but '=names' is an expression"],
      ['conditional-end', 'element kind not supported yet (bpmn:endEvent with bpmn:conditionalEventDefinition)'],
    ]);
  });
});
