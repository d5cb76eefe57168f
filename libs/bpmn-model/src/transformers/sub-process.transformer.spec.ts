import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('sub-process transformer', () => {
  it('should compile nested sub-processes, each element in its own scope, with mappings and boundary events', async () => {
    const process = await compileFixture(import.meta.url, 'sub-process.nested.bpmn');
    const scopes = Object.fromEntries(Object.values(process.elements).map((element) => [element.id, element.flowScopeId]));
    expect(scopes).toEqual({
      P: null,
      start: 'P',
      outer: 'P',
      'outer-start': 'outer',
      inner: 'outer',
      'inner-start': 'inner',
      'inner-end': 'inner',
      'on-cancel': 'P',
    });
    expect(process.elements['outer']).toMatchObject({
      type: 'SUB_PROCESS',
      noneStartEventId: 'outer-start',
      boundaryEventIds: ['on-cancel'],
      inputMappings: [{ source: { kind: 'feel', source: 'order.total' }, target: 'total' }],
      outputMappings: [{ source: { kind: 'feel', source: 'total' }, target: 'checkedTotal' }],
    });
    expect(process.elements['inner']).toMatchObject({ noneStartEventId: 'inner-start', incoming: ['outer-start-inner'] });
    expect(process.elements['P']?.noneStartEventId).toBe('start');
  });

  it('should refuse sub-processes without exactly one none start event (a refused one is reported alone), and flows or boundary events that cross a scope', async () => {
    const problems = await problemsOf(import.meta.url, 'sub-process.problems.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['empty', 'bpmn:subProcess', 5, 'the sub-process has no start event: add exactly one none start event'],
      ['two-starts', 'bpmn:subProcess', 6, "the sub-process has more than one none start event: 'first', 'second'; keep exactly one"],
      [
        'timed-start',
        'bpmn:startEvent',
        11,
        "a start event of an embedded sub-process must be a none start event: 'timed' starts when it is reached, not on a timer",
      ],
      ['misplaced', 'bpmn:boundaryEvent', 20, "the boundary event is attached to 'work' but lies in 'leaky', not beside it in 'P'"],
      [
        'leaky-start-work',
        'bpmn:sequenceFlow',
        25,
        "the sequence flow connects 'leaky-start' in 'leaky' with 'work' in 'P'; a sequence flow must stay within one process or sub-process",
      ],
      ['conditional-start', 'bpmn:startEvent', 29, 'element kind not supported yet (bpmn:startEvent with bpmn:conditionalEventDefinition)'],
    ]);
  });
});
