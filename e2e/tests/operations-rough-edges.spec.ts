import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { deploy, rest, SCREENSHOTS } from '../support/tasklist.js';

const ITEMS = 250;

/** A wide multi-instance of a plain task (no diagram): one instance with hundreds of element instances in one scope (the console's paging, checked small; an instance of thousands pages alike). */
const WIDE = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="defs_wide" targetNamespace="http://baton.example/operations">
  <bpmn:process id="ops-wide" name="Touch every item" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>f1</bpmn:outgoing></bpmn:startEvent>
    <bpmn:task id="touch" name="Touch item">
      <bpmn:incoming>f1</bpmn:incoming><bpmn:outgoing>f2</bpmn:outgoing>
      <bpmn:multiInstanceLoopCharacteristics><bpmn:extensionElements><zeebe:loopCharacteristics inputCollection="=items" inputElement="item" /></bpmn:extensionElements></bpmn:multiInstanceLoopCharacteristics>
    </bpmn:task>
    <bpmn:userTask id="review" name="Review items"><bpmn:extensionElements><zeebe:userTask /></bpmn:extensionElements><bpmn:incoming>f2</bpmn:incoming><bpmn:outgoing>f3</bpmn:outgoing></bpmn:userTask>
    <bpmn:endEvent id="end"><bpmn:incoming>f3</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="f1" sourceRef="start" targetRef="touch" />
    <bpmn:sequenceFlow id="f2" sourceRef="touch" targetRef="review" />
    <bpmn:sequenceFlow id="f3" sourceRef="review" targetRef="end" />
  </bpmn:process>
</bpmn:definitions>`;

/** The console's rough edges left by issue 44: the legend's counts, the filter bar's layout, paged batches and history. */
test.describe('the operations console, rough edges', () => {
  test('the instance list keeps its filter bar on one line at 1400 px', async ({ page, engine }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    // a long process id, chosen, is what widened the bar
    await deployProcess(engine, 'quarterly-supplier-invoice-reconciliation', [{ id: 'check', name: 'Check totals', userTask: true }]);
    await openOperationsAs(page, engine, 'olga', 'instances');
    const filters = page.getByRole('form', { name: 'Filters' });
    await filters.getByLabel('Process').selectOption('quarterly-supplier-invoice-reconciliation');
    await filters.getByLabel('Started before').fill('2026-12-31T18:00');
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-filters-1400.png') });
    // the bar aligns its fields and buttons at the bottom: on one line, they all end at the same height
    const bottoms = await filters
      .locator('.ops-field, button')
      .evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().bottom)));
    expect(bottoms).toHaveLength(10);
    expect(new Set(bottoms).size).toBe(1);
  });

  test("the legend counts the instance's own tokens and incidents, the noun by count", async ({ page, engine }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await deployProcess(engine, 'ops-legend', [{ id: 'scan', name: 'Scan invoice', jobType: 'ops-legend-scan' }]);
    const key = await startInstance(engine, 'ops-legend');
    const job = await activateJob(engine, 'ops-legend-scan');
    expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${job}/failure`, { retries: 0, errorMessage: 'scanner offline' })).status).toBe(204);
    await openOperationsAs(page, engine, 'olga', `instances/${key}`);
    const legend = page.getByRole('list', { name: 'Legend' });
    await expect(legend.getByRole('listitem')).toHaveText(['1 active token', '⚠ 1 incident', 'completed path', '↺ compensation']);
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-legend.png') });
  });

  test('the batch operations list pages past its newest 25', async ({ page, engine }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const keys: string[] = [];
    for (let index = 0; index < 27; index++) {
      const created = await rest<{ batchOperationKey: string }>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/process-instances/cancellation', {
        filter: { processDefinitionId: `nothing-${index}` },
      });
      expect(created.status).toBe(200);
      keys.push(created.body.batchOperationKey);
    }
    await openOperationsAs(page, engine, 'olga', 'batches');
    const batches = page.getByTestId('batches');
    // the other tests of this file may have started batches of their own: at least these 27
    await expect(batches.getByTestId('batch-count')).toHaveText(/^\d+ batch operations$/);
    const total = Number((await batches.getByTestId('batch-count').textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThanOrEqual(27);
    await expect(batches.locator('tbody tr')).toHaveCount(25);
    await expect(batches.locator(`tr[data-batch-key="${keys.at(-1)}"]`)).toBeVisible();
    await expect(batches.getByTestId('batch-page-number')).toHaveText(`Page 1 of ${Math.ceil(total / 25)}`);
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-batches-page-1.png'), fullPage: true });

    await batches.getByRole('button', { name: 'Next ›' }).click();
    await expect(batches.getByTestId('batch-page-number')).toHaveText(`Page 2 of ${Math.ceil(total / 25)}`);
    await expect(batches.locator('tbody tr')).toHaveCount(Math.min(25, total - 25));
    await expect(batches.locator(`tr[data-batch-key="${keys[0]}"]`)).toBeVisible();
    await expect(batches.locator(`tr[data-batch-key="${keys.at(-1)}"]`)).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-batches-page-2.png'), fullPage: true });
  });

  test('the history tree draws a scope of hundreds of element instances a hundred at a time', async ({ page, engine }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    await deploy(engine.baseUrl, { 'ops-wide.bpmn': WIDE });
    const key = await startInstance(engine, 'ops-wide', { items: Array.from({ length: ITEMS }, (_, index) => index) });
    await openOperationsAs(page, engine, 'olga', `instances/${key}`);
    const view = page.getByTestId('instance-view');
    await view.getByRole('tab', { name: 'History' }).click();
    const history = view.getByTestId('history');
    const opened = Date.now();
    await expect(history.locator('.ops-history-row[data-element-id="review"]')).toBeVisible({ timeout: 60_000 });
    console.log(`history of ${ITEMS} element instances shown in ${Date.now() - opened} ms`);
    const touches = history.locator('.ops-history-row[data-element-id="touch"]');
    // the multi-instance body and its first hundred inner instances
    await expect(touches).toHaveCount(1 + 100);
    await expect(history.getByText(`100 element instances of ${ITEMS.toLocaleString('en')} shown`)).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-history-paged.png') });

    await history.getByRole('button', { name: 'Show 100 more' }).click();
    await expect(touches).toHaveCount(1 + 200);
    await expect(history.getByText(`200 element instances of ${ITEMS.toLocaleString('en')} shown`)).toBeVisible();
    const rows = await history.locator('.ops-history-row').count();
    console.log(`history rows drawn after one "show more": ${rows}`);
    await history.getByText(`200 element instances of ${ITEMS.toLocaleString('en')} shown`).scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'operations-history-more.png') });
  });
});
