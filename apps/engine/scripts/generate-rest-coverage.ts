/** Regenerates docs/rest-coverage.md from the official client's operations and Baton's route table. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ROUTES } from '@baton/api-contract';
import { renderRestCoverage } from '../src/documentation/rest-coverage.js';
import { CAMUNDA_CLIENT_VERSION, CAMUNDA_V2_ROUTES } from '../src/http/camunda-routes.generated.js';

const target = fileURLToPath(new URL('../../../docs/rest-coverage.md', import.meta.url));
writeFileSync(target, renderRestCoverage(CAMUNDA_V2_ROUTES, API_ROUTES, CAMUNDA_CLIENT_VERSION));
console.log(`Wrote ${target}`);
