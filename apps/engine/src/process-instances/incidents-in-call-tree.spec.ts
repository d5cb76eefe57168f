import { describe, expect, it } from 'vitest';
import type { SearchQueryable } from '../query/search-query.js';
import { callsAnIncidentHolder } from './incidents-in-call-tree.js';

/** A call tree as its callers: root calls a and c, a calls x, x calls holder (which has the incident). */
const CALLERS: Record<string, string | null> = { root: null, a: 'root', c: 'root', x: 'a', holder: 'x' };

function treeOf(asked: string[][]): SearchQueryable {
  return {
    query: async <T>(_sql: string, params: unknown[] = []) => {
      const keys = params[0] as string[];
      asked.push(keys);
      return [...new Set(keys.flatMap((key) => (CALLERS[key] ? [CALLERS[key]] : [])))].map((key) => ({ key })) as T[];
    },
  };
}

describe('an incident of the call tree as an instance sees it', () => {
  it('should count it for every caller above the holder, one statement per level', async () => {
    const asked: string[][] = [];

    expect(await callsAnIncidentHolder(treeOf(asked), { key: 'x', parentKey: 'a' }, [['holder', 'x']])).toBe(true);
    expect(await callsAnIncidentHolder(treeOf(asked), { key: 'a', parentKey: 'root' }, [['holder', 'x']])).toBe(true);

    expect(asked).toEqual([['x']]);
  });

  it('should count it for the root without a statement, and not for an instance beside the holder', async () => {
    const asked: string[][] = [];

    expect(await callsAnIncidentHolder(treeOf(asked), { key: 'root', parentKey: null }, [['holder', 'x']])).toBe(true);
    expect(asked).toEqual([]);
    expect(await callsAnIncidentHolder(treeOf(asked), { key: 'c', parentKey: 'root' }, [['holder', 'x']])).toBe(false);
    expect(await callsAnIncidentHolder(treeOf(asked), { key: 'c', parentKey: 'root' }, [])).toBe(false);
  });
});
