import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli, USAGE } from './cli-run.js';
import { camunda7Model } from './conversion.test-helper.js';

describe('baton-convert', () => {
  let dir: string;
  let lines: string[];
  const output = { log: (line: string) => lines.push(line), error: (line: string) => lines.push(`error: ${line}`) };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'baton-convert-'));
    lines = [];
    mkdirSync(join(dir, 'in', 'billing'), { recursive: true });
    writeFileSync(join(dir, 'in', 'charge.bpmn'), camunda7Model('<bpmn:serviceTask id="charge" camunda:class="com.example.Charge" />'));
    writeFileSync(
      join(dir, 'in', 'billing', 'approve.bpmn'),
      camunda7Model(
        '<bpmn:userTask id="approve"><bpmn:extensionElements><camunda:taskListener event="create" class="A" /></bpmn:extensionElements></bpmn:userTask>',
      ),
    );
    writeFileSync(join(dir, 'in', 'notes.txt'), 'not a model');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('should convert every model of a folder tree into the same paths, printing what needs a person', async () => {
    const code = await runCli([join(dir, 'in'), join(dir, 'out')], output);

    expect(code).toBe(0);
    expect(readFileSync(join(dir, 'out', 'charge.bpmn'), 'utf8')).toContain('<zeebe:taskDefinition type="com.example.Charge" />');
    expect(readFileSync(join(dir, 'out', 'billing', 'approve.bpmn'), 'utf8')).toContain('<conversion:note severity="manual">');
    expect(lines).toEqual([
      'billing/approve.bpmn: converted, 1 to decide',
      "  approve: the task listener on 'create' (class A) was removed: move its logic into a task or a worker",
      'charge.bpmn: converted',
      '2 models: 2 converted (1 need a person), 0 unreadable',
    ]);
  });

  it('should fail on notes for a person when asked to, and on unreadable models always', async () => {
    expect(await runCli(['--fail-on-manual', join(dir, 'in'), join(dir, 'out')], output)).toBe(1);

    writeFileSync(join(dir, 'in', 'broken.bpmn'), '<bpmn:definitions');
    lines = [];
    expect(await runCli([join(dir, 'in'), join(dir, 'out')], output)).toBe(1);
    expect(lines).toContain('3 models: 2 converted (1 need a person), 1 unreadable');
  });

  it('should print the usage for anything but two folders', async () => {
    expect(await runCli([join(dir, 'in')], output)).toBe(2);
    expect(lines).toEqual([`error: ${USAGE}`]);
  });
});
