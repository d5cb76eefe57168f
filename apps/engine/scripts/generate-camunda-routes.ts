/** Regenerates apps/engine/src/http/camunda-routes.generated.ts from the installed official Camunda client. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { installedCamundaClientVersion, readInstalledCamundaRoutes, renderCamundaRoutesModule } from '../src/http/camunda-route-extraction.js';

const target = fileURLToPath(new URL('../src/http/camunda-routes.generated.ts', import.meta.url));
const routes = readInstalledCamundaRoutes();
writeFileSync(target, renderCamundaRoutesModule(routes, installedCamundaClientVersion()));
console.log(`Wrote ${routes.length} routes to ${target}`);
