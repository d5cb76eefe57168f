import { describe, expect, it } from 'vitest';
import { matchesString, searchPage } from './in-memory-search.js';

describe('string filters on in-memory lists', () => {
  it('should read every operator of Camunda string filters', () => {
    expect([matchesString('alice', 'alice'), matchesString('alice', 'bob')]).toEqual([true, false]);
    expect([matchesString('alice', { $neq: 'bob' }), matchesString('alice', { $neq: 'alice' })]).toEqual([true, false]);
    expect([matchesString(null, { $exists: false }), matchesString('x', { $exists: false }), matchesString(null, { $exists: true })]).toEqual([
      true,
      false,
      false,
    ]);
    expect([matchesString('bob', { $in: ['alice', 'bob'] }), matchesString('bob', { $notIn: ['bob'] })]).toEqual([true, false]);
  });

  it('should take $like wildcards, a backslash making one literal, and nothing of regular expressions', () => {
    expect(matchesString('Alice Reviewer', { $like: '*Review?r' })).toBe(true);
    expect(matchesString('a*b', { $like: 'a\\*b' })).toBe(true);
    expect(matchesString('axb', { $like: 'a\\*b' })).toBe(false);
    expect(matchesString('a.b', { $like: 'a.b' })).toBe(true);
    expect(matchesString('axb', { $like: 'a.b' })).toBe(false);
  });
});

describe('pages of in-memory lists', () => {
  const items = ['c', 'a', 'b'].map((id) => ({ id, group: id === 'a' ? 'x' : 'y' }));
  const read = (item: { id: string; group: string }, field: 'id' | 'group') => item[field];

  it('should sort by the criteria, then by id, and cut the offset page with the total', () => {
    const page = searchPage(items, { sort: [{ field: 'group', order: 'DESC' }], page: { from: 1, limit: 1 } }, read, 'id');

    expect(page).toEqual({ items: [{ id: 'c', group: 'y' }], page: { totalItems: 3, hasMoreTotalItems: false, startCursor: null, endCursor: null } });
  });
});
