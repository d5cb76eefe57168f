// `npm start` and `npm run engine`: build what is missing, then run the engine. The build's output (some 65 lines of
// Nx progress) is held back so that the engine's banner is what a newcomer sees; a failed build prints all of it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { ENGINE_NODE_FLAGS } from './engine-node-flags.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** Runs `npm run build`, its output collected; resolves with the exit code and that output. */
function build() {
  return new Promise((resolve) => {
    const child = spawn(npm, ['run', 'build'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.once('error', (error) => resolve({ code: 1, output: `${error.message}\n` }));
    child.once('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });
}

console.log('Building (npm run build)…');
const built = await build();
if (built.code !== 0) {
  process.stderr.write(built.output);
  console.error(`The build failed (exit code ${built.code}); its output is above.`);
  process.exit(built.code);
}

const engine = spawn(process.execPath, [...ENGINE_NODE_FLAGS, 'apps/engine/dist/main.js', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
// Ctrl-C reaches the engine from the terminal itself; a signal sent to this process alone is passed on, so that the
// engine stops its embedded PostgreSQL either way.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => engine.kill(signal));
}
engine.once('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
