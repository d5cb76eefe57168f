import { describe, expect, it } from 'vitest';
import { CallerSearchLimit } from './caller-search-limit.js';

describe('CallerSearchLimit', () => {
  it('should let each caller have up to its maximum under way, and one more once one ended', () => {
    // given
    const limit = new CallerSearchLimit(2);

    // when
    const entered = [limit.tryEnter('USER:olga'), limit.tryEnter('USER:olga'), limit.tryEnter('USER:olga'), limit.tryEnter('USER:otto')];
    limit.leave('USER:olga');
    const again = limit.tryEnter('USER:olga');

    // then
    expect(entered).toEqual([true, true, false, true]);
    expect(again).toBe(true);
    expect([limit.countOf('USER:olga'), limit.countOf('USER:otto')]).toEqual([2, 1]);
  });

  it('should count a caller out to nothing under way', () => {
    // given
    const limit = new CallerSearchLimit(1);
    limit.tryEnter('CLIENT:worker');

    // when
    limit.leave('CLIENT:worker');

    // then
    expect(limit.countOf('CLIENT:worker')).toBe(0);
    expect(limit.tryEnter('CLIENT:worker')).toBe(true);
  });
});
