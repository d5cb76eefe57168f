import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { openOperationsAs, startInstance } from '../support/operations.js';
import { consoleErrors, deploy, SCREENSHOTS } from '../support/tasklist.js';

/** A model deployed without diagram information (written by code) is laid out by the console's viewer (issue 44). */
test('olga sees an instance of a model without diagram information drawn, its token on the waiting task', async ({ page, engine }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await deploy(engine.baseUrl, { 'no-diagram-review.bpmn': readFileSync(join(import.meta.dirname, '..', 'fixtures', 'no-diagram-review.bpmn'), 'utf8') });
  const key = await startInstance(engine, 'no-diagram-review', { requester: 'Ada', amount: 1 });

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const diagram = page.locator('.ops-diagram[data-ready="true"]');
  await expect(diagram).toBeVisible();
  for (const id of ['received', 'review', 'ok', 'approved', 'rejected']) await expect(diagram.locator(`.djs-shape[data-element-id="${id}"]`)).toBeVisible();
  await expect(diagram.locator('.djs-element[data-element-id="received"]')).toHaveClass(/ops-completed/);
  await expect(diagram.locator('.djs-connection[data-element-id="to-review"]')).toHaveCount(1);
  await expect(page.getByText('The diagram cannot be shown')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-no-diagram-laid-out.png') });
  expect(errors).toEqual([]);
});
