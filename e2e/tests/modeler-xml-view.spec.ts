import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { dropFile, openModelerAs } from '../support/modeler.js';
import { orderProcess } from '../support/operations.js';
import { SCREENSHOTS } from '../support/tasklist.js';

/** A Zeebe model with an input/output mapping of Camunda 7 the engine refuses, on its service task. */
const REFUSED = orderProcess('xml-view', [{ id: 'charge', name: 'Charge card', jobType: 'xml-view-charge' }])
  .replace('xmlns:zeebe=', 'xmlns:camunda="http://camunda.org/schema/1.0/bpmn" xmlns:zeebe=')
  .replace(
    '<zeebe:taskDefinition type="xml-view-charge" retries="1" />',
    '<zeebe:taskDefinition type="xml-view-charge" retries="1" /><camunda:inputOutput><camunda:inputParameter name="amount">#{order.amount}</camunda:inputParameter></camunda:inputOutput>',
  );

test("the XML view shows the model's XML read-only, and a problem links to its element's line", async ({ page, engine }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openModelerAs(page, engine, 'ann');
  await dropFile(page, 'xml-view.bpmn', REFUSED);
  await expect(page.locator('#deploy-blocked-by')).toHaveText(/problem/);

  await page.getByRole('button', { name: 'XML', exact: true }).click();
  const view = page.getByRole('complementary', { name: 'XML' });
  await expect(view.locator('.baton-xml li').first()).toContainText('<?xml');
  await expect(view.locator('.baton-xml')).toContainText('camunda:inputOutput');

  // the engine's refusal names the service task: its link goes to the line where the task starts
  const problem = view.getByRole('list', { name: 'Problems by line' }).getByRole('listitem').filter({ hasText: 'camunda:inputOutput' });
  await problem.getByRole('button', { name: /^line \d+$/ }).click();
  const current = view.locator('.baton-xml li[aria-current="true"]');
  await expect(current).toContainText('<bpmn:serviceTask id="charge"');
  await expect(current).toBeInViewport();
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-xml-view.png') });

  await view.getByRole('button', { name: 'Close the XML view' }).click();
  await expect(view).toHaveCount(0);
});
