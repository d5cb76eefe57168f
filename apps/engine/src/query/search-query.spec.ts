import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { ApiProblem } from '../http/problem-detail.js';
import { createTestDatabase, dropTestDatabase } from '../testing/test-engine.js';
import { CURSOR_PATTERN } from '@baton/api-contract';
import {
  buildSearchQuery,
  decodeCursor,
  encodeCursor,
  likePatternToSql,
  runSearch,
  sortFingerprint,
  type SearchQueryable,
  type SearchRequestBody,
  type SearchSpec,
} from './search-query.js';

const STATES = ['ACTIVE', 'COMPLETED', 'TERMINATED'] as const;

const spec: SearchSpec = {
  from: 'search_item i',
  baseWhere: `i.name is distinct from 'hidden'`,
  filters: {
    key: { column: 'i.key', type: 'key' },
    name: { column: 'i.name', type: 'string' },
    state: { column: 'i.state', type: 'enum', values: STATES },
    created: { column: 'i.created', type: 'date' },
    n: { column: 'i.n', type: 'integer' },
    flag: { column: 'i.flag', type: 'boolean' },
  },
  customFilters: {
    keyParity: (value, ctx) => {
      if (value !== 'even' && value !== 'odd') throw new ApiProblem(400, `${ctx.path}: expected 'even' or 'odd'`);
      return `i.key % 2 = ${ctx.param(value === 'even' ? 0 : 1, 'int')}`;
    },
  },
  sortFields: { key: 'i.key', name: 'i.name', state: 'i.state', created: 'i.created', n: 'i.n' },
  tiebreaker: 'i.key',
  select: 'i.key::text as key, i.name, i.state, i.created, i.n, i.flag',
};

/** Cursors as a search sorted by the tiebreaker only (`i.key`) makes them. */
const BY_KEY = sortFingerprint([{ column: 'i.key', descending: false, tiebreaker: true }]);
const keyCursor = (key: string) => encodeCursor([key], BY_KEY);

/** Bodies here have passed the route schema (checked by the route table specs); this checks them against the spec. */
function problemOf(body: SearchRequestBody): ApiProblem {
  try {
    buildSearchQuery(spec, body, 'test item');
  } catch (error) {
    if (error instanceof ApiProblem) return error;
    throw error;
  }
  throw new Error(`expected a 400 problem for ${JSON.stringify(body)}`);
}

function expectBadRequest(body: SearchRequestBody, ...fragments: string[]): void {
  const problem = problemOf(body);
  expect(problem.status).toBe(400);
  expect(problem.title).toBe('INVALID_ARGUMENT');
  for (const fragment of fragments) expect(problem.detail).toContain(fragment);
}

describe('buildSearchQuery validation', () => {
  it('should accept an absent or empty body', () => {
    for (const body of [undefined, {}]) {
      const query = buildSearchQuery(spec, body, 'test item');
      expect(query).toMatchObject({ params: [], itemsParams: [], offset: 0, limit: 100, reversed: false, totalItemsCap: 10000 });
      expect(query.itemsSql).toBe(
        `select ${spec.select}, (i.key)::text as "cursor$0" from search_item i where (i.name is distinct from 'hidden') order by i.key asc limit 101 offset 0`,
      );
      expect(query.countSql).toBe(`select count(*) as total from (select 1 from search_item i where (i.name is distinct from 'hidden') limit 10001) capped`);
    }
  });

  it('should reject unknown filter fields, listing the known ones', () => {
    expectBadRequest({ filter: { nope: 1 } }, "Unknown filter field 'nope' for test item search; known fields: key, name, state, created, n, flag, keyParity");
    expectBadRequest({ filter: { constructor: 'x' } }, "Unknown filter field 'constructor'");
    expectBadRequest(JSON.parse('{"filter":{"__proto__":"x"}}'), "Unknown filter field '__proto__'");
    expectBadRequest({ filter: 'key' }, 'filter: expected an object');
  });

  it('should reject values of the wrong type, naming the field and what was expected', () => {
    // keys are Camunda's LongKey: digits with an optional minus, within a Java long
    for (const key of ['abc', '', '1.5', 1.5, '--1', true, '9223372036854775808', '-9223372036854775809', 2 ** 60]) {
      expectBadRequest({ filter: { key } }, 'filter.key: expected a key (string of digits)');
    }
    expectBadRequest({ filter: { key: { $in: ['1', 'x'] } } }, 'filter.key.$in[1]: expected a key (string of digits)');
    expectBadRequest({ filter: { key: { $in: '1' } } }, 'filter.key.$in: expected an array');
    expectBadRequest({ filter: { name: 5 } }, 'filter.name: expected a string');
    expectBadRequest({ filter: { name: ['a'] } }, 'filter.name: expected a string');
    expectBadRequest({ filter: { name: { $like: 5 } } }, 'filter.name.$like: expected a like pattern string');
    expectBadRequest({ filter: { n: '3' } }, 'filter.n: expected an integer');
    expectBadRequest({ filter: { n: { $gt: 2.5 } } }, 'filter.n.$gt: expected an integer');
    expectBadRequest({ filter: { flag: 'true' } }, 'filter.flag: expected a boolean');
    expectBadRequest({ filter: { name: { $exists: 'yes' } } }, 'filter.name.$exists: expected a boolean');
    for (const created of [
      'yesterday',
      '2024-01-01',
      '2024-01-01T00:00:00',
      '2024-02-30T00:00:00Z',
      '2024-01-01T24:00:00Z',
      '0000-01-01T00:00:00Z',
      '2024-01-01T00:00:00+19:00',
      1704067200000,
    ]) {
      expectBadRequest({ filter: { created } }, 'filter.created: expected an ISO 8601 date-time');
    }
    expectBadRequest({ filter: { created: { $lt: 'soon' } } }, 'filter.created.$lt: expected an ISO 8601 date-time');
  });

  it('should bind a date filter as the instant it names, whatever offset or zone it was written in', () => {
    const params = (created: string) => buildSearchQuery(spec, { filter: { created } }, 'test item').params;
    expect(params('2024-01-31T12:00:00+01:00')).toEqual(['2024-01-31T11:00:00Z']);
    expect(params('2024-07-31T12:00:00[Europe/Berlin]')).toEqual(['2024-07-31T10:00:00Z']);
    expect(params('2024-01-31t12:00:00.123456z')).toEqual(['2024-01-31T12:00:00.123456Z']);
  });

  it('should check enum values against the allowed ones', () => {
    expectBadRequest({ filter: { state: 'RUNNING' } }, 'filter.state: expected one of ACTIVE, COMPLETED, TERMINATED', '"RUNNING"');
    expectBadRequest({ filter: { state: { $in: ['ACTIVE', 'active'] } } }, 'filter.state.$in[1]: expected one of ACTIVE, COMPLETED, TERMINATED');
    expectBadRequest({ filter: { state: { $neq: 3 } } }, 'filter.state.$neq: expected a string');
    // $like is a pattern, not a value
    expect(buildSearchQuery(spec, { filter: { state: { $like: 'ACT*' } } }, 'test item').params).toEqual(['ACT%']);
  });

  it('should reject operators the field type does not support', () => {
    expectBadRequest({ filter: { key: { $like: '1*' } } }, "filter.key: unknown operator '$like'", 'key fields: $eq, $neq, $exists, $in, $notIn');
    expectBadRequest({ filter: { name: { $gt: 'a' } } }, "filter.name: unknown operator '$gt'");
    expectBadRequest({ filter: { n: { $notIn: [1] } } }, "filter.n: unknown operator '$notIn'");
    expectBadRequest({ filter: { flag: { $in: [true] } } }, "filter.flag: unknown operator '$in'");
    expectBadRequest({ filter: { name: { $foo: 'a' } } }, "filter.name: unknown operator '$foo'");
  });

  it('should refuse sort fields the resource does not serve', () => {
    expectBadRequest({ sort: [{ field: 'nope' }] }, "Unknown sort field 'nope' for test item search; known fields: key, name, state, created, n");
  });

  it('should refuse cursors that do not point into a result and combinations of paging styles', () => {
    expectBadRequest({ page: { after: keyCursor('101'), before: keyCursor('105') } }, 'page:', 'after', 'before');
    expectBadRequest({ page: { from: 0, after: keyCursor('101') } }, 'page:', 'from');
    const base64 = (text: string) => Buffer.from(text).toString('base64');
    for (const after of ['not base64!', '', 'AAAA', base64('{"o":3}'), base64('{"k":"101"}'), base64('{"k":[101]}')]) {
      expectBadRequest({ page: { after } }, 'page.after');
    }
    expectBadRequest({ page: { before: 'bm9wZQ==' } }, 'page.before: invalid cursor');
    // a cursor of a search with another sort (two values) does not fit a search sorted by the tiebreaker only
    expectBadRequest({ page: { after: encodeCursor(['x', '101'], BY_KEY) } }, 'page.after: the cursor belongs to a search with another sort');
    expectBadRequest({ page: { after: encodeCursor(['101'], 'other') } }, 'page.after: the cursor belongs to a search with another sort');
  });

  it('should keep request values out of the SQL text', () => {
    // given
    const evil = `x'); drop table search_item; --`;

    // when
    const query = buildSearchQuery(
      spec,
      { filter: { name: { $in: [evil], $like: evil }, key: 7, created: { $gte: '2024-01-01T00:00:00Z' } }, sort: [{ field: 'name', order: 'DESC' }] },
      'test item',
    );

    // then
    expect(query.itemsSql).not.toContain('drop table');
    expect(query.params).toEqual([[evil], evil.replace(/_/g, '\\_'), '7', '2024-01-01T00:00:00Z']);
    expect(query.itemsSql).toContain('order by i.name desc, i.key asc');
    expect(query.countSql).not.toContain('order by');
  });

  it('should not repeat the tiebreaker when it is sorted on explicitly, nor sort on after it', () => {
    const query = buildSearchQuery(spec, { sort: [{ field: 'key', order: 'DESC' }, { field: 'n' }] }, 'test item');
    expect(query.itemsSql).toContain('order by i.key desc limit');
  });

  it('should page by offset with from, and by position with cursors', () => {
    const window = (page: SearchRequestBody['page']) => {
      const { offset, limit, reversed } = buildSearchQuery(spec, { page }, 'test item');
      return { offset, limit, reversed };
    };
    expect(window({ limit: 5 })).toEqual({ offset: 0, limit: 5, reversed: false });
    expect(window({ from: 20 })).toEqual({ offset: 20, limit: 100, reversed: false });
    expect(window({ from: 20, limit: 10 })).toEqual({ offset: 20, limit: 10, reversed: false });
    expect(window({ after: keyCursor('109'), limit: 10 })).toEqual({ offset: 0, limit: 10, reversed: false });
    expect(window({ before: keyCursor('110'), limit: 10 })).toEqual({ offset: 0, limit: 10, reversed: true });

    // given: a sort on a nullable column, then the tiebreaker
    const sorted = (page: SearchRequestBody['page']) =>
      buildSearchQuery(spec, { filter: { state: 'ACTIVE' }, sort: [{ field: 'created', order: 'DESC' }], page }, 'test item');
    const byCreated = sortFingerprint([
      { column: 'i.created', descending: true, tiebreaker: false },
      { column: 'i.key', descending: false, tiebreaker: true },
    ]);
    expect(byCreated).not.toBe(BY_KEY);

    // then: after a position, in the requested order, with the cursor values as untyped parameters after the filter's
    const after = sorted({ after: encodeCursor(['2024-01-01 05:00:00+00', '105'], byCreated), limit: 3 });
    expect(after.itemsSql).toContain(
      `where (i.name is distinct from 'hidden') and ((i.state)::text = $1::text) and (i.created <= $2 and (i.created < $2 or (i.created = $2 and i.key > $3)))` +
        ` order by i.created desc, i.key asc limit 3`,
    );
    expect(after.itemsParams).toEqual(['ACTIVE', '2024-01-01 05:00:00+00', '105']);
    expect(after.params).toEqual(['ACTIVE']);
    expect(after.countSql).not.toContain('$2');

    // and: before a position whose sort value is null (nulls come first descending), read backwards
    const before = sorted({ before: encodeCursor([null, '130'], byCreated) });
    expect(before.itemsSql).toContain(`and (i.created is null and (false or (i.created is null and i.key < $2))) order by i.created asc, i.key desc limit 100`);
  });
});

describe('likePatternToSql', () => {
  it('should translate Camunda wildcards and escape SQL ones', () => {
    expect(likePatternToSql('a*b?c')).toBe('a%b_c');
    expect(likePatternToSql('100%_done')).toBe('100\\%\\_done');
    expect(likePatternToSql('a\\*b\\?c\\\\d')).toBe('a*b?c\\\\d');
    expect(likePatternToSql('end\\')).toBe('end\\\\');
    expect(likePatternToSql('\\%')).toBe('\\%');
  });
});

describe('cursors', () => {
  // The pattern Camunda's zod schema uses for StartCursor / EndCursor.
  const camundaCursor = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=)?$/;

  it('should encode positions as base64 that decode back', () => {
    for (const position of [['0'], ['9223372036854775807'], [null, '1'], ['2024-01-01 05:00:00.123+00', 'ünïcødé "quoted"', '7']]) {
      const cursor = encodeCursor(position, 'sort');
      expect(cursor).toMatch(camundaCursor);
      expect(cursor).toMatch(CURSOR_PATTERN);
      expect(decodeCursor(cursor, 'page.after', position.length, 'sort')).toEqual(position);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------------

interface ItemRow {
  key: string;
  name: string | null;
  state: string;
  created: Date | null;
  n: number | null;
  flag: boolean | null;
}

interface SeedRow {
  key: number;
  name: string | null;
  state: string;
  created: string | null;
  n: number | null;
  flag: boolean | null;
}

const SPECIAL_NAMES: Record<number, string | null> = {
  1: 'alpha%',
  2: 'alphaX',
  3: 'alpha_1',
  4: 'alpha*star',
  5: null,
  6: 'a\\b',
};

const seed: SeedRow[] = Array.from({ length: 30 }, (_, index) => {
  const i = index + 1;
  return {
    key: 100 + i,
    name: i in SPECIAL_NAMES ? SPECIAL_NAMES[i] : `item-${String(i).padStart(2, '0')}`,
    state: STATES[i % 3],
    created: i === 30 ? null : new Date(Date.UTC(2024, 0, 1, i)).toISOString(),
    n: i === 29 ? null : i % 5,
    flag: i === 28 ? null : i % 2 === 0,
  };
});

describe('runSearch against PostgreSQL', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  let db: SearchQueryable;

  const search = (body: SearchRequestBody | undefined) => runSearch(db, spec, body, 'test item', (row: ItemRow) => row.key);
  const keys = (rows: readonly SeedRow[]) => rows.map((row) => String(row.key));
  const seedWhere = (predicate: (row: SeedRow) => boolean) => keys(seed.filter(predicate));
  const expectKeys = async (filter: unknown, predicate: (row: SeedRow) => boolean) => {
    const result = await search({ filter });
    expect(result.items, JSON.stringify(filter)).toEqual(seedWhere(predicate));
    expect(result.page.totalItems).toBe(result.items.length);
  };

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db = {
      query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    };
    await pool.query('create table search_item (key bigint primary key, name text, state text not null, created timestamptz, n int, flag boolean)');
    const rows = [...seed, { key: 999, name: 'hidden', state: 'ACTIVE', created: null, n: 1, flag: true }];
    for (const row of rows) {
      await pool.query('insert into search_item values ($1, $2, $3, $4, $5, $6)', [row.key, row.name, row.state, row.created, row.n, row.flag]);
    }
  });

  afterAll(async () => {
    await pool?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('should return everything but the base-where exclusions by default, ordered by the tiebreaker', async () => {
    const result = await search(undefined);
    expect(result.items).toEqual(keys(seed));
    expect(result.page).toEqual({ totalItems: 30, hasMoreTotalItems: false, startCursor: keyCursor('101'), endCursor: keyCursor('130') });
  });

  it('should filter keys', async () => {
    await expectKeys({ key: '105' }, (r) => r.key === 105);
    await expectKeys({ key: 105 }, (r) => r.key === 105);
    await expectKeys({ key: { $eq: '106' } }, (r) => r.key === 106);
    await expectKeys({ key: { $neq: '105' } }, (r) => r.key !== 105);
    await expectKeys({ key: { $in: ['101', '102', '999'] } }, (r) => r.key === 101 || r.key === 102);
    await expectKeys({ key: { $notIn: ['101', '102'] } }, (r) => r.key !== 101 && r.key !== 102);
    await expectKeys({ key: { $exists: true } }, () => true);
    await expectKeys({ key: { $exists: false } }, () => false);
    await expectKeys({ key: { $in: [] } }, () => false);
    await expectKeys({ key: '9223372036854775807' }, () => false);
  });

  it('should filter strings, including nulls for $neq/$notIn', async () => {
    await expectKeys({ name: 'alphaX' }, (r) => r.name === 'alphaX');
    await expectKeys({ name: { $eq: 'a\\b' } }, (r) => r.name === 'a\\b');
    await expectKeys({ name: { $neq: 'alphaX' } }, (r) => r.name !== 'alphaX');
    await expectKeys({ name: { $in: ['alphaX', 'alpha_1'] } }, (r) => r.name === 'alphaX' || r.name === 'alpha_1');
    await expectKeys({ name: { $notIn: ['alphaX', 'alpha_1'] } }, (r) => r.name !== 'alphaX' && r.name !== 'alpha_1');
    await expectKeys({ name: { $exists: false } }, (r) => r.name === null);
    await expectKeys({ name: { $exists: true } }, (r) => r.name !== null);
  });

  it('should translate $like wildcards and treat SQL wildcards in the pattern literally', async () => {
    await expectKeys({ name: { $like: 'alpha*' } }, (r) => r.name?.startsWith('alpha') ?? false);
    await expectKeys({ name: { $like: 'alpha?' } }, (r) => r.name === 'alpha%' || r.name === 'alphaX');
    await expectKeys({ name: { $like: 'alpha%' } }, (r) => r.name === 'alpha%');
    await expectKeys({ name: { $like: 'alpha_*' } }, (r) => r.name === 'alpha_1');
    await expectKeys({ name: { $like: 'alpha\\*star' } }, (r) => r.name === 'alpha*star');
    await expectKeys({ name: { $like: 'alpha\\**' } }, (r) => r.name === 'alpha*star');
    await expectKeys({ name: { $like: 'a\\\\b' } }, (r) => r.name === 'a\\b');
    await expectKeys({ name: { $like: '*-1?' } }, (r) => /^item-1\d$/.test(r.name ?? ''));
    await expectKeys({ name: { $like: '*-1?', $neq: 'item-15' } }, (r) => /^item-1\d$/.test(r.name ?? '') && r.name !== 'item-15');
  });

  it('should filter enums', async () => {
    await expectKeys({ state: 'ACTIVE' }, (r) => r.state === 'ACTIVE');
    await expectKeys({ state: { $neq: 'ACTIVE' } }, (r) => r.state !== 'ACTIVE');
    await expectKeys({ state: { $in: ['COMPLETED', 'TERMINATED'] } }, (r) => r.state !== 'ACTIVE');
    await expectKeys({ state: { $notIn: ['COMPLETED'] } }, (r) => r.state !== 'COMPLETED');
    await expectKeys({ state: { $like: '*TE*' } }, (r) => r.state === 'COMPLETED' || r.state === 'TERMINATED');
    await expectKeys({ state: { $exists: true } }, () => true);
  });

  it('should filter integers', async () => {
    await expectKeys({ n: 2 }, (r) => r.n === 2);
    await expectKeys({ n: { $neq: 2 } }, (r) => r.n !== 2);
    await expectKeys({ n: { $gt: 2 } }, (r) => r.n !== null && r.n > 2);
    await expectKeys({ n: { $gte: 1, $lt: 3 } }, (r) => r.n !== null && r.n >= 1 && r.n < 3);
    await expectKeys({ n: { $lte: 1 } }, (r) => r.n !== null && r.n <= 1);
    await expectKeys({ n: { $in: [0, 4] } }, (r) => r.n === 0 || r.n === 4);
    await expectKeys({ n: { $exists: false } }, (r) => r.n === null);
    await expectKeys({ n: { $gt: 2 ** 40 } }, () => false);
  });

  it('should filter dates as timestamptz', async () => {
    const time = (row: SeedRow) => (row.created === null ? null : Date.parse(row.created));
    const at = (hour: number) => Date.UTC(2024, 0, 1, hour);
    await expectKeys({ created: '2024-01-01T05:00:00Z' }, (r) => time(r) === at(5));
    await expectKeys({ created: { $eq: '2024-01-01T07:00:00+02:00' } }, (r) => time(r) === at(5));
    await expectKeys({ created: { $neq: '2024-01-01T05:00:00.000Z' } }, (r) => time(r) !== at(5));
    await expectKeys({ created: { $gt: '2024-01-01T10:00:00Z' } }, (r) => (time(r) ?? 0) > at(10));
    await expectKeys({ created: { $gte: '2024-01-01T10:00:00Z', $lte: '2024-01-01T12:30:00Z' } }, (r) => {
      const t = time(r);
      return t !== null && t >= at(10) && t <= at(12.5);
    });
    await expectKeys({ created: { $lt: '2024-01-01T03:00:00Z' } }, (r) => (time(r) ?? Infinity) < at(3));
    await expectKeys({ created: { $in: ['2024-01-01T01:00:00Z', '2024-01-01T02:00:00Z'] } }, (r) => time(r) === at(1) || time(r) === at(2));
    await expectKeys({ created: { $exists: false } }, (r) => r.created === null);
  });

  it('should filter booleans', async () => {
    await expectKeys({ flag: true }, (r) => r.flag === true);
    await expectKeys({ flag: { $eq: false } }, (r) => r.flag === false);
    await expectKeys({ flag: { $neq: true } }, (r) => r.flag !== true);
    await expectKeys({ flag: { $exists: false } }, (r) => r.flag === null);
  });

  it('should AND filters of several fields, including custom filters', async () => {
    await expectKeys({ state: 'ACTIVE', flag: true, n: { $exists: true } }, (r) => r.state === 'ACTIVE' && r.flag === true && r.n !== null);
    await expectKeys({ keyParity: 'odd', n: { $lt: 2 } }, (r) => r.key % 2 === 1 && r.n !== null && r.n < 2);
  });

  it('should not be fooled by SQL in values', async () => {
    await expectKeys({ name: `x'); drop table search_item; --` }, () => false);
    await expectKeys({ name: { $like: `*'*` } }, () => false);
    expect((await search(undefined)).page.totalItems).toBe(30);
  });

  it('should sort by several fields and break ties by the tiebreaker', async () => {
    // given: state DESC, n ASC (Postgres puts nulls last ascending), then key ASC
    const stateRank = (state: string) => STATES.indexOf(state as (typeof STATES)[number]);
    const expected = [...seed].sort(
      (a, b) => stateRank(b.state) - stateRank(a.state) || (a.n ?? Number.POSITIVE_INFINITY) - (b.n ?? Number.POSITIVE_INFINITY) || a.key - b.key,
    );

    // when
    const result = await search({ sort: [{ field: 'state', order: 'DESC' }, { field: 'n' }] });

    // then
    expect(result.items).toEqual(keys(expected));
  });

  it('should page by offset', async () => {
    const result = await search({ page: { from: 10, limit: 5 } });
    expect(result.items).toEqual(['111', '112', '113', '114', '115']);
    expect(result.page).toEqual({ totalItems: 30, hasMoreTotalItems: false, startCursor: keyCursor('111'), endCursor: keyCursor('115') });

    const filtered = await search({ filter: { state: 'ACTIVE' }, page: { from: 8, limit: 5 } });
    expect(filtered.items).toEqual(seedWhere((r) => r.state === 'ACTIVE').slice(8));
    expect(filtered.page.totalItems).toBe(10);

    const beyond = await search({ page: { from: 30 } });
    expect(beyond).toEqual({ items: [], page: { totalItems: 30, hasMoreTotalItems: false, startCursor: null, endCursor: null } });
  });

  it('should take the total from a page that holds the last match, even a full one, and count it when more follow', async () => {
    // given: a queryable that records what it was sent
    const sent: string[] = [];
    const recording: SearchQueryable = {
      query: (sql, params) => {
        sent.push(sql.startsWith('select count(*)') ? 'count' : 'items');
        return db.query(sql, params);
      },
    };
    const searchRecorded = async (body: SearchRequestBody) => {
      sent.length = 0;
      const result = await runSearch(recording, spec, body, 'test item', (row: ItemRow) => row.key);
      return { total: result.page.totalItems, sent: [...sent] };
    };

    // when / then
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { limit: 50 } })).toEqual({ total: 10, sent: ['items'] });
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { from: 8, limit: 5 } })).toEqual({ total: 10, sent: ['items'] });
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { limit: 10 } })).toEqual({ total: 10, sent: ['items'] });
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { from: 5, limit: 5 } })).toEqual({ total: 10, sent: ['items'] });
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { limit: 5 } })).toEqual({ total: 10, sent: ['items', 'count'] });
    expect(await searchRecorded({ filter: { state: 'ACTIVE' }, page: { limit: 9 } })).toEqual({ total: 10, sent: ['items', 'count'] });
    expect(await searchRecorded({ page: { from: 40 } })).toEqual({ total: 30, sent: ['items', 'count'] });
  });

  it('should page forward and back with cursors', async () => {
    // given: newest first (null created first when descending), 7 per page
    const sort = [{ field: 'created', order: 'DESC' as const }];
    const all = (await search({ sort })).items;
    expect(all[0]).toBe('130');

    // when
    const page1 = await search({ sort, page: { limit: 7 } });
    const page2 = await search({ sort, page: { after: page1.page.endCursor ?? undefined, limit: 7 } });
    const back = await search({ sort, page: { before: page2.page.startCursor ?? undefined, limit: 7 } });

    // then
    expect(page1.items).toEqual(all.slice(0, 7));
    expect(page2.items).toEqual(all.slice(7, 14));
    expect(back).toEqual(page1);
    expect(page2.page.totalItems).toBe(30);
    for (const cursor of [page1.page.startCursor, page1.page.endCursor, page2.page.startCursor, page2.page.endCursor]) {
      expect(cursor).toMatch(CURSOR_PATTERN);
    }

    // and: walking forward reaches a short last page, then an empty one
    let page = page2;
    const seen = [...page1.items, ...page2.items];
    while (page.items.length === 7) {
      page = await search({ sort, page: { after: page.page.endCursor ?? undefined, limit: 7 } });
      seen.push(...page.items);
    }
    expect(seen).toEqual(all);
    expect(page.items).toHaveLength(2);
    const end = await search({ sort, page: { after: page.page.endCursor ?? undefined, limit: 7 } });
    expect(end.items).toEqual([]);
    expect(end.page).toEqual({ totalItems: 30, hasMoreTotalItems: false, startCursor: null, endCursor: null });

    // and: before a page that does not start on a page boundary gives the shorter page in front of it
    const fromThree = await search({ sort, page: { from: 3, limit: 7 } });
    const head = await search({ sort, page: { before: fromThree.page.startCursor ?? undefined, limit: 7 } });
    expect(head.items).toEqual(all.slice(0, 3));
    const nothing = await search({ sort, page: { before: page1.page.startCursor ?? undefined, limit: 7 } });
    expect(nothing.items).toEqual([]);
    expect(nothing.page.startCursor).toBeNull();
  });
});

describe('keyset cursors and the capped total against PostgreSQL', () => {
  let databaseUrl: string;
  let pool: pg.Pool;
  let db: SearchQueryable;

  // `rank` is not unique and has nulls, so the tiebreaker decides within equal ranks.
  const rankedSpec: SearchSpec = {
    from: 'ranked_item r',
    filters: { rank: { column: 'r.rank', type: 'integer' } },
    sortFields: { key: 'r.key', rank: 'r.rank', created: 'r.created' },
    tiebreaker: 'r.key',
    select: 'r.key::text as key',
  };
  // Bodies as a client sends them (cursors may be null); the route schema is not in front of runSearch here.
  const search = (body: unknown, totalItemsCap?: number) =>
    runSearch(db, rankedSpec, body as SearchRequestBody, 'ranked item', (row: { key: string }) => row.key, { totalItemsCap });
  const insert = async (key: number, rank: number | null) => {
    await pool.query('insert into ranked_item values ($1, $2, $3)', [key, rank, new Date(Date.UTC(2024, 0, 1, 0, 0, 0, key)).toISOString()]);
  };
  /** Keys in the order PostgreSQL sorts them: nulls as greater than every rank, ties by key ascending. */
  const ordered = async (order: 'ASC' | 'DESC') => {
    const { rows } = await pool.query<{ key: string }>(`select r.key::text as key from ranked_item r order by r.rank ${order}, r.key asc`);
    return rows.map((row) => row.key);
  };
  const walk = async (sort: unknown, direction: 'after' | 'before', limit: number) => {
    const seen: string[][] = [];
    let page = await search({ sort, page: { limit } });
    if (direction === 'before') {
      // start behind the last item: read forward to the end first
      while (page.page.endCursor !== null) {
        const next = await search({ sort, page: { after: page.page.endCursor, limit } });
        if (next.items.length === 0) break;
        page = next;
      }
    }
    seen.push(page.items);
    for (;;) {
      const cursor = direction === 'after' ? page.page.endCursor : page.page.startCursor;
      page = await search({ sort, page: { [direction]: cursor, limit } });
      if (page.items.length === 0) break;
      seen.push(page.items);
    }
    return direction === 'after' ? seen.flat() : seen.reverse().flat();
  };

  beforeAll(async () => {
    databaseUrl = await createTestDatabase();
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    db = { query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[] };
    await pool.query('create table ranked_item (key bigint primary key, rank int, created timestamptz not null)');
    // keys 10, 20, ..., 200 (room for inserts in between); ranks 0..3 repeated, every fifth null
    for (let i = 1; i <= 20; i++) await insert(i * 10, i % 5 === 0 ? null : i % 4);
  });

  afterAll(async () => {
    await pool?.end();
    if (databaseUrl) await dropTestDatabase(databaseUrl);
  });

  it('should walk a sort on a non-unique column with nulls forward and backward, ascending and descending', async () => {
    for (const order of ['ASC', 'DESC'] as const) {
      const sort = [{ field: 'rank', order }];
      const expected = await ordered(order);
      for (const limit of [1, 3, 7, 20]) {
        expect(await walk(sort, 'after', limit), `${order} after, limit ${limit}`).toEqual(expected);
        expect(await walk(sort, 'before', limit), `${order} before, limit ${limit}`).toEqual(expected);
      }
    }
  });

  it('should give the same page before the next one as the page it came from', async () => {
    const sort = [{ field: 'rank', order: 'DESC' }];
    const first = await search({ sort, page: { limit: 6 } });
    const second = await search({ sort, page: { after: first.page.endCursor, limit: 6 } });
    expect(await search({ sort, page: { before: second.page.startCursor, limit: 6 } })).toEqual(first);
    // a `before` page at the start is shorter; before the first item there is nothing
    const fromTwo = await search({ sort, page: { from: 2, limit: 6 } });
    expect((await search({ sort, page: { before: fromTwo.page.startCursor, limit: 6 } })).items).toEqual(first.items.slice(0, 2));
    expect(await search({ sort, page: { before: first.page.startCursor, limit: 6 } })).toEqual({
      items: [],
      page: { totalItems: 20, hasMoreTotalItems: false, startCursor: null, endCursor: null },
    });
  });

  it('should not shift the next cursor page when rows are inserted between two reads', async () => {
    // given: the first page, sorted by rank (ties and nulls) with a date and a key behind it
    const sort = [{ field: 'rank' }, { field: 'created', order: 'DESC' }];
    const before = await ordered('ASC');
    const first = await search({ sort, page: { limit: 8 } });

    expect(first.items).toEqual(['160', '120', '80', '40', '170', '130', '90', '10']);

    // when: rows land behind the cursor (rank 0; rank 1 but newer), right after it (rank 1, older), and further on
    const inserted = [5, 15, 25, 55, 105, 155, 205];
    for (const [index, key] of inserted.entries()) await insert(key, [1, 1, null, 0, 2, 3, 1][index] ?? null);
    try {
      const rest: string[] = [];
      let page = first;
      for (;;) {
        page = await search({ sort, page: { after: page.page.endCursor, limit: 8 } });
        if (page.items.length === 0) break;
        rest.push(...page.items);
      }

      // then: no item of the first page again, and every old item after it still comes, in order, exactly once
      const seen = [...first.items, ...rest];
      expect(new Set(seen).size).toBe(seen.length);
      const old = seen.filter((key) => !inserted.includes(Number(key)));
      const { rows } = await pool.query<{ key: string }>(
        `select r.key::text as key from ranked_item r where r.key <> all($1::bigint[]) order by r.rank asc, r.created desc, r.key asc`,
        [inserted],
      );
      expect(old).toEqual(rows.map((row) => row.key));
      expect(old).toHaveLength(before.length);
      // inserted rows behind the cursor are not read; those beyond it are
      const all = (await search({ sort, page: { limit: 100 } })).items;
      const cursorIndex = all.indexOf(first.items[first.items.length - 1] ?? '');
      expect(rest).toEqual(all.slice(cursorIndex + 1));
      expect(rest[0]).toBe('5');
    } finally {
      await pool.query('delete from ranked_item where key = any($1::bigint[])', [inserted]);
    }
  });

  it('should answer 400 for a forged cursor whose values are not of their column type', async () => {
    // given: a cursor of the right sort whose rank is no integer
    const byRank = sortFingerprint([
      { column: 'r.rank', descending: false, tiebreaker: false },
      { column: 'r.key', descending: false, tiebreaker: true },
    ]);
    const forged = encodeCursor(['not a rank', '10'], byRank);
    const genuine = (await search({ sort: [{ field: 'rank' }], page: { limit: 2 } })).page.endCursor;
    expect((await search({ sort: [{ field: 'rank' }], page: { after: genuine } })).items).toHaveLength(18);

    // when
    const failure = await search({ sort: [{ field: 'rank' }], page: { before: forged } }).catch((error: unknown) => error);

    // then
    expect(failure).toBeInstanceOf(ApiProblem);
    expect((failure as ApiProblem).status).toBe(400);
    expect((failure as ApiProblem).detail).toContain('page.before: invalid cursor');
  });

  it('should count up to the cap and say when there are more', async () => {
    // given: 8 rows with rank 1 or 3 (keys 10, 30, 70, 90, 110, 130, 170, 190)
    const filter = { rank: { $in: [1, 3] } };
    expect((await search({ filter })).items).toHaveLength(8);

    // then
    expect((await search({ filter }, 5)).page).toMatchObject({ totalItems: 5, hasMoreTotalItems: true });
    expect((await search({ filter }, 7)).page).toMatchObject({ totalItems: 7, hasMoreTotalItems: true });
    expect((await search({ filter }, 8)).page).toMatchObject({ totalItems: 8, hasMoreTotalItems: false });
    expect((await search({ filter }, 9)).page).toMatchObject({ totalItems: 8, hasMoreTotalItems: false });
    // the cap limits the count, not the items of a page
    const capped = await search({ filter, page: { from: 6, limit: 5 } }, 5);
    expect(capped.items).toEqual(['170', '190']);
    expect(capped.page).toMatchObject({ totalItems: 5, hasMoreTotalItems: true });
  });
});
