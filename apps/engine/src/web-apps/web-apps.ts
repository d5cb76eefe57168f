import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { findRepoRoot } from '../database/migration-runner.js';
import { type MountedRequest, useBeforeRouting } from '../http/middleware.js';

/** The browser apps the engine serves from their Vite builds, each at `/<dir>/` (one origin with the API and the realm). */
export const WEB_APPS = [
  { name: 'Tasklist', dir: 'tasklist' },
  { name: 'Modeler', dir: 'modeler' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.bpmn': 'application/xml',
  '.form': 'application/json',
};

/** The `apps/` folder of the repository the engine runs from, where each app's build is `<dir>/dist`. */
function repoAppsDir(): string | undefined {
  try {
    return join(findRepoRoot(), 'apps');
  } catch {
    return undefined;
  }
}

const builtIndex = (appsDir: string | undefined, dir: string): string | undefined => {
  const index = appsDir && join(appsDir, dir, 'dist', 'index.html');
  return index && existsSync(index) ? index : undefined;
};

export const isWebAppBuilt = (dir: string): boolean => builtIndex(repoAppsDir(), dir) !== undefined;

function sendFile(request: IncomingMessage, response: ServerResponse, file: string, cacheControl: string): void {
  const { size } = statSync(file);
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
    'content-length': size,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}

/** A file of the build when the path names one inside it, without escaping it (`..`). */
function fileInBuild(dist: string, relative: string): string | undefined {
  const file = normalize(join(dist, decodeURIComponent(relative)));
  if (!file.startsWith(dist + sep)) return undefined;
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/**
 * Serves each app's build at `/<dir>/`: its files, hashed assets cached for a year, and `index.html` for every other
 * path below it, so the app's client-side routes survive a reload. Looked up per request, so a build made while the
 * engine runs is served at once; an app not built answers 404 saying how to build it.
 */
export function installWebApps(app: NestFastifyApplication, appsDir: string | undefined = repoAppsDir()): void {
  for (const { name, dir } of WEB_APPS) {
    const prefix = `/${dir}`;
    useBeforeRouting(
      app,
      (request: MountedRequest, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        const originalUrl = request.originalUrl ?? request.url ?? '';
        const [path = '', query] = originalUrl.split('?');
        if (path === prefix) {
          response.writeHead(301, { location: `${prefix}/${query ? `?${query}` : ''}` }).end();
          return;
        }
        const index = builtIndex(appsDir, dir);
        if (!index) {
          response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
          response.end(`The ${name} is not built: run \`npm run build\` (or \`npm start\`, which builds what is missing).\n`);
          return;
        }
        let relative: string;
        try {
          relative = path.slice(prefix.length + 1);
          const file = relative === '' ? undefined : fileInBuild(join(appsDir!, dir, 'dist'), relative);
          if (file) return sendFile(request, response, file, relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
        } catch {
          // a malformed escape in the path: the app's index answers, as for any other unknown path
        }
        sendFile(request, response, index, 'no-cache');
      },
      prefix,
    );
  }
}
