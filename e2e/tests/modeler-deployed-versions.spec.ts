import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { shape } from '../support/modeler.js';
import { deployProcess, openOperationsAs } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

test("every deployed version opens in the modeler: from the console's process page and from the library", async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await deployProcess(engine, 'ops-reopen', [{ id: 'charge', name: 'Charge card', jobType: 'ops-reopen-charge' }]);
  await deployProcess(engine, 'ops-reopen', [
    { id: 'charge', name: 'Charge card', jobType: 'ops-reopen-charge' },
    { id: 'approve', name: 'Approve order', userTask: true },
  ]);
  const versions = await rest<{ items: { processDefinitionKey: string; version: number }[] }>(
    engine.baseUrl,
    { user: 'dave' },
    'POST',
    '/v2/process-definitions/search',
    { filter: { processDefinitionId: 'ops-reopen' }, sort: [{ field: 'version', order: 'ASC' }] },
  );
  const [first, second] = versions.body.items.map((item) => item.processDefinitionKey);

  // dave (a developer: console and modeler) opens version 1 from its process page
  await openOperationsAs(page, engine, 'dave', `definitions/${first}`);
  await page.getByRole('link', { name: 'Open in the modeler' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Opened the deployed "Order ops-reopen version 1"');
  await expect(page.getByLabel('Model name')).toHaveValue('Order ops-reopen version 1');
  await expect(shape(page, 'charge')).toBeVisible();
  await expect(shape(page, 'approve')).toHaveCount(0);
  expect(page.url()).toMatch(/#modeling$/);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-deployed-version-1.png') });

  // the library lists both deployed versions; version 2 opens from there
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  const deployed = page.getByTestId('deployed-versions');
  // (other specs of this worker's engine deploy processes of their own)
  await expect(deployed.getByRole('link', { name: /ops-reopen/ })).toHaveCount(2);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-library-deployed.png') });
  await deployed.locator(`a[href="#modeling?definition=${second}"]`).click();
  await expect(page.getByTestId('notice')).toHaveText('Opened the deployed "Order ops-reopen version 2"');
  await expect(shape(page, 'approve')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Model library' })).toHaveCount(0);
});

test('an operator, who has no Modeling area, is not offered "Open in the modeler" on a process page', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-no-model', [{ id: 'charge', name: 'Charge card', jobType: 'ops-no-model-charge' }]);
  const versions = await rest<{ items: { processDefinitionKey: string }[] }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-definitions/search', {
    filter: { processDefinitionId: 'ops-no-model' },
  });
  const key = versions.body.items[0]!.processDefinitionKey;

  // olga (an operator) sees the process page with its other actions, without the modeler's
  await openOperationsAs(page, engine, 'olga', `definitions/${key}`);
  await expect(page.getByRole('link', { name: 'Instances of this version' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in the modeler' })).toHaveCount(0);
  await expect(page.getByRole('navigation').getByText('Modeling')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-definition-operator.png') });
});
