import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

test('olga migrates an instance to a new version through the two-diagram mapping view, after a dry run', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  // version 1 waits at "approve"; version 2 calls that step "review" and ships afterwards
  await deployProcess(engine, 'ops-migrate', [
    { id: 'charge', name: 'Charge card', jobType: 'ops-migrate-charge' },
    { id: 'approve', name: 'Approve order', userTask: true },
  ]);
  const key = await startInstance(engine, 'ops-migrate', { orderId: 'o-19' });
  const jobKey = await activateJob(engine, 'ops-migrate-charge');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, {})).status).toBe(204);
  await deployProcess(engine, 'ops-migrate', [
    { id: 'charge', name: 'Charge card', jobType: 'ops-migrate-charge' },
    { id: 'review', name: 'Review order', userTask: true },
    { id: 'ship', name: 'Ship order', jobType: 'ops-migrate-ship' },
  ]);

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  await expect(badge(page, 'approve', 'token')).toHaveText('1');
  await page.getByRole('link', { name: 'Migrate…' }).click();

  // the mapping view: version 2 is the target; charge is mapped by its id, approve (where the token is) is not
  const view = page.getByTestId('migration-view');
  await expect(view.getByLabel('Target version')).toHaveValue(/\d+/);
  await expect(view.getByLabel('Target version').locator('option:checked')).toHaveText('version 2');
  const source = view.getByTestId('source-diagram');
  const target = view.getByTestId('target-diagram');
  await expect(source.locator('.djs-element[data-element-id="charge"]')).toHaveClass(/ops-mapped/);
  await expect(source.locator('.djs-element[data-element-id="approve"]')).toHaveClass(/ops-unmapped/);
  await expect(view.getByLabel('Target of charge')).toHaveValue('charge');
  await expect(view.getByLabel('Target of approve')).toHaveValue('');
  await expect(view.getByRole('button', { name: 'Migrate 1 instance…' })).toBeDisabled();

  // olga maps approve → review on the diagrams: the source element, then the target element
  await source.locator('.djs-element[data-element-id="approve"]').click();
  await target.locator('.djs-element[data-element-id="review"]').click();
  await expect(view.getByLabel('Target of approve')).toHaveValue('review');
  await expect(badge(source, 'approve', 'mapping')).toHaveText('→ review');
  await expect(badge(target, 'review', 'mapping')).toHaveText('← approve');

  // the dry run says the instance would migrate; nothing has changed yet
  await view.getByRole('button', { name: 'Dry run' }).click();
  await expect(view.getByTestId('dry-run-summary')).toHaveText('1 of 1 instance would migrate');
  const before = await rest<{ processDefinitionVersion: number }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${key}`);
  expect(before.body.processDefinitionVersion).toBe(1);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-migration.png'), fullPage: true });

  // then olga migrates, with a reason, and watches the batch
  await view.getByRole('button', { name: 'Migrate 1 instance…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('v2 renames the approval step');
  await dialog.getByRole('button', { name: 'Start migration' }).click();
  await expect(view.getByTestId('batch-state')).toContainText('COMPLETED: 1 done, 0 failed, of 1');
  await expect(view.getByTestId('batch-items')).toContainText(key);
  await expect(view.getByTestId('batch-items')).toContainText('COMPLETED');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-migration-done.png'), fullPage: true });

  // the instance is on version 2 now, its token at review
  await view.getByTestId('batch-items').getByRole('link', { name: key }).click();
  await expect(page.getByTestId('instance-version')).toHaveText('version 2');
  await expect(badge(page, 'review', 'token')).toHaveText('1');
  const after = await rest<{ processDefinitionVersion: number }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${key}`);
  expect(after.body.processDefinitionVersion).toBe(2);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('timeline')).toContainText('olga: process instance migrated');
  await expect(page.getByTestId('timeline')).toContainText('v2 renames the approval step');
  // the batch's item is in the audit log as olga's migration, with the batch named
  const audit = await rest<{ items: { operationType: string; actorId: string; batchOperationType: string | null }[] }>(
    engine.baseUrl,
    { user: 'olga' },
    'POST',
    '/v2/audit-logs/search',
    { filter: { processInstanceKey: key, operationType: 'MIGRATE' } },
  );
  expect(audit.body.items).toMatchObject([{ actorId: 'olga', batchOperationType: 'MIGRATE_PROCESS_INSTANCE' }]);
  await expect(page.getByTestId('timeline')).toContainText('olga: migrate process instance');
});

test('olga migrates instances selected in the list as one batch, mapping in the table, and sees each instance’s result', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1400, height: 1000 });
  await deployProcess(engine, 'ops-bulk-migrate', [{ id: 'approve', name: 'Approve order', userTask: true }]);
  const keys = [await startInstance(engine, 'ops-bulk-migrate'), await startInstance(engine, 'ops-bulk-migrate')];
  await deployProcess(engine, 'ops-bulk-migrate', [
    { id: 'review', name: 'Review order', userTask: true },
    { id: 'ship', name: 'Ship order', jobType: 'ops-bulk-ship' },
  ]);

  await openOperationsAs(page, engine, 'olga', 'instances?process=ops-bulk-migrate&version=1');
  await expect(page.getByTestId('instance-count')).toHaveText('2 instances');
  await page.getByLabel('Select all on this page').check();
  await page.getByRole('link', { name: 'Migrate…' }).click();

  const view = page.getByTestId('migration-view');
  await expect(view.getByRole('heading', { name: 'Migrate 2 instances of Order ops-bulk-migrate' })).toBeVisible();
  await expect(view.getByTestId('mapping-table').getByRole('row').filter({ hasText: 'approve' })).toContainText('2');
  // without a mapping for approve, the dry run names the rule and the fix for each instance
  await view.getByRole('button', { name: 'Dry run' }).click();
  await expect(view.getByTestId('dry-run-summary')).toHaveText('0 of 2 instances would migrate');
  await expect(view.getByTestId('dry-run-report')).toContainText('UNMAPPED_ELEMENT');
  await view.getByLabel('Target of approve').selectOption('review');
  await expect(view.getByTestId('dry-run-report')).toHaveCount(0);
  await view.getByRole('button', { name: 'Dry run' }).click();
  await expect(view.getByTestId('dry-run-summary')).toHaveText('2 of 2 instances would migrate');

  await view.getByRole('button', { name: 'Migrate 2 instances…' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('review replaces approval');
  await page.getByRole('dialog').getByRole('button', { name: 'Start migration' }).click();
  await expect(view.getByTestId('batch-state')).toContainText('COMPLETED: 2 done, 0 failed, of 2');
  for (const key of keys) await expect(view.getByTestId('batch-items').getByRole('row').filter({ hasText: key })).toContainText('COMPLETED');
  for (const key of keys) {
    const instance = await rest<{ processDefinitionVersion: number }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${key}`);
    expect(instance.body.processDefinitionVersion).toBe(2);
  }
});
