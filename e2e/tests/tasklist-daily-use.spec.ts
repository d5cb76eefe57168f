import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Engine, startEngine } from '../support/engine.js';
import { consoleErrors, deploy, rest, SCREENSHOTS, signIn } from '../support/tasklist.js';

interface Task {
  userTaskKey: string;
  state: string;
}
interface Page<T> {
  items: T[];
}

const fixture = (name: string) => readFileSync(join(import.meta.dirname, '..', 'fixtures', name), 'utf8');

/** The tasklist for daily use (issue 44): the open task follows the engine, formless tasks take data, DI-less models are drawn. */
test.describe('the tasklist for daily use', () => {
  let engine: Engine;
  test.use({ viewport: { width: 1366, height: 900 } });

  test.beforeAll(async () => {
    engine = await startEngine();
    await deploy(engine.baseUrl, {
      'shared-review.bpmn': fixture('shared-review.bpmn'),
      'no-diagram-review.bpmn': fixture('no-diagram-review.bpmn'),
      'invoice-approval.form': readFileSync(join(import.meta.dirname, '..', '..', 'examples', 'tasklist', 'invoice-approval.form'), 'utf8'),
    });
  });
  test.afterAll(() => engine?.stop());

  const start = async (processDefinitionId: string, variables: Record<string, unknown>, businessId?: string) => {
    const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId,
      variables,
      ...(businessId ? { businessId } : {}),
    });
    expect(started.status).toBe(200);
    const tasks = await rest<Page<Task>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/user-tasks/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    const [task] = tasks.body.items;
    if (!task) throw new Error(`${processDefinitionId} has no task`);
    return { processInstanceKey: started.body.processInstanceKey, task };
  };

  test('a task completed elsewhere while bob has it open is flagged within 5 s, his input kept', async ({ page }) => {
    const errors = consoleErrors(page);
    const { task } = await start('shared-review', { supplier: 'Stale Supplies', amount: 120 });

    // bob, a candidate user of the task, opens it and starts typing
    await signIn(page, engine.baseUrl, 'bob');
    await page.goto(`${engine.baseUrl}/tasklist/tasks/${task.userTaskKey}`);
    await page.getByLabel('Reject').check();
    await page.getByLabel('Comment for the requester').fill('Checking the delivery note first.');
    await page.getByLabel('Comment for the requester').press('Tab');
    await expect(page.getByRole('alert')).toHaveCount(0);

    // meanwhile alice (finance) claims and completes it over the API
    expect((await rest(engine.baseUrl, { user: 'alice' }, 'POST', `/v2/user-tasks/${task.userTaskKey}/assignment`, { assignee: 'alice' })).status).toBe(204);
    expect(
      (await rest(engine.baseUrl, { user: 'alice' }, 'POST', `/v2/user-tasks/${task.userTaskKey}/completion`, { variables: { decision: 'approve' } })).status,
    ).toBe(204);
    const completedAt = Date.now();

    // bob is told without pressing anything, within 5 s, and what he typed is still there
    const banner = page.getByRole('alert').filter({ hasText: 'This task was completed elsewhere' });
    await expect(banner).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - completedAt).toBeLessThan(5_000);
    await expect(banner).toContainText('alice completed it while you had it open');
    await expect(page.getByLabel('Comment for the requester')).toHaveValue('Checking the delivery note first.');
    await expect(page.getByLabel('Reject')).toBeChecked();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-stale-task.png') });
    expect(errors).toEqual([]);
  });

  test('a task reassigned elsewhere is flagged, and a task whose data changed can be taken as it now is', async ({ page }) => {
    const errors = consoleErrors(page);
    const { task, processInstanceKey } = await start('shared-review', { supplier: 'Moving Parts', amount: 50 });
    await signIn(page, engine.baseUrl, 'bob');
    await page.goto(`${engine.baseUrl}/tasklist/tasks/${task.userTaskKey}`);
    await page.getByLabel('Comment for the requester').fill('Half done');
    await page.getByLabel('Comment for the requester').press('Tab');

    // a variable the task sees changes: the task's revision moves
    expect(
      (await rest(engine.baseUrl, { user: 'olga' }, 'PUT', `/v2/element-instances/${processInstanceKey}/variables`, { variables: { amount: 75 } })).status,
    ).toBe(204);
    const changed = page.getByRole('alert').filter({ hasText: 'This task was changed while you had it open' });
    await expect(changed).toBeVisible({ timeout: 5_000 });
    await changed.getByRole('button', { name: 'Show it as it is now' }).click();
    await expect(changed).toHaveCount(0);
    await expect(page.getByLabel('Comment for the requester')).toHaveValue('Half done');

    // then alice takes it over
    expect((await rest(engine.baseUrl, { user: 'alice' }, 'POST', `/v2/user-tasks/${task.userTaskKey}/assignment`, { assignee: 'alice' })).status).toBe(204);
    await expect(page.getByRole('alert').filter({ hasText: 'This task was reassigned to alice' })).toBeVisible({ timeout: 5_000 });
    await expect(page.getByLabel('Comment for the requester')).toHaveValue('Half done');
    expect(errors).toEqual([]);
  });

  test('a model deployed without diagram information is drawn, laid out, with the task highlighted', async ({ page }) => {
    const errors = consoleErrors(page);
    const { task } = await start('no-diagram-review', {});
    await signIn(page, engine.baseUrl, 'alice');
    await page.goto(`${engine.baseUrl}/tasklist/tasks/${task.userTaskKey}`);
    const diagram = page.locator('.diagram');
    await diagram.scrollIntoViewIfNeeded();
    // every node a box, every flow a line, the waiting task marked
    for (const id of ['received', 'review', 'ok', 'approved', 'rejected']) await expect(diagram.locator(`.djs-shape[data-element-id="${id}"]`)).toBeVisible();
    for (const id of ['to-review', 'to-check', 'to-approved', 'to-rejected']) {
      // a straight flow is a line of no height, which Playwright calls hidden: its drawn path is checked instead
      await expect(diagram.locator(`.djs-connection[data-element-id="${id}"] .djs-visual path`).first()).toHaveAttribute('d', /\d.*\d/);
    }
    await expect(diagram.locator('.djs-element.diagram-active')).toHaveAttribute('data-element-id', 'review');
    await expect(diagram.locator('.djs-shape[data-element-id="review"]')).toContainText('Review request');
    await expect(page.getByText('The diagram cannot be shown')).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-no-diagram-laid-out.png') });
    expect(errors).toEqual([]);
  });
  test('a task without a form takes variables, JSON values checked, and completes with them', async ({ page }) => {
    const errors = consoleErrors(page);
    const { task, processInstanceKey } = await start('no-diagram-review', {});
    await signIn(page, engine.baseUrl, 'alice');
    await page.goto(`${engine.baseUrl}/tasklist/tasks/${task.userTaskKey}`);
    await page.getByRole('button', { name: 'Add variable' }).click();
    await expect(page.getByLabel('Name of variable 1')).toBeFocused();
    await page.getByLabel('Name of variable 1').fill('approved');
    await page.getByLabel('Value (JSON) of variable 1').fill('true');
    await page.getByRole('button', { name: 'Add variable' }).click();
    await page.getByLabel('Name of variable 2').fill('note');
    // text without quotes is not JSON: said beside the field, nothing sent
    await page.getByLabel('Value (JSON) of variable 2').fill('Checked with the supplier');
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByText('Not a JSON value')).toBeVisible();
    await expect(page.getByLabel('Value (JSON) of variable 2')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-formless-invalid.png') });
    expect((await rest<Task>(engine.baseUrl, { user: 'alice' }, 'GET', `/v2/user-tasks/${task.userTaskKey}`)).body.state).toBe('CREATED');

    await page.getByLabel('Value (JSON) of variable 2').fill('{"text": "Checked with the supplier", "calls": 2}');
    await expect(page.getByText('Not a JSON value')).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-formless-variables.png') });
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Review request” is completed' })).toBeVisible();

    const instance = await rest<{ state: string }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const variables = await rest<Page<{ name: string; value: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
      filter: { processInstanceKey },
      sort: [{ field: 'name', order: 'ASC' }],
    });
    expect(variables.body.items.map((variable) => [variable.name, JSON.parse(variable.value)])).toEqual([
      ['approved', true],
      ['note', { text: 'Checked with the supplier', calls: 2 }],
    ]);
    // the flow took the approved branch: the variable arrived as a boolean, not as text
    const ends = await rest<Page<{ elementId: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/element-instances/search', {
      filter: { processInstanceKey, type: 'END_EVENT' },
    });
    expect(ends.body.items.map((end) => end.elementId)).toEqual(['approved']);
    expect(errors).toEqual([]);
  });
  test('task cards show the variables the process chooses, and the list filters by variable, group and day of creation', async ({ page }) => {
    const errors = consoleErrors(page);
    await start('shared-review', { supplier: 'Plain Paper', amount: 5 });
    await start('no-diagram-review', { requester: 'Ada Lovelace', amount: 420 });
    await start('no-diagram-review', { requester: 'Ben Okri', amount: 99 });
    await signIn(page, engine.baseUrl, 'alice');
    const items = page.locator('.task-item');
    const ada = items.filter({ hasText: 'Ada Lovelace' });
    await expect(ada).toHaveCount(1);
    // the model's cardVariables header names requester and amount, in that order
    await expect(ada.locator('.task-fields')).toHaveText('requester Ada Lovelaceamount 420');
    await expect(items.filter({ hasText: 'Ben Okri' }).locator('.task-fields')).toHaveText('requester Ben Okriamount 99');
    // a task whose model names nothing shows no fields
    await expect(items.filter({ hasText: 'Approve invoice' }).locator('.task-fields')).toHaveCount(0);

    await page.getByText('More filters').click();
    const filters = page.getByRole('form', { name: 'More filters' });
    await filters.getByLabel('Name').fill('amount');
    await filters.getByLabel('equals').fill('99');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Ben Okri');
    expect(page.url()).toContain('variableName=amount');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-cards-and-filters.png') });

    // the filter survives a reload (it is in the URL)
    await page.reload();
    await expect(items).toHaveCount(1);
    await expect(page.getByText('More filters (1 on)')).toBeVisible();

    // plain text means a string
    await filters.getByLabel('Name').fill('requester');
    await filters.getByLabel('equals').fill('Ada Lovelace');
    await filters.getByLabel('Candidate group').selectOption('finance');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Ada Lovelace');

    // created up to yesterday: none; created from today: she is back
    const day = (offset: number) => {
      const date = new Date();
      date.setDate(date.getDate() + offset);
      return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
    };
    const created = filters.getByRole('group', { name: 'Created' });
    await created.getByLabel('to').fill(day(-1));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(0);
    await created.getByLabel('to').fill('');
    await created.getByLabel('from').fill(day(0));
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(1);

    await filters.getByRole('button', { name: 'Clear' }).click();
    await expect(items.filter({ hasText: 'Approve invoice' }).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
  test('a saved filter is kept in the engine: the same on another device, not shown to others, deleted at will', async ({ page, browser }) => {
    const errors = consoleErrors(page);
    await start('shared-review', { supplier: 'Plain Pens', amount: 6 });
    await start('no-diagram-review', { requester: 'Cleo Small', amount: 7 });
    await signIn(page, engine.baseUrl, 'alice');
    const items = page.locator('.task-item');
    await page.getByText('More filters').click();
    const filters = page.getByRole('form', { name: 'More filters' });
    await filters.getByLabel('Name').fill('amount');
    await filters.getByLabel('equals').fill('7');
    await filters.getByRole('button', { name: 'Apply' }).click();
    await expect(items).toHaveCount(1);

    await page.getByRole('button', { name: 'Save this filter…' }).click();
    await page.getByLabel('Name of the filter').fill('Tiny amounts');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByLabel('Saved filter')).toHaveValue(/\d+/);
    await expect(page.getByRole('button', { name: 'Delete “Tiny amounts”' })).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-saved-filter.png') });

    // another device: a fresh browser without any of this page's storage
    const other = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const elsewhere = await other.newPage();
    await signIn(elsewhere, engine.baseUrl, 'alice');
    await expect(elsewhere.locator('.task-item').filter({ hasText: 'Approve invoice' }).first()).toBeVisible();
    await elsewhere.getByLabel('Saved filter').selectOption({ label: 'Tiny amounts' });
    await expect(elsewhere.locator('.task-item')).toHaveCount(1);
    await expect(elsewhere.locator('.task-item').first()).toContainText('Cleo Small');
    await other.close();

    // bob has none of alice's filters, and cannot delete hers by key
    const hers = await rest<{ items: { savedTaskFilterKey: string; name: string }[] }>(engine.baseUrl, { user: 'alice' }, 'GET', '/baton/v1/task-filters');
    const key = hers.body.items.find((item) => item.name === 'Tiny amounts')?.savedTaskFilterKey;
    expect((await rest<{ items: unknown[] }>(engine.baseUrl, { user: 'bob' }, 'GET', '/baton/v1/task-filters')).body.items).toEqual([]);
    expect((await rest(engine.baseUrl, { user: 'bob' }, 'DELETE', `/baton/v1/task-filters/${key}`)).status).toBe(404);

    await page.getByRole('button', { name: 'Delete “Tiny amounts”' }).click();
    await expect(page.getByLabel('Saved filter')).toHaveValue('');
    await expect(page.getByRole('option', { name: 'Tiny amounts' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
  test("a task card shows its instance's business id, and nothing for an instance without one", async ({ page }) => {
    const errors = consoleErrors(page);
    await start('no-diagram-review', { requester: 'Eli Plain', amount: 12 });
    await start('no-diagram-review', { requester: 'Dora Keen', amount: 4711 }, 'order-4711');
    await signIn(page, engine.baseUrl, 'alice');
    const items = page.locator('.task-item');
    const dora = items.filter({ hasText: 'Dora Keen' });
    const eli = items.filter({ hasText: 'Eli Plain' });
    await expect(dora.locator('.task-business-id')).toHaveText('Business id order-4711');
    await expect(eli).toHaveCount(1);
    await expect(eli.locator('.task-business-id')).toHaveCount(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-business-id.png') });
    expect(errors).toEqual([]);
  });
});
