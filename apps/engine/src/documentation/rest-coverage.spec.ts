import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ROUTES, type ApiRoute } from '@baton/api-contract';
import { describe, expect, it } from 'vitest';
import type { CamundaRoute } from '../http/camunda-route-extraction.js';
import { CAMUNDA_CLIENT_VERSION, CAMUNDA_V2_ROUTES } from '../http/camunda-routes.generated.js';
import { renderRestCoverage } from './rest-coverage.js';

const COVERAGE_DOC = fileURLToPath(new URL('../../../../docs/rest-coverage.md', import.meta.url));

describe('the REST coverage table', () => {
  it('should be what the official client and the route table give today', () => {
    // A failure means a route was added or the client upgraded: run `npx tsx apps/engine/scripts/generate-rest-coverage.ts`.
    expect(readFileSync(COVERAGE_DOC, 'utf8')).toBe(renderRestCoverage(CAMUNDA_V2_ROUTES, API_ROUTES, CAMUNDA_CLIENT_VERSION));
  });

  it('should count an operation as served whatever its path parameters are named', () => {
    const served: ApiRoute[] = [{ ...(API_ROUTES[0] as ApiRoute), method: 'get', path: '/v2/jobs/{key}' }];
    const camunda: CamundaRoute[] = [
      { method: 'GET', path: '/jobs/{jobKey}', operationId: 'getJob' },
      { method: 'POST', path: '/jobs/{jobKey}', operationId: 'postJob' },
    ];

    const table = renderRestCoverage(camunda, served, '1.0.0');

    expect(table).toContain('**1 of 2 operations served.**');
    expect(table).toContain('| `getJob` | `GET /v2/jobs/{jobKey}` | yes |');
    expect(table).toContain('| `postJob` | `POST /v2/jobs/{jobKey}` | no (501) |');
    expect(table).toContain('| `/v2/jobs` | 1 | 2 |');
  });
});
