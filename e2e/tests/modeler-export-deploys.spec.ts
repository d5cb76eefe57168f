import { join } from 'node:path';
import type { Engine } from '../support/engine.js';
import { expect, test } from '../support/fixtures.js';
import { corpusMissing, corpusModels, importableByBpmnJs } from '../support/corpus.js';
import { downloadedXml, dropFile, newProcess, openModelerAs } from '../support/modeler.js';
import { authHeaders } from '../support/tokens.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

async function deploy(
  engine: Engine,
  name: string,
  xml: string,
): Promise<{ status: number; body: { detail?: string; deployments?: { processDefinition?: { processDefinitionKey: string } }[] } }> {
  const form = new FormData();
  form.append('resources', new Blob([xml]), name);
  const response = await fetch(`${engine.baseUrl}/v2/deployments`, { method: 'POST', body: form, headers: await authHeaders(engine.baseUrl, { user: 'ann' }) });
  return { status: response.status, body: (await response.json()) as never };
}

async function validates(engine: Engine, name: string, xml: string): Promise<boolean> {
  const headers = { ...(await authHeaders(engine.baseUrl, { user: 'ann' })), 'content-type': 'application/json' };
  const response = await fetch(`${engine.baseUrl}/baton/v1/deployments/validation`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ resources: [{ name, content: xml }] }),
  });
  return ((await response.json()) as { valid: boolean }).valid;
}

test('a model made from a template and downloaded from the modeler deploys unchanged', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  await newProcess(page, 'Service task and approval', 'Expense approval');
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');

  // when the downloaded file is deployed as it is
  const { name, xml } = await downloadedXml(page);
  const deployed = await deploy(engine, name, xml);

  // then the engine takes it and keeps it byte for byte
  expect(deployed.status, deployed.body.detail).toBe(200);
  const key = deployed.body.deployments?.[0]?.processDefinition?.processDefinitionKey;
  const stored = await fetch(`${engine.baseUrl}/v2/process-definitions/${key}/xml`, { headers: await authHeaders(engine.baseUrl, { user: 'ann' }) });
  expect(await stored.text()).toBe(xml);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-template.png') });
});

test('every corpus model the engine deploys still deploys after a round trip through the modeler', async ({ page, engine }) => {
  const missing = corpusMissing();
  test.skip(missing !== undefined, missing);
  test.setTimeout(10 * 60_000);
  await openModelerAs(page, engine, 'ann');

  const refused: string[] = [];
  let roundTrips = 0;
  for (const model of corpusModels()) {
    const name = model.path.replaceAll('/', '--');
    if (!(await importableByBpmnJs(model.xml)) || !(await validates(engine, name, model.xml))) continue;
    await dropFile(page, name, model.xml);
    const exported = await downloadedXml(page);
    const deployed = await deploy(engine, exported.name, exported.xml);
    if (deployed.status === 200) roundTrips++;
    else refused.push(`${model.path}: ${deployed.status} ${deployed.body.detail}`);
  }

  expect(refused).toEqual([]);
  expect(roundTrips).toBeGreaterThan(40);
  console.log(`${roundTrips} corpus models deployed after a round trip through the modeler`);
});
