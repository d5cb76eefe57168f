import { describe, expect, it } from 'vitest';
import { RouteMatcher } from './route-matcher.js';

const table = new RouteMatcher([
  { method: 'GET', path: '/v2/jobs/{jobKey}', served: false },
  { method: 'POST', path: '/v2/jobs/{jobKey}/completion', served: true },
  { method: 'PATCH', path: '/v2/jobs/{jobKey}', served: true },
  { method: 'POST', path: '/v2/jobs/statistics/by-types', served: false },
  { method: 'GET', path: '/v2/topology', served: true },
  { method: 'POST', path: '/v2/users', served: false },
]);

describe('RouteMatcher', () => {
  it.each([
    ['POST', '/v2/jobs/123/completion'],
    ['PATCH', '/v2/jobs/123'],
    ['GET', '/v2/topology'],
    ['GET', '/V2/Topology/'],
    ['HEAD', '/v2/topology'],
  ])('should let Baton serve %s %s', (method, path) => {
    expect(table.judge(method, path)).toEqual({ kind: 'served' });
  });

  it('should name the Camunda route Baton does not serve, preferring the most literal match', () => {
    expect(table.judge('POST', '/v2/jobs/statistics/by-types')).toEqual({
      kind: 'not-implemented',
      route: { method: 'POST', path: '/v2/jobs/statistics/by-types', served: false },
    });
    expect(table.judge('GET', '/v2/jobs/123')).toMatchObject({ kind: 'not-implemented', route: { path: '/v2/jobs/{jobKey}' } });
  });

  it('should list every method of a known path, with HEAD for GET', () => {
    expect(table.judge('DELETE', '/v2/jobs/123')).toEqual({ kind: 'method-not-allowed', allow: ['GET', 'HEAD', 'PATCH'] });
    expect(table.judge('GET', '/v2/users')).toEqual({ kind: 'method-not-allowed', allow: ['POST'] });
  });

  it.each([
    ['GET', '/v2/no-such-thing'],
    ['GET', '/v2/jobs'],
    ['POST', '/v2/jobs/123/completion/extra'],
    ['GET', '/v2/jobs//'],
  ])('should not know %s %s', (method, path) => {
    expect(table.judge(method, path)).toEqual({ kind: 'unknown' });
  });
});
