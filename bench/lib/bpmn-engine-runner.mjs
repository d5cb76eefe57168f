#!/usr/bin/env node
// bpmn-engine (an in-memory JavaScript BPMN engine, no persistence) on one of the harness's models, in a process of
// its own so that its CPU and memory are its own:
//   node bench/lib/bpmn-engine-runner.mjs <model.bpmn> <N> <C> [<warm-up>]
// Runs N instances, C at a time, after a warm-up (default 1000, the harness passes its WARMUP); a service task completes at once (its dummy service calls back immediately), a
// user task is signalled as soon as it waits. Prints one JSON line: instances/s and CPU ms per instance.
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Engine } from 'bpmn-engine';

const [file, nText, cText, warmupText] = process.argv.slice(2);
const source = readFileSync(file, 'utf8');
const n = Number(nText);
const c = Number(cText);
const warmup = Number(warmupText ?? 1000);

const listener = new EventEmitter();
listener.on('wait', (api) => api.signal({ approved: true }));

async function runOne(seq) {
  const engine = new Engine({ name: `bench-${seq}`, source, settings: { enableDummyService: true } });
  const ended = new Promise((resolve, reject) => {
    engine.once('end', resolve);
    engine.once('error', reject);
  });
  await engine.execute({ listener, variables: { seq } });
  await ended;
}

async function runAll(count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(c, count) }, async () => {
      while (next < count) await runOne(next++);
    }),
  );
}

await runAll(warmup); // warm-up, as for Baton (its WARMUP)
const cpuBefore = process.cpuUsage();
const started = performance.now();
await runAll(n);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuBefore);
console.log(
  JSON.stringify({
    instances: n,
    concurrency: c,
    instancesPerSecond: Math.round((n / seconds) * 10) / 10,
    cpuMsPerInstance: Math.round(((cpu.user + cpu.system) / 1000 / n) * 1000) / 1000,
  }),
);
