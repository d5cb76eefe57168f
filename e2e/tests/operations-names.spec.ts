import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { openOperationsAs, startInstance } from '../support/operations.js';
import { deploy, SCREENSHOTS } from '../support/tasklist.js';

const GATEWAY_PROCESS = readFileSync(join(import.meta.dirname, 'operations-variables.bpmn'), 'utf8');

test('the console names processes and elements first, their ids after them', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await deploy(engine.baseUrl, { 'operations-variables.bpmn': GATEWAY_PROCESS });
  // started without `amount`: the gateway stops at an incident
  const key = await startInstance(engine, 'ops-variables', { orderId: 'o-names' });

  await openOperationsAs(page, engine, 'olga', 'instances?process=ops-variables');
  const row = page.getByRole('row', { name: new RegExp(key) });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Order by amount ops-variables');
  await expect(row.locator('.ops-id')).toHaveText('ops-variables');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-names-list.png') });

  await row.getByRole('link', { name: key }).click();
  const view = page.getByTestId('instance-view');
  await expect(view.getByRole('heading', { level: 1 })).toHaveText('Order by amount ops-variables version 1');
  await expect(view.getByTestId('incidents')).toContainText('Amount high? (gw_amount)');
  // the view refreshes itself while it is open: a click that lands as the incidents table is drawn anew is lost (CI,
  // once), and a person would click again
  await expect(async () => {
    await view.getByTestId('incidents').getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('dialog', { name: 'Resolve incident at Amount high? (gw_amount)' })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 10_000 });
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).click();

  // the health page names the process with incidents
  await page.goto(`${engine.baseUrl}/modeler/#operations`);
  await expect(page.getByRole('link', { name: 'Order by amount ops-variables' })).toBeVisible();
  // The table holds the engine's ten oldest waits, which the e2e specs share: each row reads name, id, then the kind in words.
  const waiting = page.getByTestId('longest-waiting');
  await expect(waiting.locator('tbody tr').first()).toBeVisible();
  for (const element of await waiting.locator('tbody tr td:nth-child(2)').allTextContents()) {
    expect(element).toMatch(/ [a-z][a-z -]*[a-z]$/);
    expect(element).not.toMatch(/[A-Z]+_[A-Z_]+/);
  }
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-names-health.png'), fullPage: true });
});
