import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { deploy, rest, SCREENSHOTS, signIn } from '../support/tasklist.js';

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name), 'utf8');

test("the open task's diagram is a labelled figure that axe finds nothing against", async ({ page, engine }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await deploy(engine.baseUrl, {
    'shared-review.bpmn': fixture('shared-review.bpmn'),
    'invoice-approval.form': readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'tasklist', 'invoice-approval.form'), 'utf8'),
  });
  const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
    processDefinitionId: 'shared-review',
    variables: {},
  });
  expect(started.status).toBe(200);
  let taskKey = '';
  await expect(async () => {
    const tasks = await rest<{ items: { userTaskKey: string }[] }>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    taskKey = tasks.body.items[0]?.userTaskKey ?? '';
    expect(taskKey).not.toBe('');
  }).toPass();

  await signIn(page, engine.baseUrl, 'alice');
  await page.goto(`${engine.baseUrl}/tasklist/tasks/${taskKey}`);
  const diagram = page.getByRole('figure');
  await expect(diagram.locator('.djs-element.diagram-active')).toHaveCount(1);
  await expect(diagram).toHaveAttribute('aria-label', /.+/);
  await expect(page.locator('.diagram[role="img"]')).toHaveCount(0);
  await diagram.scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-diagram-figure.png') });

  // axe over the diagram: bpmn-js's focusable canvas inside an image role was a nested-interactive finding
  const results = await new AxeBuilder({ page }).include('.diagram').withTags(['wcag2a', 'wcag2aa', 'best-practice']).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
});
