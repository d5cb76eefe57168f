import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { openModelerAs, select } from '../support/modeler.js';
import { authHeaders } from '../support/tokens.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('a new process and a new form are named first; their ids are derived from the names', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');

  // given ann starts a process from a template: she is asked its name, and the id follows it
  await page.getByLabel('New from template').selectOption({ label: 'Service task and approval' });
  const dialog = page.getByRole('dialog', { name: 'New process' });
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Name').fill('Invoice approval (EU)');
  await expect(dialog.getByLabel('Process id')).toHaveValue('invoice-approval-eu');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-naming-process.png') });

  // an id the engine would refuse is said and cannot be used; a valid one she types stays whatever the name becomes
  await dialog.getByLabel('Process id').fill('1 invoice');
  await expect(dialog.getByRole('alert')).toContainText('starts with a letter');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await dialog.getByLabel('Process id').fill('invoice-approval');
  await dialog.getByLabel('Name').fill('Invoice approval');
  await expect(dialog.getByLabel('Process id')).toHaveValue('invoice-approval');
  await dialog.getByRole('button', { name: 'Create' }).click();

  // then the model opens with that name, and the process carries the name and id
  await expect(page.getByTestId('notice')).toHaveText('Opened a new "Service task and approval"');
  await expect(page.getByLabel('Model name')).toHaveValue('Invoice approval');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });
  await expect(page.locator('#bio-properties-panel-id')).toHaveValue('invoice-approval');
  await expect(page.locator('#bio-properties-panel-name')).toHaveValue('Invoice approval');

  // when she edits the user task's new form, its name is asked beside the editor
  await select(page, 'Approve');
  await page.getByRole('button', { name: 'Edit form' }).click();
  const formDialog = page.getByRole('dialog', { name: /^Form / });
  await expect(formDialog.getByLabel('Name')).toHaveValue('Approve request form');
  await expect(formDialog.getByLabel('Form id')).toHaveValue('Approve-form');
  await formDialog.getByLabel('Name').fill('Invoice decision');
  await expect(formDialog.getByLabel('Form id')).toHaveValue('invoice-decision');
  await expect(formDialog.locator('.fjs-editor-container')).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-naming-form.png') });
  await formDialog.getByRole('button', { name: 'Save form' }).click();
  await expect(formDialog).toHaveCount(0);

  // then Deploy deploys the process under its id with the form under its id
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Deployed invoice-approval version 1 with 1 form');
  const headers = { ...(await authHeaders(engine.baseUrl, { user: 'ann' })), 'content-type': 'application/json' };
  const search = await fetch(`${engine.baseUrl}/v2/process-definitions/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: { processDefinitionId: 'invoice-approval' } }),
  });
  const { items } = (await search.json()) as { items: { processDefinitionKey: string; name: string }[] };
  expect(items.map((item) => item.name)).toEqual(['Invoice approval']);
  const xml = await (await fetch(`${engine.baseUrl}/v2/process-definitions/${items[0]!.processDefinitionKey}/xml`, { headers })).text();
  expect(xml).toContain('<zeebe:formDefinition formId="invoice-decision" />');
});
