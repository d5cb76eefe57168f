import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { contextPad, openModelerAs, openPropertiesGroup, select, selectedElementId, shape, validationBadge } from '../support/modeler.js';
import { authHeaders } from '../support/tokens.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('ann draws start → service task charge → user task for finance → end, sees validation come and go, and deploys', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  await expect(page.getByTestId('user-name')).toHaveText('Ann Analyst');
  const canvas = page.getByTestId('canvas');

  // the start event's context pad appends a task, which the wrench turns into a service task
  await shape(page, 'StartEvent_1').click();
  await contextPad(page, 'append.append-task');
  await page.keyboard.type('Charge card');
  await canvas.click({ position: { x: 40, y: 400 } });
  await shape(page, 'StartEvent_1').click();
  await page.locator('.djs-shape[data-element-id^="Activity_"]').first().click();
  const charge = await selectedElementId(page);
  await contextPad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-service-task"]').click();

  // then the engine's validation marks it: a service task needs a job type
  await expect(validationBadge(page, charge)).toBeVisible();
  await expect(validationBadge(page, charge)).toHaveAttribute('data-issues', /job type/);
  // and Deploy says why it is disabled
  await expect(page.getByRole('button', { name: 'Deploy' })).toBeDisabled();
  await expect(page.locator('#deploy-blocked-by')).toHaveText(/^\d+ problems? to fix first$/);
  await expect(page.getByRole('button', { name: 'Deploy' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-validation-error.png') });

  // when ann sets the job type in the properties panel, the error goes
  await shape(page, charge).click();
  await select(page, charge);
  await openPropertiesGroup(page, 'taskDefinition');
  await page.locator('#bio-properties-panel-taskDefinitionType').fill('charge');
  await page.locator('#bio-properties-panel-taskDefinitionRetries').fill('5');
  await expect(validationBadge(page, charge)).toHaveCount(0);

  // the palette creates the next task to the right, the wrench makes it a user task for the finance group
  const chargeBox = (await shape(page, charge).boundingBox())!;
  await page.locator('.djs-palette [data-action="create.task"]').click();
  await page.mouse.move(chargeBox.x + chargeBox.width + 150, chargeBox.y + chargeBox.height / 2);
  await page.mouse.click(chargeBox.x + chargeBox.width + 150, chargeBox.y + chargeBox.height / 2);
  const approve = await selectedElementId(page);
  await contextPad(page, 'replace');
  await page.locator('.djs-popup [data-id="replace-with-user-task"]').click();
  await openPropertiesGroup(page, 'general');
  await page.locator('#bio-properties-panel-name').fill('Approve payment');
  await openPropertiesGroup(page, 'assignmentDefinition');
  await page.locator('#bio-properties-panel-assignmentDefinitionCandidateGroups').fill('finance');

  // the user task's form, edited in form-js's editor, is kept with the model
  await page.getByRole('button', { name: 'Edit form' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('.fjs-editor-container')).toBeVisible();
  await expect(dialog).toContainText('Comment');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-form-editor.png') });
  await dialog.getByRole('button', { name: 'Save form' }).click();
  await expect(dialog).toHaveCount(0);

  // connect charge → approve with the context pad, and end after approve
  await select(page, charge);
  await contextPad(page, 'connect');
  await shape(page, approve).click({ position: { x: 24, y: 16 } });
  await select(page, approve);
  await contextPad(page, 'append.end-event');
  await canvas.click({ position: { x: 40, y: 400 } });

  // then nothing is left to fix
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await expect(page.locator('#deploy-blocked-by')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-drawn.png') });

  // when ann deploys
  await page.getByRole('button', { name: 'Deploy' }).click();

  // then the modeler shows the version, and the engine has the definition with what ann set
  await expect(page.getByTestId('notice')).toHaveText(/^Deployed Process_\w+ version 1 with 1 form$/);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-deployed.png') });
  const processId = /Deployed (\S+) version/.exec((await page.getByTestId('notice').textContent()) ?? '')?.[1];
  const headers = { ...(await authHeaders(engine.baseUrl, { user: 'ann' })), 'content-type': 'application/json' };
  const search = await fetch(`${engine.baseUrl}/v2/process-definitions/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: { processDefinitionId: processId } }),
  });
  const { items } = (await search.json()) as { items: { processDefinitionKey: string; version: number }[] };
  expect(items.map((item) => item.version)).toEqual([1]);
  const xml = await (await fetch(`${engine.baseUrl}/v2/process-definitions/${items[0]!.processDefinitionKey}/xml`, { headers })).text();
  expect(xml).toContain('<zeebe:taskDefinition type="charge" retries="5" />');
  expect(xml).toContain('candidateGroups="finance"');
  expect(xml).toContain(`<zeebe:formDefinition formId="${approve}-form" />`);
});
