import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

const stateOf = async (baseUrl: string, key: string) =>
  (await rest<{ state: string }>(baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${key}`)).body.state;

test('olga suspends and resumes an instance from its page with a reason the audit log keeps, and a selection from the list', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await deployProcess(engine, 'ops-suspension', [{ id: 'ship', name: 'Ship parcel', jobType: 'ops-suspension-ship' }]);
  const keys = [];
  for (const orderId of ['s-1', 's-2', 's-3']) keys.push(await startInstance(engine, 'ops-suspension', { orderId }));
  const [single, second, third] = keys as [string, string, string];

  // the instance page: Suspend… asks for a reason, the header then says SUSPENDED and offers Resume…
  await openOperationsAs(page, engine, 'olga', `instances/${single}`);
  await expect(page.getByTestId('instance-state')).toHaveText('ACTIVE');
  await page.getByRole('button', { name: 'Suspend…' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend instance ${single}` });
  await expect(dialog.getByRole('button', { name: 'Suspend instance' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('carrier outage');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-suspend-dialog.png'), fullPage: true });
  await dialog.getByRole('button', { name: 'Suspend instance' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('instance-state')).toHaveText('SUSPENDED');
  await expect(page.getByTestId('instance-state')).toHaveClass(/ops-state-suspended/);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-suspended-instance.png'), fullPage: true });
  expect(await stateOf(engine.baseUrl, single)).toBe('SUSPENDED');

  // a suspended instance can be modified (Camunda 8.10): what the plan activates is entered once it is resumed
  await page.getByRole('button', { name: 'Modify…' }).click();
  const modify = page.getByRole('dialog', { name: `Modify instance ${single}` });
  await expect(modify).toContainText('The instance is suspended');
  await modify.getByLabel('Activate an element').check();
  await modify.getByLabel('Element to activate').selectOption('ship');
  await modify.getByRole('button', { name: 'Add to the plan' }).click();
  await modify.getByLabel('Reason').fill('a second parcel');
  await modify.getByRole('button', { name: 'Apply 1 instruction' }).click();
  await expect(modify).toHaveCount(0);
  await expect(page.getByTestId('instance-state')).toHaveText('SUSPENDED');
  await expect(badge(page, 'ship', 'token')).toHaveText('1');

  // the list: the SUSPENDED filter finds it; two more are suspended in bulk after a preview
  await page.goto(`${engine.baseUrl}/modeler/#operations/instances?process=ops-suspension`);
  await expect(page.getByTestId('instance-count')).toHaveText('3 instances');
  const row = (key: string) => page.getByTestId('instance-list').locator('tbody tr').filter({ hasText: key });
  await expect(row(single).locator('.ops-state')).toHaveText('SUSPENDED');
  await page.getByLabel(`Select ${second}`).check();
  await page.getByLabel(`Select ${third}`).check();
  await page.getByRole('button', { name: 'Suspend…' }).click();
  const bulk = page.getByRole('dialog', { name: 'Suspend instances' });
  await expect(bulk.getByTestId('bulk-preview')).toContainText(second);
  await expect(bulk.getByTestId('bulk-preview')).toContainText(third);
  await bulk.getByLabel('Reason').fill('carrier outage, the rest');
  await bulk.getByRole('button', { name: 'Suspend 2 instances' }).click();
  await expect(bulk).toHaveCount(0);
  for (const key of [second, third]) await expect.poll(() => stateOf(engine.baseUrl, key)).toBe('SUSPENDED');
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('State').selectOption('SUSPENDED');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('instance-count')).toHaveText('3 instances');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-suspended-list.png'), fullPage: true });

  // bulk resume of two, then the third from its page
  await page.getByLabel(`Select ${second}`).check();
  await page.getByLabel(`Select ${third}`).check();
  await page.getByRole('button', { name: 'Resume…' }).click();
  const resume = page.getByRole('dialog', { name: 'Resume instances' });
  await resume.getByLabel('Reason').fill('carrier back');
  await resume.getByRole('button', { name: 'Resume 2 instances' }).click();
  await expect(resume).toHaveCount(0);
  for (const key of [second, third]) await expect.poll(() => stateOf(engine.baseUrl, key)).toBe('ACTIVE');

  await page.goto(`${engine.baseUrl}/modeler/#operations/instances/${single}`);
  await page.getByRole('button', { name: 'Resume…' }).click();
  const resumeOne = page.getByRole('dialog', { name: `Resume instance ${single}` });
  await resumeOne.getByLabel('Reason').fill('carrier back');
  await resumeOne.getByRole('button', { name: 'Resume instance' }).click();
  await expect(page.getByTestId('instance-state')).toHaveText('ACTIVE');
  await expect(page.getByRole('button', { name: 'Suspend…' })).toBeVisible();
  await expect(badge(page, 'ship', 'token')).toHaveText('2');

  // who and why
  const audit = await rest<{ items: { annotation: string | null; actorId: string | null }[] }>(
    engine.baseUrl,
    { user: 'demo' },
    'POST',
    '/v2/audit-logs/search',
    {
      filter: { processInstanceKey: single },
    },
  );
  expect(audit.status, JSON.stringify(audit.body)).toBe(200);
  const annotations = audit.body.items.map((item) => item.annotation);
  expect(annotations).toEqual(expect.arrayContaining(['suspend; reason: carrier outage', 'resume; reason: carrier back']));
  expect(audit.body.items.find((item) => item.annotation === 'suspend; reason: carrier outage')?.actorId).toBe('olga');
});
