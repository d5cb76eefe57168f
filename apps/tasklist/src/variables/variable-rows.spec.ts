import { describe, expect, it } from 'vitest';
import { readRows } from './variable-rows.js';

describe('readRows', () => {
  it('parses each value as JSON', () => {
    const result = readRows([
      { id: 1, name: 'approved', value: 'true' },
      { id: 2, name: 'comment', value: '"Looks fine"' },
      { id: 3, name: 'limits', value: '{"max": 500, "tags": ["a"]}' },
    ]);
    expect(result).toEqual({ variables: { approved: true, comment: 'Looks fine', limits: { max: 500, tags: ['a'] } } });
  });

  it('refuses text without quotes, an empty value, a missing, a malformed and a repeated name', () => {
    const result = readRows([
      { id: 1, name: 'comment', value: 'Looks fine' },
      { id: 2, name: '', value: '1' },
      { id: 3, name: '2nd', value: '' },
      { id: 4, name: 'comment', value: '1' },
    ]);
    if (!('problems' in result)) throw new Error('expected problems');
    expect(result.problems.get(1)).toEqual({ value: expect.stringContaining('Not a JSON value') });
    expect(result.problems.get(2)).toEqual({ name: 'Give the variable a name.' });
    expect(result.problems.get(3)?.name).toContain('starts with a letter');
    expect(result.problems.get(3)?.value).toContain('Not a JSON value');
    expect(result.problems.get(4)).toEqual({ name: '“comment” is given twice.' });
  });

  it('gives no variables for no rows', () => {
    expect(readRows([])).toEqual({ variables: {} });
  });
});
