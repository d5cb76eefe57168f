import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { newProcess, openModelerAs } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('ann keeps a model in the library, saves a second revision and opens the first again', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  await newProcess(page, 'Service task and approval', 'Invoice approval');
  await expect(page.getByLabel('Model name')).toHaveValue('Invoice approval');

  // when she saves it twice, renaming a task in between
  await page.getByRole('button', { name: 'Save to library' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Saved "Invoice approval" as revision 1 in the library');
  await page.locator('.djs-shape[data-element-id="Check"]').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Check invoice');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });
  await page.getByRole('button', { name: 'Save to library' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Saved "Invoice approval" as revision 2 in the library');

  // then the library lists the model at revision 2, and revision 1 opens with the old name
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  const library = page.getByRole('complementary', { name: 'Model library' });
  await expect(library).toContainText('Invoice approval');
  await expect(library).toContainText('rev. 2 · ann');
  await library.getByRole('button', { name: 'Revisions' }).first().click();
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-library.png') });
  await library.getByRole('button', { name: /^rev\. 1 by ann/ }).click();
  await expect(page.getByTestId('notice')).toHaveText('Opened "Invoice approval" revision 1');
  await expect(page.locator('.djs-shape[data-element-id="Check"]')).toContainText('Check request');
});
