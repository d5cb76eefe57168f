import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

test('olga reads the health overview, the processes and the filtered instance list, and cancels instances in bulk after a preview', async ({
  page,
  engine,
}) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await deployProcess(engine, 'ops-console', [
    { id: 'pick', name: 'Pick items', jobType: 'ops-console-pick' },
    { id: 'pack', name: 'Pack parcel', userTask: true },
  ]);
  const keys = [];
  for (const orderId of ['c-1', 'c-2', 'c-3', 'c-4']) keys.push(await startInstance(engine, 'ops-console', { orderId, express: orderId === 'c-2' }));
  // one instance gets an incident, one moves on to packing
  const failing = await activateJob(engine, 'ops-console-pick');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${failing}/failure`, { retries: 0, errorMessage: 'scanner offline' })).status).toBe(204);
  const done = await activateJob(engine, 'ops-console-pick');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${done}/completion`, {})).status).toBe(204);

  // the health overview: the numbers, each a link to the instances it counts
  await openOperationsAs(page, engine, 'olga');
  const health = page.getByTestId('health-overview');
  await expect(health.getByTestId('card-with incidents')).toContainText(/[1-9]/);
  await expect(health).toContainText('JOB_NO_RETRIES');
  await expect(health.getByTestId('longest-waiting')).toContainText('pick');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-health.png'), fullPage: true });
  await health.getByRole('link', { name: 'ops-console' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('1 instance');

  // the processes page: counts per state and per active element
  await page.getByRole('navigation', { name: 'Operations' }).getByRole('link', { name: 'Processes' }).click();
  const definitions = page.getByTestId('definitions');
  const row = definitions.getByRole('row').filter({ hasText: 'ops-console' }).first();
  await expect(row.getByRole('cell').nth(3)).toHaveText('4');
  await row.getByRole('button', { name: 'Elements of version 1' }).click();
  await expect(definitions).toContainText('pack');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-processes.png'), fullPage: true });
  await definitions.getByRole('link', { name: 'pick' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('3 instances');

  // the instance list by a variable's value (Camunda's filter.variables)
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Active element').fill('');
  await filters.getByLabel('Variable').fill('orderId="c-2"');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('1 instance');
  await filters.getByLabel('Variable').fill('express=true');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('1 instance');

  // bulk cancel: select two, see what it touches, confirm with a reason
  await filters.getByRole('button', { name: 'Clear' }).click();
  await filters.getByLabel('Process').selectOption('ops-console');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('4 instances');
  const [first, second] = [keys[2]!, keys[3]!];
  await page.getByLabel(`Select ${first}`).check();
  await page.getByLabel(`Select ${second}`).check();
  await page.getByRole('button', { name: 'Cancel…' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('bulk-preview')).toContainText(first);
  await expect(dialog.getByTestId('bulk-preview')).toContainText(second);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-bulk-cancel.png'), fullPage: true });
  await dialog.getByLabel('Reason').fill('duplicate orders');
  await dialog.getByRole('button', { name: 'Cancel 2 instances' }).click();
  await expect(dialog).toHaveCount(0);
  for (const key of [first, second]) {
    await expect
      .poll(async () => (await rest<{ state: string }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${key}`)).body.state)
      .toBe('TERMINATED');
  }
  await filters.getByLabel('State').selectOption('TERMINATED');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('2 instances');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-instances.png'), fullPage: true });
});

test('olga pages through the instances of a process by cursor, forward and back', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-paging', [{ id: 'wait', name: 'Wait', userTask: true }]);
  const keys = [];
  for (let index = 0; index < 60; index++) keys.push(await startInstance(engine, 'ops-paging', { index }));

  await openOperationsAs(page, engine, 'olga', 'instances?process=ops-paging');
  const rows = page.getByTestId('instance-list').locator('tbody tr');
  await expect(page.getByTestId('instance-count')).toHaveText('60 instances');
  await expect(rows).toHaveCount(50);
  // newest first
  await expect(rows.first()).toContainText(keys[59]!);
  await page.getByRole('button', { name: 'Next ›' }).click();
  await expect(page.getByTestId('page-number')).toHaveText('Page 2 of 2');
  await expect(rows).toHaveCount(10);
  await expect(rows.last()).toContainText(keys[0]!);
  await expect(page.getByRole('button', { name: 'Next ›' })).toBeDisabled();
  await page.getByRole('button', { name: '‹ Previous' }).click();
  await expect(page.getByTestId('page-number')).toHaveText('Page 1 of 2');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toContainText(keys[59]!);
});
