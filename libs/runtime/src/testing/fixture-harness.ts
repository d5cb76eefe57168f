import { readFileSync } from 'node:fs';
import { compileBpmn } from '@baton/bpmn-model';
import { InstanceHarness } from './runtime-harness.js';

/** A harness for the one process of a BPMN fixture beside a spec: `harnessForFixture(new URL('x.bpmn', import.meta.url))`. */
export async function harnessForFixture(fixture: URL): Promise<InstanceHarness> {
  const result = await compileBpmn(readFileSync(fixture, 'utf8'));
  if (!result.ok) throw new Error(`expected ${fixture.pathname} to compile, got ${JSON.stringify(result.problems)}`);
  const [process] = result.processes;
  if (!process) throw new Error(`${fixture.pathname} has no process`);
  return new InstanceHarness(process);
}
