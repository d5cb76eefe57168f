import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('link events', () => {
  it('should point each link throw event at the catch event of its name', async () => {
    const process = await compileFixture(import.meta.url, 'link-event.simple.bpmn');
    expect(process.elements['jump']).toMatchObject({ type: 'INTERMEDIATE_THROW_EVENT', linkName: 'review', linkTargetId: 'land' });
    expect(process.elements['land']).toMatchObject({ type: 'INTERMEDIATE_CATCH_EVENT', linkName: 'review' });
    expect(process.elements['land']?.linkTargetId).toBeUndefined();
  });

  it('should refuse links that cannot be followed, naming the link', async () => {
    const problems = await problemsOf(import.meta.url, 'link-event.problems.bpmn');
    expect(problems.map(({ elementId, elementType, line, message }) => [elementId, elementType, line, message])).toEqual([
      ['nowhere', 'bpmn:intermediateThrowEvent', 5, "no link catch event named 'missing' in 'P' for this link throw event to jump to"],
      ['second-twice', 'bpmn:intermediateCatchEvent', 14, "'first-twice' already catches the link 'twice' in 'P'; link names must be unique per scope"],
      ['entered', 'bpmn:intermediateCatchEvent', 17, 'a link catch event is entered only from its link throw events and must have no incoming sequence flow'],
      ['unnamed', 'bpmn:intermediateThrowEvent', 20, 'the bpmn:linkEventDefinition has no name; throw and catch events are linked by name'],
      ['forks', 'bpmn:intermediateThrowEvent', 23, 'a link throw event jumps to its link catch event and must have no outgoing sequence flow'],
    ]);
  });
});
