import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../support/engine.js';
import { expect, test } from '../support/fixtures.js';
import { authHeaders } from '../support/tokens.js';

const EXAMPLE = join(REPO_ROOT, 'examples', 'order-client.mjs');

function run(file: string, env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [file], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

test("the README's client example is examples/order-client.mjs, word for word", () => {
  const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
  const block = /```js\n(\/\/ The README's client example[\s\S]*?)```/.exec(readme);
  expect(block?.[1]).toBe(readFileSync(EXAMPLE, 'utf8'));
});

test('the client example deploys, starts an order, charges it with its worker and exits when the order is done', async ({ engine, request }) => {
  // when
  const result = await run(EXAMPLE, { BATON_URL: engine.baseUrl });

  // then: it ended on its own (the worker stopped), after the instance completed
  expect(result.output).toMatch(/^Charging order o-1\nOrder process instance \d+ is COMPLETED \(charged: true\)\n$/);
  expect(result.code).toBe(0);
  const key = /instance (\d+) is/.exec(result.output)![1];
  const headers = await authHeaders(engine.baseUrl);
  const elements = await request.post(`${engine.baseUrl}/v2/element-instances/search`, {
    headers,
    data: { filter: { processInstanceKey: key }, sort: [{ field: 'elementInstanceKey' }] },
  });
  expect(((await elements.json()) as { items: { elementId: string; state: string }[] }).items.map((item) => [item.elementId, item.state])).toEqual([
    ['order-received', 'COMPLETED'],
    ['charge-card', 'COMPLETED'],
    ['order-charged', 'COMPLETED'],
  ]);
  const variables = await request.post(`${engine.baseUrl}/v2/variables/search`, { headers, data: { filter: { processInstanceKey: key } } });
  expect(((await variables.json()) as { items: { name: string; value: string }[] }).items.map((item) => [item.name, item.value]).sort()).toEqual([
    ['charged', 'true'],
    ['orderId', '"o-1"'],
  ]);
});
