import { DEMO_USERS, type EngineLinks, OPENAPI_PATH, tokenCommands } from './engine-links.js';

/** The lines `npm start` prints once the engine listens: where everything is and how to get a token. */
export function startBanner(links: EngineLinks): string {
  const { baseUrl, realm } = links;
  const lines = [
    `Baton engine listening on ${baseUrl}`,
    `  Home:       ${baseUrl}/`,
    `  REST API:   ${baseUrl}/v2  (Camunda 8 v2)`,
    `  gRPC:       ${links.grpc ? `${links.grpc}  (Zeebe gateway, plain text)` : 'not listening (GRPC_PORT=0, or its port is taken)'}`,
    `  OpenAPI:    ${baseUrl}${OPENAPI_PATH}`,
    `  Realm:      ${realm ? realm.issuer : 'not served by this engine'}`,
    ...links.apps.map((app) => `  ${`${app.name}:`.padEnd(11)} ${app.built ? `${baseUrl}${app.path}` : 'not built'}`),
    `  Database:   ${links.database}`,
  ];
  if (realm) {
    lines.push(`Demo users: ${DEMO_USERS}`, 'Get a token (user alice, then the worker client):', ...tokenCommands(realm).map(({ command }) => `  ${command}`));
  }
  lines.push('Stop with Ctrl-C.');
  return lines.join('\n');
}
