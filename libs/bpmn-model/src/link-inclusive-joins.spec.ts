import { describe, expect, it } from 'vitest';
import { compileFixture } from './fixture.test-helper.js';

describe('inclusive joins', () => {
  it('should list, for each incoming flow, what can still reach it: through boundary events and links, never through the join', async () => {
    const process = await compileFixture(import.meta.url, 'link-inclusive-joins.paths.bpmn');
    expect(process.elements['join']?.joinSources).toEqual({
      'c-join': ['again', 'c', 'fork', 'start'],
      'd-join': ['a', 'again', 'd', 'fork', 'go', 'landed', 'late', 'start'],
    });
    // The loop back makes the fork a join as well.
    expect(process.elements['fork']?.joinSources).toEqual({
      'start-fork': ['start'],
      'again-fork': ['a', 'again', 'c', 'd', 'go', 'join', 'landed', 'late'],
    });
    expect(process.elements['again']?.joinSources).toBeUndefined();
  });
});
