import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { newProcess, openModelerAs, shape } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** Whether the page would ask before being left: a cancelable beforeunload, as the browser sends it, is cancelled. */
const asksBeforeLeaving = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });

test("ann's work is autosaved to the library, the page warns while it is not, and a reload brings it back", async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  const status = page.getByTestId('autosave-status');
  await newProcess(page, 'Service task and approval', 'Leave');
  await expect(status).toHaveText('');
  expect(await asksBeforeLeaving(page)).toBe(false);

  // she names the model: unsaved until the model rests a moment, and leaving the page asks first
  await page.getByLabel('Model name').fill('Leave request');
  await expect(status).toHaveText('Unsaved changes');
  expect(await asksBeforeLeaving(page)).toBe(true);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-autosave-unsaved.png') });
  await shape(page, 'Check').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Check leave balance');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });

  // once it rests, it is in the library and the page lets her go
  await expect(status).toHaveText(/^Autosaved as revision \d+$/, { timeout: 15_000 });
  const revision = Number(/\d+$/.exec((await status.textContent()) ?? '')?.[0]);
  expect(await asksBeforeLeaving(page)).toBe(false);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-autosave-saved.png') });

  // a reload opens her last autosaved revision
  await page.reload();
  await expect(page.getByTestId('notice')).toHaveText(`Opened your last work, "Leave request" revision ${revision}`);
  await expect(page.getByLabel('Model name')).toHaveValue('Leave request');
  await expect(shape(page, 'Check')).toContainText('Check leave balance');
  await expect(status).toHaveText('');
  expect(await asksBeforeLeaving(page)).toBe(false);

  // every autosave is a revision of the one model in the library
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  const library = page.getByRole('complementary', { name: 'Model library' });
  await expect(library.locator('.baton-library-item')).toHaveCount(1);
  await expect(library).toContainText(`rev. ${revision} · ann`);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-autosave-restored.png') });
  await library.getByRole('button', { name: 'Close the library' }).click();

  // an edit after the reload becomes the next revision, and Save to library finds nothing new to save
  await shape(page, 'Check').dblclick();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Check leave days');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });
  await expect(status).toHaveText(`Autosaved as revision ${revision + 1}`, { timeout: 15_000 });
  await page.getByRole('button', { name: 'Save to library' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`Saved "Leave request" as revision ${revision + 1} in the library`);
});
