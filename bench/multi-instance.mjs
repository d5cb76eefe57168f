#!/usr/bin/env node
// Multi-instance cost in the pure runtime (no database, no HTTP): how long the command that reaches a parallel
// multi-instance activity over N items takes (N manual tasks complete at once, each adding its item to an output
// collection, then N service-task jobs are created), and one job completion after that. A cost per item that grows
// with N shows up as a create time growing faster than N. See bench/README.md.
//
//   node bench/multi-instance.mjs              N=1000,2000,4000,8000
//   node bench/multi-instance.mjs N=500,5000
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { compileBpmn } from '../libs/bpmn-model/dist/index.js';
import { emptyInstanceState, processCommand } from '../libs/runtime/dist/index.js';
import { readOptions } from './lib/waiting-kit.mjs';

const { N } = readOptions({ N: '1000,2000,4000,8000' });
const compiled = await compileBpmn(readFileSync(new URL('./multi-instance.bpmn', import.meta.url), 'utf8'));
if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
const [process] = compiled.processes;

let key = 100;
const ports = { now: () => Date.parse('2030-01-01T00:00:00Z'), nextKey: () => String(++key) };

console.log('items\tcreate ms\tms per item\tevents\tone job completion ms');
for (const n of String(N).split(',').map(Number)) {
  const state = emptyInstanceState('1', '9', 1, process);
  const started = performance.now();
  const created = processCommand(state, { type: 'CreateProcessInstance', variables: { n } }, ports);
  const createMs = performance.now() - started;
  if (!created.accepted) throw new Error(created.rejection.message);
  const [jobKey] = state.jobs.keys();
  const completing = performance.now();
  processCommand(state, { type: 'CompleteJob', jobKey, variables: {} }, ports);
  const completeMs = performance.now() - completing;
  console.log(`${n}\t${createMs.toFixed(0)}\t${(createMs / n).toFixed(3)}\t${created.events.length}\t${completeMs.toFixed(1)}`);
}
