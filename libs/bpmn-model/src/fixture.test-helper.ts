import { readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import type { ExecutableProcess, ModelProblem } from './executable-model.js';
import { formatProblems } from './format-problems.js';

/** Reads a `.bpmn` fixture that sits beside the spec whose `import.meta.url` is given. */
export function readFixture(specUrl: string, name: string): string {
  return readFileSync(new URL(name, specUrl), 'utf8');
}

/** Compiles a fixture that must compile and returns its only process. */
export async function compileFixture(specUrl: string, name: string): Promise<ExecutableProcess> {
  const result = await compileBpmn(readFixture(specUrl, name));
  if (!result.ok) expect.fail(`expected ${name} to compile, got:\n${formatProblems(result.problems)}`);
  expect(result.processes).toHaveLength(1);
  const [process] = result.processes;
  if (!process) throw new Error('unreachable');
  return process;
}

/** Compiles a fixture that must be refused and returns its problems. */
export async function problemsOf(specUrl: string, name: string): Promise<ModelProblem[]> {
  return problemsOfXml(readFixture(specUrl, name));
}

export async function problemsOfXml(xml: string): Promise<ModelProblem[]> {
  const result = await compileBpmn(xml);
  if (result.ok) expect.fail('expected the model to be refused, but it compiled');
  return result.problems;
}
