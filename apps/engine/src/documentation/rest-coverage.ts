/**
 * The coverage table of docs/rest-coverage.md: every operation of Camunda's v2 REST API that the official client knows,
 * and whether Baton serves it. Generated from the two lists the engine itself routes by, so the table cannot drift from
 * what a request gets (a route not served answers 501).
 */
import type { ApiRoute } from '@baton/api-contract';
import type { CamundaRoute } from '../http/camunda-route-extraction.js';

/** Method and path with its parameters unnamed, the same for `{key}` and `{processInstanceKey}`. */
function routeShape(method: string, path: string): string {
  return `${method.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{}')}`;
}

/** The first segment of the path: the resource an operation belongs to. */
function area(path: string): string {
  return path.split('/')[1] ?? '';
}

export function renderRestCoverage(camunda: readonly CamundaRoute[], served: readonly ApiRoute[], clientVersion: string): string {
  const servedShapes = new Set(served.map((route) => routeShape(route.method, route.path)));
  const isServed = (route: CamundaRoute) => servedShapes.has(routeShape(route.method, `/v2${route.path}`));
  const areas = [...new Set(camunda.map((route) => area(route.path)))].sort();
  const servedCount = camunda.filter(isServed).length;
  const lines = [
    '# Camunda 8 REST API coverage',
    '',
    `Which operations of Camunda's v2 REST API (as the official client \`@camunda8/orchestration-cluster-api\` ${clientVersion}`,
    'knows them) Baton serves. An operation it does not serve answers 501 naming it. Generated from the client and',
    "Baton's route table (`libs/api-contract`) by `npx tsx apps/engine/scripts/generate-rest-coverage.ts`; a spec",
    '(`apps/engine/src/documentation/rest-coverage.spec.ts`) fails when this file is out of date.',
    '',
    `**${servedCount} of ${camunda.length} operations served.** What is missing and why: [Coming from Camunda 8](coming-from-camunda-8.md#what-is-missing).`,
    '',
    '## By area',
    '',
    '| area | served | of |',
    '|---|---|---|',
    ...areas.map((name) => {
      const routes = camunda.filter((route) => area(route.path) === name);
      return `| \`/v2/${name}\` | ${routes.filter(isServed).length} | ${routes.length} |`;
    }),
    '',
    '## Every operation',
    '',
    '| operation | method and path | served |',
    '|---|---|---|',
    ...[...camunda]
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method))
      .map((route) => `| \`${route.operationId}\` | \`${route.method} /v2${route.path}\` | ${isServed(route) ? 'yes' : 'no (501)'} |`),
    '',
  ];
  return lines.join('\n');
}
