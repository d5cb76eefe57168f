import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

const INSTANCES = 30;

test('the batch operations list shows each batch with its progress, and olga resumes a suspended one', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await deployProcess(engine, 'ops-batches', [{ id: 'approve', name: 'Approve order', userTask: true }]);
  for (let index = 0; index < INSTANCES; index++) await startInstance(engine, 'ops-batches');
  // a batch cancellation, suspended at once (before the runner, which polls every 500 ms, has finished it)
  const created = await rest<{ batchOperationKey: string }>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/process-instances/cancellation', {
    filter: { processDefinitionId: 'ops-batches' },
  });
  expect(created.status).toBe(200);
  const key = created.body.batchOperationKey;
  expect((await rest(engine.baseUrl, { user: 'olga' }, 'POST', `/v2/batch-operations/${key}/suspension`)).status).toBe(204);

  await openOperationsAs(page, engine, 'olga', 'batches');
  const row = page.getByTestId('batches').locator(`tr[data-batch-key="${key}"]`);
  await expect(row).toContainText('cancel process instance');
  await expect(row).toContainText('SUSPENDED');
  await expect(row).toContainText('olga');
  await expect(row.getByRole('button')).toHaveText([key, 'Resume', 'Cancel']);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-batches-suspended.png') });

  await row.getByRole('button', { name: 'Resume' }).click();
  await expect(row).toContainText('COMPLETED', { timeout: 20_000 });
  await expect(row).toContainText(`${INSTANCES} done, 0 failed, of ${INSTANCES}`);
  await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(row.getByRole('button')).toHaveText([key]);

  // the batch's items, one per instance
  await row.getByRole('button', { name: key }).click();
  await expect(page.getByTestId('batch-items').locator('tbody tr')).toHaveCount(INSTANCES);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-batches-completed.png'), fullPage: true });
});
