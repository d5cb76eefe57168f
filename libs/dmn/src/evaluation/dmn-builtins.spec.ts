import { describe, expect, it } from 'vitest';
import { definitions, literalDecision, model } from '../dmn-xml.test-helper.js';
import { evaluateDecision } from '../evaluate-decision.js';

async function evaluate(text: string) {
  return evaluateDecision(await model(definitions(literalDecision('d', text))), 'd', {}, 0);
}

describe("DMN 1.5's built-ins in a decision's scope", () => {
  it('should tell with is() whether two values are the same, offsets and zones included', async () => {
    expect(await evaluate('is(1, 1.0)')).toMatchObject({ output: true });
    expect(await evaluate('is(1, "1")')).toMatchObject({ output: false });
    expect(await evaluate('is(@"2012-12-25", @"2012-12-25T00:00:00Z")')).toMatchObject({ output: false });
    expect(await evaluate('is(@"23:00:50Z", @"23:00:50+00:00")')).toMatchObject({ output: true });
    expect(await evaluate('is(@"20:00:50+00:00", @"21:00:50+01:00")')).toMatchObject({ output: false });
    expect(await evaluate('is(value2: 2, value1: 2)')).toMatchObject({ output: true });
  });

  it('should replace an item of a list by position, from the end, or where a function matches', async () => {
    expect(await evaluate('list replace([1, 2, 3], 2, 4)')).toMatchObject({ output: [1, 4, 3] });
    expect(await evaluate('list replace([1, 2, 3], -1, 4)')).toMatchObject({ output: [1, 2, 4] });
    expect(await evaluate('list replace([2, 4, 7], function(item, newItem) item < newItem, 5)')).toMatchObject({ output: [5, 5, 7] });
    expect(await evaluate('list replace([1, 2, 3], 4, 4)')).toMatchObject({ ok: false });
    expect(await evaluate('list replace([1, 2, 3], "2", 4)')).toMatchObject({ ok: false });
  });
});
