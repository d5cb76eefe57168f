import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

test("a process's diagram counts its instances per element, and a heat map shows where they spend their time", async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await deployProcess(engine, 'ops-heat', [
    { id: 'charge', name: 'Charge card', jobType: 'ops-heat-charge' },
    { id: 'approve', name: 'Approve order', userTask: true },
  ]);
  for (let index = 0; index < 3; index++) await startInstance(engine, 'ops-heat', { orderId: `o-${index}` });
  // two charges go through, the third fails for good: 2 wait at the approval, 1 at the charge with an incident
  for (let index = 0; index < 2; index++) {
    const jobKey = await activateJob(engine, 'ops-heat-charge');
    expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, {})).status).toBe(204);
  }
  const failing = await activateJob(engine, 'ops-heat-charge');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${failing}/failure`, { retries: 0, errorMessage: 'card declined' })).status).toBe(204);

  await openOperationsAs(page, engine, 'olga', 'definitions');
  await page.getByRole('link', { name: 'Order ops-heat' }).click();
  const view = page.getByTestId('definition-view');
  await expect(view.getByRole('heading', { level: 1 })).toContainText('Order ops-heat ops-heat');
  await expect(badge(page, 'approve', 'token')).toHaveText('2');
  await expect(badge(page, 'charge', 'token')).toHaveText('1');
  await expect(badge(page, 'charge', 'incident')).toHaveText('⚠ 1');
  await expect(badge(page, 'charge', 'completed')).toHaveText('✓ 2');
  await expect(badge(page, 'start', 'completed')).toHaveText('✓ 3');
  const charge = view.getByTestId('element-statistics').locator('tr[data-element-id="charge"]');
  await expect(charge).toHaveText(/^Charge card charge\s*1\s*1\s*2\s*0/);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-process-counts.png'), fullPage: true });

  // the heat map: every element whose instances ended is shaded and badged with its average time
  await view.getByLabel('Time spent (heat map)').check();
  await expect(badge(page, 'charge', 'token')).toHaveCount(0);
  await expect(badge(page, 'charge', 'heat')).toContainText('⌀');
  await expect(badge(page, 'start', 'heat')).toContainText('⌀');
  await expect(badge(page, 'approve', 'heat')).toHaveCount(0);
  await expect(page.locator('.djs-element[data-element-id="charge"]')).toHaveClass(/ops-heat-[1-5]/);
  await expect(charge.getByRole('cell').nth(5)).not.toHaveText('—');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-process-heat-map.png'), fullPage: true });
});
