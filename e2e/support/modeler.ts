import { expect, type Page } from '@playwright/test';
import type { Engine } from './engine.js';

/** Opens the modeler the engine serves and signs in through the realm's login page; resolves once a model is open. */
export async function openModelerAs(page: Page, engine: Engine, username: string): Promise<void> {
  await page.goto(`${engine.baseUrl}/modeler/`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(username);
  await page.locator('#kc-login').click();
  await expect(page.getByTestId('notice')).toContainText('Opened');
}

/** The open diagram's shape of `elementId`. */
export const shape = (page: Page, elementId: string) => page.locator(`.djs-element.djs-shape[data-element-id="${elementId}"]`);

/** Clicks a context pad entry of the selected element (`append.end-event`, `replace`, `connect`, …). */
export const contextPad = (page: Page, action: string) => page.locator(`.djs-context-pad [data-action="${action}"]`).click();

/** Clicks the element's shape until the properties panel shows it (a screenshot can drop the canvas's selection). */
export async function select(page: Page, elementId: string): Promise<void> {
  await expect(async () => {
    // Near the top left corner: the centre may lie under a context pad of the element selected before.
    await shape(page, elementId).click({ position: { x: 24, y: 16 } });
    expect(await selectedElementId(page)).toBe(elementId);
  }).toPass({ timeout: 10_000 });
}

/** The id of the single selected element, from the properties panel's ID field. */
export const selectedElementId = (page: Page): Promise<string> => page.locator('#bio-properties-panel-id').inputValue();

/** Opens a group of the properties panel (`taskDefinition`, `assignment`, …) unless it is open. */
export async function openPropertiesGroup(page: Page, groupId: string): Promise<void> {
  const header = page.locator(`[data-group-id="group-${groupId}"] .bio-properties-panel-group-header`);
  if (!(await header.getAttribute('class'))?.includes('open')) await header.click();
}

/** The validation badge the modeler shows on an element with issues. */
export const validationBadge = (page: Page, elementId: string) => page.locator(`.djs-overlays[data-container-id="${elementId}"] .baton-validation-badge`);

/** The XML the modeler would save, read through its Download button. */
export async function downloadedXml(page: Page): Promise<{ name: string; xml: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download' }).click()]);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { name: download.suggestedFilename(), xml: Buffer.concat(chunks).toString('utf8') };
}

/** Drops a file on the canvas, as a person drags one from their desktop. */
export async function dropFile(page: Page, name: string, xml: string): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, xml }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([xml], name, { type: 'application/xml' }));
      return transfer;
    },
    { name, xml },
  );
  await page.getByTestId('canvas').dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('notice')).toHaveText(new RegExp(`^Opened ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
}

/** Starts a new process from a template, giving the name the modeler asks for (the process id is derived from it). */
export async function newProcess(page: Page, template: string, name: string): Promise<void> {
  await page.getByLabel('New from template').selectOption({ label: template });
  const dialog = page.getByRole('dialog', { name: 'New process' });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`Opened a new "${template}"`);
}
