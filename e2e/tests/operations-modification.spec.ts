import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { rest, SCREENSHOTS } from '../support/tasklist.js';

test('olga plans a modification of several instructions, sees where the tokens will be, and applies it', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 1100 });
  await deployProcess(engine, 'ops-modplan', [
    { id: 'charge', name: 'Charge card', jobType: 'ops-modplan-charge' },
    { id: 'approve', name: 'Approve order', userTask: true },
  ]);
  const key = await startInstance(engine, 'ops-modplan', { orderId: 'o-m' });
  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'charge', 'token')).toHaveText('1');

  await view.getByRole('button', { name: 'Modify…' }).click();
  const dialog = page.getByRole('dialog');
  const plan = dialog.getByTestId('modification-plan');
  await expect(plan).toContainText('No instruction yet');
  // 1. move the token from the charge to the approval, with a variable the approval needs
  await expect(dialog.getByLabel('Move a token')).toBeChecked();
  await expect(dialog.getByLabel('Token to move')).toContainText('Charge card (charge)');
  await dialog.getByLabel('Move to').selectOption('approve');
  await dialog.getByLabel('Variables for it (optional JSON object)').fill('[1]');
  await expect(dialog.getByRole('alert')).toHaveText('Variables are a JSON object: {"name": value}.');
  await expect(dialog.getByRole('button', { name: 'Add to the plan' })).toBeDisabled();
  await dialog.getByLabel('Variables for it (optional JSON object)').fill('{"paidInCash": true}');
  await dialog.getByRole('button', { name: 'Add to the plan' }).click();
  // 2. activate the end event as well, then think better of it
  await dialog.getByLabel('Activate an element').check();
  await dialog.getByLabel('Element to activate').selectOption('end');
  await dialog.getByRole('button', { name: 'Add to the plan' }).click();
  await expect(plan.getByRole('listitem')).toHaveText([
    /^Move the token from Charge card \(charge\), \d+ to Approve order \(approve\) with \{"paidInCash": true\}/,
    /^Activate Done \(end\)/,
  ]);
  await expect(plan.getByTestId('tokens-after')).toHaveText('Afterwards the instance waits at: Approve order (approve), Done (end)');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-modification-plan.png') });
  await plan.getByRole('button', { name: 'Remove step 2' }).click();
  await expect(plan.getByTestId('tokens-after')).toHaveText('Afterwards the instance waits at: Approve order (approve)');
  // nothing is left to terminate: the only token is already moved
  await expect(dialog.getByLabel('Terminate an element instance')).toBeDisabled();

  await dialog.getByLabel('Reason').fill('paid in cash at the counter');
  await dialog.getByRole('button', { name: 'Apply 1 instruction' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page, 'approve', 'token')).toHaveText('1');
  await expect(badge(page, 'charge', 'token')).toHaveCount(0);
  await expect(page.locator('.djs-element[data-element-id="charge"]')).toHaveClass(/ops-canceled/);

  const variables = await rest<{ items: { name: string; value: string }[] }>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
    filter: { processInstanceKey: key, name: 'paidInCash' },
  });
  expect(variables.body.items.map((item) => item.value)).toEqual(['true']);
  await view.getByRole('tab', { name: 'History' }).click();
  await expect(view.getByTestId('timeline')).toContainText('reason: paid in cash at the counter');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-modification-applied.png'), fullPage: true });
});
