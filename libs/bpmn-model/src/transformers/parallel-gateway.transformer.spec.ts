import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('parallel gateway transformer', () => {
  it('should refuse conditions on flows leaving a parallel gateway', async () => {
    expect(await problemsOf(import.meta.url, 'parallel-gateway.conditional-flow.bpmn')).toEqual([
      {
        elementId: 'fork-a',
        elementType: 'bpmn:sequenceFlow',
        line: 7,
        message: "the sequence flow leaves parallel gateway 'fork' and must not have a condition",
      },
    ]);
  });
});
