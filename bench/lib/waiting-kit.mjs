// What bench/timers.mjs and bench/waiting-instances.mjs share: options, many instance starts, and the engine as a
// child process whose memory the benchmark can read: `node --expose-gc` with a preloaded probe that, on SIGWINCH (a
// signal neither Node nor Nest's shutdown hooks use; SIGUSR2 would stop the engine), runs
// full garbage collections and prints process.memoryUsage() as one `BENCH_MEMORY {...}` line. The engine is unchanged.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { benchNodeArgs, engineNodeFlags, sleep, timeout } from './engine.mjs';
import { procStat, ticksToMs } from './proc.mjs';

const PROBE = `process.on('SIGWINCH', () => {
  for (let i = 0; i < 3; i++) globalThis.gc();
  process.stderr.write('BENCH_MEMORY ' + JSON.stringify(process.memoryUsage()) + '\\n');
});`;

/** Resident set size of a process in bytes, from /proc/<pid>/status (VmRSS), or null when unreadable. */
export function rssBytes(pid) {
  try {
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}

/** Spawns `node apps/engine/dist/main.js` on PORT=0 and waits until GET /v2/status answers 204. */
export async function startProbedEngine({ repoRoot, mainJs, env, logLevel = 'warn', name = 'engine', log, startTimeoutMs = 120_000 }) {
  const probe = `data:text/javascript,${encodeURIComponent(PROBE)}`;
  // As startEngine: the bench's clients send no tokens (AUTH=oidc is the engine's default).
  const childEnv = { AUTH: 'none', ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: logLevel };
  const child = spawn(process.execPath, ['--expose-gc', ...engineNodeFlags(), ...benchNodeArgs(), '--import', probe, mainJs], {
    cwd: repoRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const memoryWaiters = [];
  let exited = null;
  const exitPromise = new Promise((resolve) => child.on('exit', (code, signal) => resolve((exited = { code, signal }))));
  let resolveUrl;
  const urlPromise = new Promise((resolve) => (resolveUrl = resolve));
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      buffer += chunk;
      for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        if (line.startsWith('BENCH_MEMORY ')) {
          const memory = JSON.parse(line.slice('BENCH_MEMORY '.length));
          for (const wake of memoryWaiters.splice(0)) wake(memory);
          continue;
        }
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (process.env.BENCH_ENGINE_OUTPUT) process.stderr.write(`[${name}] ${line}\n`);
        const match = /listening on (http:\/\/\S+)/.exec(line);
        if (match) resolveUrl(match[1]);
      }
    });
  }
  const baseUrl = await Promise.race([
    urlPromise,
    exitPromise.then(({ code, signal }) => Promise.reject(new Error(`${name} exited during start-up (code ${code}, signal ${signal})\n${tail.join('\n')}`))),
    timeout(startTimeoutMs).then(() => Promise.reject(new Error(`${name} did not report its port within ${startTimeoutMs} ms\n${tail.join('\n')}`))),
  ]);
  for (const deadline = Date.now() + 60_000; ; await sleep(100)) {
    if (exited) throw new Error(`${name} exited (code ${exited.code})\n${tail.join('\n')}`);
    try {
      const response = await fetch(`${baseUrl}/v2/status`);
      await response.arrayBuffer();
      if (response.status === 204) break;
    } catch {}
    if (Date.now() > deadline) throw new Error(`GET ${baseUrl}/v2/status did not answer 204 within 60 s`);
  }
  log?.(`${name} pid ${child.pid} ready at ${baseUrl}`);
  return {
    name,
    pid: child.pid,
    baseUrl,
    tail,
    get exited() {
      return exited;
    },
    /** process.memoryUsage() of the engine right after full garbage collections. */
    memory() {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${name} did not report its memory`)), 30_000);
        memoryWaiters.push((memory) => {
          clearTimeout(timer);
          resolve(memory);
        });
        child.kill('SIGWINCH');
      });
    },
    rss: () => rssBytes(child.pid),
    /** CPU time (user + system) of the engine so far, in ms. */
    cpuMs: () => ticksToMs(procStat(child.pid)?.ticks ?? 0),
    /** SIGTERM (the engine finishes what it fires and releases its claims), SIGKILL after the grace period. */
    async stop(graceMs = 20_000) {
      if (exited) return exited;
      child.kill('SIGTERM');
      const result = await Promise.race([exitPromise, timeout(graceMs).then(() => null)]);
      if (result) return result;
      log?.(`${name} did not stop within ${graceMs} ms: SIGKILL`);
      child.kill('SIGKILL');
      return exitPromise;
    },
  };
}

/**
 * Starts `count` process instances, `concurrency` requests at a time, round-robin over the clients;
 * `bodyFor(index)` gives the request body. Resolves to the keys in index order.
 */
export async function startInstances(clients, count, bodyFor, { concurrency = 64, onProgress } = {}) {
  const keys = new Array(count);
  let next = 0;
  let done = 0;
  const lane = async (laneIndex) => {
    const client = clients[laneIndex % clients.length];
    while (next < count) {
      const index = next++;
      const started = await client.request('POST', '/v2/process-instances', { json: bodyFor(index) });
      keys[index] = started.processInstanceKey;
      if (++done % 1000 === 0) onProgress?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, (_, index) => lane(index)));
  return keys;
}

/** Calls `read` every `everyMs` until `done(value)`; throws after `timeoutMs`. */
export async function waitUntil(read, done, { timeoutMs = 120_000, everyMs = 100, what = 'a condition' } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what} (last: ${JSON.stringify(value)})`);
    await sleep(everyMs);
  }
}

/** NAME=value or --name value arguments, then the environment, then the defaults. */
export function readOptions(defaults, argv = process.argv.slice(2)) {
  const options = { ...defaults };
  for (const name of Object.keys(defaults)) if (process.env[name]) options[name] = process.env[name];
  for (let i = 0; i < argv.length; i++) {
    const match = /^(?:--)?([A-Za-z_-]+)(?:=(.*))?$/.exec(argv[i]);
    const name = match?.[1].toUpperCase().replaceAll('-', '_');
    if (!name || !(name in defaults)) throw new Error(`Unknown option ${argv[i]}; options: ${Object.keys(defaults).join(', ')}`);
    options[name] = match[2] ?? argv[++i];
  }
  for (const [name, value] of Object.entries(defaults)) {
    if (typeof value === 'number') {
      options[name] = Number(options[name]);
      if (!Number.isSafeInteger(options[name]) || options[name] < 1) throw new Error(`${name} must be a positive integer`);
    }
  }
  return options;
}
