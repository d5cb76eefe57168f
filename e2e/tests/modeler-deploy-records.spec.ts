import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { newProcess, openModelerAs, select, shape } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('Deploy saves the deployed revision in the library, which says which revision is which version; a deployed version opens with its form', async ({
  page,
  engine,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await openModelerAs(page, engine, 'ann');
  const notice = page.getByTestId('notice');
  const checked = page.getByTestId('validation-summary');

  // given ann's new process with a form on its user task, deployed
  await newProcess(page, 'Service task and approval', 'Parental leave');
  await select(page, 'Approve');
  await page.getByRole('button', { name: 'Edit form' }).click();
  await page
    .getByRole('dialog', { name: /^Form / })
    .getByRole('button', { name: 'Save form' })
    .click();
  await expect(checked).toHaveText('No problems: the engine would deploy this model');
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(notice).toHaveText('Deployed parental-leave version 1 with 1 form');

  // and deployed again after renaming a task
  await shape(page, 'Check').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Check leave balance');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });
  await expect(checked).toHaveText('No problems: the engine would deploy this model');
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(notice).toHaveText('Deployed parental-leave version 2 with 1 form');

  // then the library has the model, and its revisions say which was deployed as which version
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  const library = page.getByRole('complementary', { name: 'Model library' });
  const model = library.locator('.baton-library-item').filter({ has: page.getByRole('button', { name: /^Parental leave rev\./ }) });
  await model.getByRole('button', { name: 'Revisions' }).click();
  const revisions = library.locator('.baton-revisions li');
  await expect(revisions.filter({ hasText: 'deployed as version 1' })).toHaveCount(1);
  await expect(revisions.filter({ hasText: 'deployed as version 2' })).toHaveCount(1);
  await expect(library.locator('.baton-deployed-as')).toHaveCount(2);
  // the newest revision is the one deployed last
  await expect(revisions.first()).toContainText('deployed as version 2');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-deploy-records.png') });

  // when version 1 is opened from the deployed list, its form comes with it
  await library
    .getByTestId('deployed-versions')
    .getByRole('link', { name: /version 1 · parental-leave/ })
    .click();
  await expect(notice).toHaveText(/^Opened the deployed "Parental leave version 1" with its form from "Parental leave" revision \d+$/);
  await expect(shape(page, 'Check')).toContainText('Check request');
  await select(page, 'Approve');
  await page.getByRole('button', { name: 'Edit form' }).click();
  const form = page.getByRole('dialog', { name: 'Form Approve-form' });
  await expect(form).toContainText('Comment');
  await expect(form.locator('.baton-naming')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-deployed-with-form.png') });
});
