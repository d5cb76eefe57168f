#!/usr/bin/env node
// How fast this machine is at the moment, on the two kinds of work the harness's figures are made of, so that runs
// taken at different moments can be told apart (bench/README.md, "The machine's drift"):
// - a loopback TCP round trip between two processes (what an engine, its workers and PostgreSQL do all the time:
//   a write that wakes the other side, which answers);
// - a loop of JSON work within one process (what bpmn-engine's figure is made of).
// As a script it runs the echo side of the round trip: node bench/lib/machine-probe.mjs echo
import { fork } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';

const ROUND_TRIPS = 10_000;
const JSON_LOOPS = 200_000;

function echo() {
  const server = net.createServer((socket) => {
    socket.setNoDelay(true);
    socket.on('data', (data) => socket.write(data));
  });
  server.listen(0, '127.0.0.1', () => process.send?.(server.address().port));
}

/** Microseconds of wall time and of this process's CPU per loopback round trip with another process. */
async function loopbackRoundTrip() {
  const child = fork(fileURLToPath(import.meta.url), ['echo'], { stdio: ['ignore', 'ignore', 'ignore', 'ipc'] });
  try {
    const port = await new Promise((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
      // an echo side that could not listen ends without a word: the probe is skipped rather than waiting forever
      child.once('exit', (code) => reject(new Error(`the echo process exited (${code}) before it listened`)));
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const started = process.hrtime.bigint();
    const cpuBefore = process.cpuUsage();
    let answered = 0;
    await new Promise((resolve) => {
      socket.on('data', () => {
        if (++answered === ROUND_TRIPS) resolve();
        else socket.write('x');
      });
      socket.write('x');
    });
    const cpu = process.cpuUsage(cpuBefore);
    socket.destroy();
    return {
      wallUs: Math.round(Number(process.hrtime.bigint() - started) / 100 / ROUND_TRIPS) / 10,
      cpuUs: Math.round(((cpu.user + cpu.system) / ROUND_TRIPS) * 10) / 10,
    };
  } finally {
    child.kill();
  }
}

/** Milliseconds of CPU for a fixed loop of JSON.stringify and JSON.parse. */
function jsonLoop() {
  const value = { keys: ['2251799813685251', '2251799813685252'], text: 'a variable value '.repeat(8), nested: { n: 1.5, none: null, list: [{ id: 'task' }] } };
  const before = process.cpuUsage();
  let length = 0;
  for (let i = 0; i < JSON_LOOPS; i++) length += JSON.parse(JSON.stringify(value)).keys.length;
  const cpu = process.cpuUsage(before);
  if (length !== 2 * JSON_LOOPS) throw new Error('JSON loop miscounted');
  return Math.round((cpu.user + cpu.system) / 1000);
}

/** { loopbackRoundTripUs, loopbackCpuUs, jsonLoopMs }, or { skipped } when the probe cannot run. */
export async function probeMachine() {
  try {
    const roundTrip = await loopbackRoundTrip();
    return { loopbackRoundTripUs: roundTrip.wallUs, loopbackCpuUs: roundTrip.cpuUs, jsonLoopMs: jsonLoop() };
  } catch (error) {
    return { skipped: String(error.message ?? error) };
  }
}

/** One line for a report: `loopback round trip 51 µs (32 µs of CPU), JSON loop 540 ms`. */
export function describeProbe(probe) {
  if (!probe || probe.skipped) return `machine probe skipped${probe ? `: ${probe.skipped}` : ''}`;
  return `loopback round trip ${probe.loopbackRoundTripUs} µs (${probe.loopbackCpuUs} µs of CPU), JSON loop ${probe.jsonLoopMs} ms`;
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv[2] === 'echo') echo();
