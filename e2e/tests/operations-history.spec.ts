import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, badge, openOperationsAs, startInstance } from '../support/operations.js';
import { deploy, rest, SCREENSHOTS } from '../support/tasklist.js';

const SHIPPING = readFileSync(join(import.meta.dirname, 'operations-history.bpmn'), 'utf8');

test('the history shows one row per element instance, nested by scope, with its raw events on expand', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await deploy(engine.baseUrl, { 'operations-history.bpmn': SHIPPING });
  const key = await startInstance(engine, 'ops-history');
  const jobKey = await activateJob(engine, 'ops-history-check');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, { variables: { inStock: true } })).status).toBe(204);

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'pack', 'token')).toHaveText('1');
  await view.getByRole('tab', { name: 'History' }).click();
  const history = view.getByTestId('history');
  const row = (elementId: string) => history.locator(`.ops-history-row[data-element-id="${elementId}"]`);

  // the process on top, its elements under it, the packing under the shipping sub-process
  await expect(row('ops-history')).toContainText('Ship an order ops-history process');
  await expect(row('check')).toContainText('Check stock check service task');
  await expect(row('check')).toContainText('COMPLETED');
  await expect(row('ship')).toContainText('ACTIVE');
  await expect(history.locator('li:has(> .ops-history-row[data-element-id="ship"]) > ul .ops-history-row[data-element-id="pack"]')).toContainText(
    'Pack parcel',
  );
  await expect(history.locator('li:has(> .ops-history-row[data-element-id="check"]) > ul')).toHaveCount(0);
  // one row per element instance: the task's four lifecycle events and its job's are folded into it
  await expect(row('check')).toHaveCount(1);
  await expect(row('check').locator('ol')).toBeHidden();
  await row('check')
    .getByText(/^\d+ events$/)
    .click();
  await expect(row('check').locator('ol')).toContainText('job completed');
  await expect(row('check').locator('ol')).toContainText('element completed');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-history-tree.png'), fullPage: true });
});
