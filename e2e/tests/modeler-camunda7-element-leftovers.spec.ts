import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { downloadedXml, dropFile, openModelerAs, openPropertiesGroup, select } from '../support/modeler.js';
import { orderProcess } from '../support/operations.js';
import { SCREENSHOTS } from '../support/tasklist.js';

/** A Zeebe model with two Camunda 7 leftovers on its service task: an attribute and an input/output mapping the engine refuses. */
const LEFTOVERS = orderProcess('c7-element-leftovers', [{ id: 'charge', name: 'Charge card', jobType: 'c7-element-charge' }])
  .replace('xmlns:zeebe=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:zeebe=')
  .replace('<bpmn:serviceTask id="charge"', '<bpmn:serviceTask id="charge" camunda:asyncBefore="true"')
  .replace(
    '<zeebe:taskDefinition type="c7-element-charge" retries="1" />',
    '<zeebe:taskDefinition type="c7-element-charge" retries="1" /><camunda:inputOutput><camunda:inputParameter name="amount">#{order.amount}</camunda:inputParameter></camunda:inputOutput>',
  );

test("the properties panel lists an element's Camunda 7 leftovers and removes them one by one, undoably", async ({ page, engine }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openModelerAs(page, engine, 'ann');
  await dropFile(page, 'c7-element-leftovers.bpmn', LEFTOVERS);
  await expect(page.locator('#deploy-blocked-by')).toHaveText(/problem/);

  // the service task's panel has a group listing both leftovers
  await select(page, 'charge');
  const group = page.locator('[data-group-id="group-camunda7Leftovers"]');
  await expect(group.locator('.bio-properties-panel-group-header')).toContainText('Camunda 7 leftovers');
  await openPropertiesGroup(page, 'camunda7Leftovers');
  const leftovers = group.locator('.baton-leftover');
  await expect(leftovers).toHaveText(['camunda:asyncBefore="true"Remove', '<camunda:inputOutput>Remove']);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-element-leftovers.png') });

  // removing the input/output mapping lifts the engine's refusal; undo brings it back, and removing it again holds
  await leftovers.filter({ hasText: 'camunda:inputOutput' }).getByRole('button', { name: 'Remove' }).click();
  await expect(leftovers).toHaveText(['camunda:asyncBefore="true"Remove']);
  await expect(page.locator('#deploy-blocked-by')).toHaveCount(0);
  // (a click on the task gives the canvas the keyboard)
  await select(page, 'charge');
  await page.keyboard.press('Control+z');
  await expect(leftovers).toHaveCount(2);
  await leftovers.filter({ hasText: 'camunda:inputOutput' }).getByRole('button', { name: 'Remove' }).click();
  await leftovers.filter({ hasText: 'camunda:asyncBefore' }).getByRole('button', { name: 'Remove' }).click();

  // with the last one gone, so is the group; the model keeps its Zeebe task definition and deploys
  await expect(group).toHaveCount(0);
  const { xml } = await downloadedXml(page);
  expect(xml).not.toContain('camunda:asyncBefore');
  expect(xml).not.toContain('camunda:inputOutput');
  expect(xml).toContain('zeebe:taskDefinition type="c7-element-charge"');
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-element-leftovers-removed.png') });
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Deployed c7-element-leftovers version 1');
});
