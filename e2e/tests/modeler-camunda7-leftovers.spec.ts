import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { downloadedXml, dropFile, openModelerAs } from '../support/modeler.js';
import { orderProcess } from '../support/operations.js';
import { SCREENSHOTS } from '../support/tasklist.js';

/** A Zeebe model a Camunda 7 conversion left attributes and an input/output mapping in. */
const LEFTOVERS = orderProcess('c7-leftovers', [{ id: 'charge', name: 'Charge card', jobType: 'c7-leftovers-charge' }])
  .replace('xmlns:zeebe=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:zeebe=')
  .replace('<bpmn:serviceTask id="charge"', '<bpmn:serviceTask id="charge" camunda:asyncBefore="true"')
  .replace(
    '<zeebe:taskDefinition type="c7-leftovers-charge" retries="1" />',
    '<zeebe:taskDefinition type="c7-leftovers-charge" retries="1" /><camunda:inputOutput><camunda:inputParameter name="amount">#{order.amount}</camunda:inputParameter></camunda:inputOutput>',
  );

test('ann removes the Camunda 7 leftovers of a model inside the modeler, and it deploys', async ({ page, engine }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openModelerAs(page, engine, 'ann');
  await dropFile(page, 'c7-leftovers.bpmn', LEFTOVERS);
  await expect(page.getByTestId('conversion-banner')).toContainText('written for Camunda 7');
  await expect(page.getByTestId('validation-summary')).not.toHaveText(/^(Validating…|No problems)/);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-leftovers.png') });

  await page.getByRole('button', { name: 'Remove Camunda 7 leftovers' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Removed 2 Camunda 7 attributes and extension elements');
  await expect(page.getByTestId('conversion-banner')).toHaveCount(0);
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  const { xml } = await downloadedXml(page);
  expect(xml).not.toContain('camunda:');
  expect(xml).not.toContain('http://camunda.org/schema/1.0/bpmn');
  expect(xml).toContain('zeebe:taskDefinition type="c7-leftovers-charge"');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-leftovers-removed.png') });

  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText(/^Deployed \S+ version 1$/);
});
