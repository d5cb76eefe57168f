import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { consoleErrors, deploy, rest, SCREENSHOTS } from '../support/tasklist.js';

/** The value of the scope option whose label starts with `label` (its element instance key follows). */
const scopeOption = async (form: Locator, label: string) => (await form.getByLabel('Scope').locator('option', { hasText: label }).getAttribute('value')) ?? '';

const GATEWAY_PROCESS = readFileSync(join(import.meta.dirname, 'operations-variables.bpmn'), 'utf8');

test('olga sets the missing variable from the incident, resolves it, and the instance moves on', async ({ page, engine }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 1100 });
  await deploy(engine.baseUrl, { 'operations-variables.bpmn': GATEWAY_PROCESS });
  const key = await startInstance(engine, 'ops-variables', { orderId: 'o-44' });

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'gw_amount', 'incident')).toHaveText('⚠ 1');
  // the incident names the gateway by its name, its id beside it
  await expect(view.getByTestId('incidents')).toContainText('Amount high? (gw_amount)');

  await view.getByTestId('incidents').getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Resolve incident at Amount high? (gw_amount)' });
  await dialog.getByRole('button', { name: 'Set a variable first…' }).click();
  const form = dialog.getByRole('form', { name: 'Add a variable' });
  await expect(form.getByLabel('Scope')).toHaveValue(key);
  await form.getByLabel('Name').fill('amount');
  // a value that is not JSON stays in the form, refused beside the field
  await form.getByLabel('Value (JSON)').fill('two hundred');
  await form.getByRole('button', { name: 'Save variable' }).click();
  await expect(form.getByRole('alert')).toContainText('Not JSON');
  await expect(form.getByLabel('Value (JSON)')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-variables-invalid-json.png') });

  await form.getByLabel('Value (JSON)').fill('250');
  await form.getByRole('button', { name: 'Save variable' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Saved before resolving: amount');
  await dialog.getByLabel('Reason').fill('the shop sent the order without its amount');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-variables-resolve.png') });
  await dialog.getByRole('button', { name: 'Resolve incident' }).click();
  await expect(dialog).toHaveCount(0);

  // the gateway takes the high-amount flow: the instance waits at the approval, no incident left
  await expect(badge(page, 'approve', 'token')).toHaveText('1');
  await expect(badge(page, 'gw_amount', 'incident')).toHaveCount(0);
  await expect(view.getByTestId('instance-state')).toHaveText('ACTIVE');
  await view.getByRole('tab', { name: 'Variables' }).click();
  await expect(view.getByTestId('variables')).toContainText('amount');
  await expect(view.getByTestId('variables')).toContainText('250');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-variables-resolved.png'), fullPage: true });

  const variables = await rest<{ items: { name: string; value: string; scopeKey: string }[] }>(
    engine.baseUrl,
    { user: 'olga' },
    'POST',
    '/v2/variables/search',
    {
      filter: { processInstanceKey: key, name: 'amount' },
    },
  );
  expect(variables.body.items.map((item) => [item.value, item.scopeKey])).toEqual([['250', key]]);
  expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
});

test('olga changes a variable, adds one to a task scope, and sees the engine refuse a scope that ended', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-vars-edit', [{ id: 'charge', name: 'Charge card', jobType: 'ops-vars-edit-charge' }]);
  const key = await startInstance(engine, 'ops-vars-edit', { orderId: 'o-45', amount: 120 });
  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'charge', 'token')).toHaveText('1');
  await view.getByRole('tab', { name: 'Variables' }).click();
  const variables = view.getByTestId('variables');

  // the value of amount becomes an object
  await variables.getByRole('button', { name: 'Edit amount' }).click();
  const edit = variables.getByRole('form', { name: 'Change variable amount' });
  await expect(edit.getByLabel('Value (JSON)')).toHaveValue('120');
  await edit.getByLabel('Value (JSON)').fill('{"net": 100, "vat": 20}');
  await edit.getByRole('button', { name: 'Save variable' }).click();
  await expect(variables.getByRole('status')).toHaveText('Saved amount in Process instance.');
  await expect(variables).toContainText(/"net": ?100, ?"vat": ?20/);

  // a variable local to the task's scope, listed under the task by name
  await variables.getByRole('button', { name: 'Add variable' }).click();
  const add = variables.getByRole('form', { name: 'Add a variable' });
  await add.getByLabel('Scope').selectOption(await scopeOption(add, 'Charge card (charge)'));
  await add.getByLabel('Name').fill('cardHint');
  await add.getByLabel('Value (JSON)').fill('"use the backup card"');
  await add.getByRole('button', { name: 'Save variable' }).click();
  await expect(variables.locator('.ops-scope h3', { hasText: 'Charge card (charge)' })).toBeVisible();
  await expect(variables).toContainText('"use the backup card"');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-variables-scopes.png'), fullPage: true });

  // the task ends while olga writes: the engine refuses, and the refusal shows at the scope
  await variables.getByRole('button', { name: 'Add variable' }).click();
  await add.getByLabel('Scope').selectOption(await scopeOption(add, 'Charge card (charge)'));
  await add.getByLabel('Name').fill('late');
  await add.getByLabel('Value (JSON)').fill('true');
  const jobKey = await activateJob(engine, 'ops-vars-edit-charge');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, {})).status).toBe(204);
  await add.getByRole('button', { name: 'Save variable' }).click();
  await expect(add.getByLabel('Scope')).toHaveAttribute('aria-invalid', 'true');
  await expect(add.getByRole('alert')).toContainText('not active');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-variables-refused.png'), fullPage: true });
});
