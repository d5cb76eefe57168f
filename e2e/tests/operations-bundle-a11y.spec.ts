import AxeBuilder from '@axe-core/playwright';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { SCREENSHOTS } from '../support/tasklist.js';

/** The script files the page fetched (each once: the app loads again after the realm's login page), with their sizes. */
function scriptsOf(page: Page): Map<string, number> {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const name = response.url().split('/').at(-1) ?? '';
    if (!scripts.has(name)) scripts.set(name, 0);
    // The realm's login navigates away while the first load's scripts arrive: their bodies are gone then, and the
    // app's second load (after the login) fetches them again.
    const body = await response.body().catch(() => null);
    if (body !== null) scripts.set(name, body.length);
  });
  return scripts;
}

/** axe's findings on the page, as rule id and the elements it found. */
async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test('the console loads without the modeling bundle, has a favicon, and its pages pass axe', async ({ page, engine }) => {
  // axe reads every node of a page: seven pages take minutes on a loaded machine
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await deployProcess(engine, 'ops-a11y', [{ id: 'charge', name: 'Charge card', jobType: 'ops-a11y-charge' }]);
  const key = await startInstance(engine, 'ops-a11y');
  const scripts = scriptsOf(page);

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  await expect(badge(page, 'charge', 'token')).toHaveText('1');
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  console.log(`operations loaded ${scripts.size} scripts, ${bytes} bytes: ${[...scripts].map(([name, size]) => `${name} ${size}`).join(', ')}`);
  expect([...scripts.keys()].filter((name) => /ModelingWorkspace/.test(name))).toEqual([]);
  expect(bytes).toBeLessThan(1_000_000);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);

  // the diagram is a labelled figure: bpmn-js's focusable canvas inside it is no nested interactive element
  await expect(page.getByRole('figure', { name: `Diagram of instance ${key}` })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByTestId('history')).toContainText('Charge card');
  expect(await axeFindings(page)).toEqual([]);

  // keyboard: Modify… opens from the keyboard, Escape-free Back closes it
  await page.getByRole('button', { name: 'Modify…' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.getByRole('dialog').getByRole('button', { name: 'Back' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  for (const path of ['definitions', 'batches', '']) {
    await page.goto(`${engine.baseUrl}/modeler/#operations${path ? `/${path}` : ''}`);
    await expect(page.getByRole('navigation', { name: 'Operations' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await axeFindings(page), path || 'health').toEqual([]);
  }
  await page.getByRole('link', { name: 'Processes' }).click();
  await page.getByRole('link', { name: 'Order ops-a11y' }).click();
  await expect(badge(page, 'charge', 'token')).toHaveText('1');
  expect(await axeFindings(page)).toEqual([]);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-process-page.png') });
});
