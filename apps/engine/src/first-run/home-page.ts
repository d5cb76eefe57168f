import type { INestApplication } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEMO_USERS, type EngineLinks, OPENAPI_PATH, REALM_PATH, tokenCommands } from './engine-links.js';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page `/` answers: links to the API document, the realm and the apps. Links are relative to the engine. */
export function homePage(links: EngineLinks): string {
  const { realm } = links;
  const app = (name: string, path: string, built: boolean) =>
    `<li>${built ? `<a href="${escapeHtml(path)}">${escapeHtml(name)}</a>` : `${escapeHtml(name)}: <span class="off">not built</span>`}</li>`;
  const realmItem = realm
    ? `<li><a href="${REALM_PATH}/.well-known/openid-configuration">Realm</a>: <code>baton</code>, issuer <code>${escapeHtml(realm.issuer)}</code></li>`
    : `<li>Realm: <span class="off">not served by this engine</span></li>`;
  const grpcItem = links.grpc
    ? `<li>gRPC: Zeebe's gateway API on <code>${escapeHtml(links.grpc)}</code> (plain text)</li>`
    : `<li>gRPC: <span class="off">not listening</span></li>`;
  const tokens = realm
    ? `<h2>Demo users</h2><p>${escapeHtml(DEMO_USERS)}.</p><h2>Get a token</h2><pre>${tokenCommands(realm)
        .map(({ caller, command }) => escapeHtml(`# ${caller}\n${command.replace(' -d ', ' \\\n  -d ')}`))
        .join('\n')}</pre>`
    : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Baton</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body { font: 16px/1.5 system-ui, sans-serif; max-width: 52rem; margin: 2rem auto; padding: 0 1rem; color: #1d2330; }
h1 { margin-bottom: 0; } .lead { margin-top: .25rem; color: #555; }
li { margin: .3rem 0; } .off { color: #888; }
pre { background: #f3f4f7; padding: .75rem; overflow-x: auto; font-size: 13px; }
</style></head>
<body>
<h1>Baton</h1>
<p class="lead">BPMN 2.0 engine on PostgreSQL with a Camunda 8 compatible REST API.</p>
<ul>
<li><a href="${OPENAPI_PATH}">API document</a> (OpenAPI; the Camunda v2 API is under <code>/v2</code>)</li>
${grpcItem}
${realmItem}
${links.apps.map((a) => app(a.name, a.path, a.built)).join('\n')}
</ul>
${tokens}
</body></html>
`;
}

/**
 * Serves {@link homePage} at `GET /` once `links` resolves (the links are known once the engine listens). Call
 * before `listen`: Nest registers its routes at `listen`, after this one.
 */
export function installHomePage(app: INestApplication, links: Promise<EngineLinks>): void {
  app.getHttpAdapter().get('/', async (_request: FastifyRequest, reply: FastifyReply) => {
    const resolved = await links;
    return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-cache').send(homePage(resolved));
  });
}
