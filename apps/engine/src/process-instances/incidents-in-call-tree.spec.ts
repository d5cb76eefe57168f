import { describe, expect, it } from 'vitest';
import type { SearchQueryable } from '../query/search-query.js';
import { callsAnIncidentHolder, incidentCallers, incidentsBelow } from './incidents-in-call-tree.js';

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

/** The tree above as rows: holder has the incident; other has one of its own, at the top of a tree of its own. */
const ROWS = [
  { key: 'root', parent: null, root: null, incidents: 0 },
  { key: 'a', parent: 'root', root: 'root', incidents: 0 },
  { key: 'c', parent: 'root', root: 'root', incidents: 0 },
  { key: 'x', parent: 'a', root: 'root', incidents: 0 },
  { key: 'holder', parent: 'x', root: 'root', incidents: 1 },
  { key: 'other', parent: null, root: null, incidents: 1 },
];

/** Answers the statements of incidentCallers and incidentsBelow from ROWS, as PostgreSQL would (by their shape). */
function rowsOf(asked: string[]): SearchQueryable {
  return {
    query: async <T>(sql: string, params: unknown[] = []) => {
      const keys = params[0] as string[] | undefined;
      asked.push(keys ? `${sql.includes('root_process_instance_key = any') ? 'roots' : 'keys'} ${keys.join(',')}` : 'holders');
      if (!keys) return [...new Set(ROWS.filter((row) => row.incidents > 0 && row.root !== null).map((row) => row.parent))].map((key) => ({ key })) as T[];
      if (sql.includes('root_process_instance_key = any')) {
        return ROWS.filter((row) => row.incidents > 0 && row.root !== null && keys.includes(row.root)).map((row) => ({ parent_key: row.parent })) as T[];
      }
      return [...new Set(ROWS.filter((row) => keys.includes(row.key) && row.parent !== null).map((row) => row.parent))].map((key) => ({ key })) as T[];
    },
  };
}

describe('the instances an incident of the call tree is the concern of, for the instance search', () => {
  it('should find every caller above a holder, one statement per level, and no instance beside them', async () => {
    const asked: string[] = [];

    expect((await incidentCallers(rowsOf(asked))).sort()).toEqual(['a', 'root', 'x']);
    expect(asked).toEqual(['holders', 'keys x', 'keys a', 'keys root']);
  });

  it("should say it of a page's instances from their trees' holders, walking up once for the whole page", async () => {
    const asked: string[] = [];
    const page = ROWS.map((row) => ({ key: row.key, rootKey: row.root ?? row.key, hasOwnIncident: row.incidents > 0 }));

    expect(await incidentsBelow(rowsOf(asked), page)).toEqual([true, true, false, true, true, true]);
    expect(asked).toEqual(['roots root', 'keys x', 'keys a', 'keys root']);
  });

  it('should ask nothing for a page whose instances all have incidents of their own, or no page', async () => {
    const asked: string[] = [];

    expect(await incidentsBelow(rowsOf(asked), [{ key: 'other', rootKey: 'other', hasOwnIncident: true }])).toEqual([true]);
    expect(await incidentsBelow(rowsOf(asked), [])).toEqual([]);
    expect(asked).toEqual([]);
  });
});
