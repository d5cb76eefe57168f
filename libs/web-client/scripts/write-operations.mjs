// Writes src/requests/operations.ts, where each operation of the engine's route table is served (method and path),
// from the built @baton/api-contract: the browser gets the addresses without the table's schemas. Run it after a
// route is added or moved (`npm run operations -w @baton/web-client`); the file's types refuse an address that has
// drifted from the table.
import { writeFileSync } from 'node:fs';
import { API_ROUTES } from '@baton/api-contract';

const lines = [
  '// Written by `npm run operations -w @baton/web-client` from the route table of @baton/api-contract: do not edit.',
  "import type { OperationId, RouteEntryOf } from '@baton/api-contract';",
  '',
  '/** Where the engine serves each operation; a value that drifts from the route table does not compile. */',
  'export const OPERATIONS = {',
  ...API_ROUTES.map((route) => `  ${route.operationId}: { method: '${route.method}', path: '${route.path}' },`),
  "} as const satisfies { readonly [O in OperationId]?: { readonly method: RouteEntryOf<O>['method']; readonly path: RouteEntryOf<O>['path'] } };",
  '',
];
writeFileSync(new URL('../src/requests/operations.ts', import.meta.url), lines.join('\n'));
