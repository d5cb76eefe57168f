import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Engine, startEngine } from '../support/engine.js';
import { consoleErrors, deploy, pauseClock, rest, runDemo, SCREENSHOTS, signIn } from '../support/tasklist.js';

interface Task {
  userTaskKey: string;
  name: string;
  state: string;
  assignee: string | null;
  processInstanceKey: string;
  candidateGroups: string[];
}
interface Page<T> {
  items: T[];
}

/**
 * The reviewers' tasklist at /tasklist/, served by the built engine, signed in through its embedded realm, on the
 * demo data of `npm run demo`: three invoice approvals for finance (alice), two shipment checks for logistics (bob).
 */
test.describe('the tasklist', () => {
  let engine: Engine;
  test.use({ viewport: { width: 1366, height: 900 } });

  test.beforeAll(async () => {
    engine = await startEngine();
    expect(await runDemo(engine.baseUrl)).toContain('Started 3 invoice approvals');
  });
  test.afterAll(() => engine?.stop());

  const tasksOf = async (processInstanceKey: string) =>
    (await rest<Page<Task>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/user-tasks/search', { filter: { processInstanceKey } })).body.items;

  test('alice sees only finance tasks, claims one, fills and submits its form, and the instance moves on', async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, engine.baseUrl, 'alice');
    await expect(page.getByTestId('current-user')).toHaveText('Alice Reviewer');

    // "My groups" lists the three invoice approvals, none of logistics' shipment checks; the overdue one is marked
    const items = page.locator('.task-item');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Check shipment' })).toHaveCount(0);
    await expect(items.filter({ hasText: 'Approve invoice' })).toHaveCount(3);
    await expect(page.locator('.task-item.overdue')).toHaveCount(1);
    await expect(page.locator('.pager')).toContainText('1–3 of 3');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-list.png') });

    // sorted by priority, the 12,900 EUR invoice (priority 80) comes first
    await page.getByLabel('Sort').selectOption('priority');
    await expect(items.first()).toContainText('High priority');

    // she opens the overdue invoice and claims it
    await page.locator('.task-item.overdue a').click();
    await expect(page.getByRole('heading', { name: 'Approve invoice' })).toBeFocused();
    await expect(page.locator('.fjs-form')).toBeVisible();
    await expect(page.getByLabel('Supplier')).toHaveValue('Nordwind Office Supplies');
    await expect(page.locator('.diagram .diagram-active')).toHaveCount(1);
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.locator('.task-meta')).toContainText('alice');

    // the form's validation holds the submission back until the decision and a comment are given
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Some fields need your attention' })).toBeVisible();
    await page.getByLabel('Approve', { exact: true }).check();
    await page.getByLabel('Comment for the requester').fill('Matches the order, approved.');
    await page.getByLabel('Comment for the requester').press('Tab');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-task.png') });
    await page.locator('.diagram').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-task-diagram.png') });
    const key = page.url().split('/tasks/')[1]?.split('?')[0] ?? '';
    const [before] = await tasksOf((await rest<Task>(engine.baseUrl, { user: 'alice' }, 'GET', `/v2/user-tasks/${key}`)).body.processInstanceKey);
    await page.getByRole('button', { name: 'Complete task' }).click();

    // the list says so, and the instance went on: approved, so it completed with her decision
    await expect(page.getByRole('status').filter({ hasText: '“Approve invoice” is completed' })).toBeVisible();
    await expect(items).toHaveCount(2);
    const instance = await rest<{ state: string }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${before?.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const variables = await rest<Page<{ name: string; value: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
      filter: { processInstanceKey: before?.processInstanceKey, name: 'comment' },
    });
    expect(variables.body.items.map((variable) => variable.value)).toEqual(['"Matches the order, approved."']);

    // "Completed by me" has it
    await page.getByRole('button', { name: 'Completed by me' }).click();
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Completed');
    expect(errors).toEqual([]);
  });

  test("bob sees only logistics' tasks, never alice's, and the engine refuses him hers", async ({ page }) => {
    const errors = consoleErrors(page);
    const financeTasks = await rest<Page<Task>>(engine.baseUrl, { user: 'alice' }, 'POST', '/v2/user-tasks/search', { filter: { state: 'CREATED' } });
    const aliceTask = financeTasks.body.items[0];
    expect(aliceTask?.candidateGroups).toEqual(['finance']);

    await signIn(page, engine.baseUrl, 'bob');
    const items = page.locator('.task-item');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Check shipment' })).toHaveCount(2);
    for (const view of ['Assigned to me', 'Unassigned']) {
      await page.getByRole('button', { name: view }).click();
      await expect(items.filter({ hasText: 'Approve invoice' })).toHaveCount(0);
    }

    // his direct REST calls on alice's task: as if it did not exist, and it stays open
    const completion = await rest(engine.baseUrl, { user: 'bob' }, 'POST', `/v2/user-tasks/${aliceTask?.userTaskKey}/completion`, {
      variables: { decision: 'approve' },
    });
    expect(completion.status).toBe(404);
    expect((await rest(engine.baseUrl, { user: 'bob' }, 'POST', `/v2/user-tasks/${aliceTask?.userTaskKey}/assignment`, { assignee: 'bob' })).status).toBe(404);
    expect((await rest<Task>(engine.baseUrl, { user: 'alice' }, 'GET', `/v2/user-tasks/${aliceTask?.userTaskKey}`)).body.state).toBe('CREATED');
    expect(errors).toEqual([]);
  });

  test("a task completed by someone else while alice's form is open is a conflict, not an overwrite", async ({ page }) => {
    const errors = consoleErrors(page);
    await deploy(engine.baseUrl, { 'shared-review.bpmn': readFileSync(join(import.meta.dirname, '..', 'fixtures', 'shared-review.bpmn'), 'utf8') });
    const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId: 'shared-review',
      variables: { supplier: 'Shared Supplies', amount: 300 },
    });
    const [task] = await tasksOf(started.body.processInstanceKey);

    // alice opens the task, offered to finance and to bob, and fills in its form
    await signIn(page, engine.baseUrl, 'alice');
    await page.goto(`${engine.baseUrl}/tasklist/tasks/${task?.userTaskKey}`);
    await page.getByLabel('Reject').check();
    await page.getByLabel('Comment for the requester').fill('Too expensive.');
    await page.getByLabel('Comment for the requester').press('Tab');

    // meanwhile bob claims and completes it
    expect((await rest(engine.baseUrl, { user: 'bob' }, 'POST', `/v2/user-tasks/${task?.userTaskKey}/assignment`, { assignee: 'bob' })).status).toBe(204);
    expect(
      (await rest(engine.baseUrl, { user: 'bob' }, 'POST', `/v2/user-tasks/${task?.userTaskKey}/completion`, { variables: { decision: 'approve' } })).status,
    ).toBe(204);

    // her submission is refused and explained; bob's decision stands
    await page.getByRole('button', { name: 'Complete task' }).click();
    const conflict = page.getByRole('alert').filter({ hasText: 'This task was completed by someone else' });
    await expect(conflict).toContainText('bob completed it while you had it open. Your input was not submitted.');
    await expect(page.getByLabel('Comment for the requester')).toHaveValue('Too expensive.');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-conflict.png') });
    const decision = await rest<Page<{ value: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
      filter: { processInstanceKey: started.body.processInstanceKey, name: 'decision' },
    });
    expect(decision.body.items.map((variable) => variable.value)).toEqual(['"approve"']);
    // the refused request is the only error the browser saw
    expect(
      errors.every((error) => /Failed to load resource: the server responded with a status of (409|412)/.test(error)),
      errors.join('\n'),
    ).toBe(true);
  });

  test('alice starts a process through its start form, and its task appears in her list without a reload', async ({ page }) => {
    const errors = consoleErrors(page);
    await signIn(page, engine.baseUrl, 'alice');
    const items = page.locator('.task-item');
    await expect(items.first()).toBeVisible();
    const before = await items.count();

    await page.getByRole('link', { name: 'Processes' }).click();
    await expect(page.getByRole('heading', { name: 'Invoice approval' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Shipment check' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Start Invoice approval' }).click();
    await page.getByRole('button', { name: 'Start process' }).click();
    await expect(page.getByText('Field is required.').first()).toBeVisible();
    await page.getByLabel('Supplier').fill('Lumen Lighting AG');
    await page.getByLabel('Invoice number').fill('LL-5521');
    await page.getByLabel('Amount (EUR)').fill('2450');
    await page.getByLabel('Amount (EUR)').press('Tab');
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-start-form.png') });
    await page.getByRole('button', { name: 'Start process' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Invoice approval” has started' })).toBeVisible();

    await page.getByRole('link', { name: 'Go to my tasks' }).click();
    await expect(items).toHaveCount(before + 1);
    await expect(items.filter({ hasText: 'Approve invoice' }).first()).toBeVisible();

    // a task started elsewhere shows up on its own (the list polls)
    await rest(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId: 'invoice-approval',
      variables: { supplier: 'Polling Partners', invoiceNumber: 'PP-1', amount: 10 },
    });
    await expect(items).toHaveCount(before + 2, { timeout: 15_000 });
    expect(errors).toEqual([]);
  });

  test('a token renewal keeps a half-filled form, and the form is then submitted with the new token', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.clock.install();
    await signIn(page, engine.baseUrl, 'alice');
    await page.locator('.task-item a').first().click();
    await page.getByLabel('Comment for the requester').fill('Half-way through checking');
    await page.getByLabel('Comment for the requester').press('Tab');

    // an hour later the access token expires: keycloak-js renews it with the refresh token, without a page load
    const renewal = page.waitForRequest(
      (request) => request.url().endsWith('/openid-connect/token') && /grant_type=refresh_token/.test(request.postData() ?? ''),
    );
    await page.clock.fastForward('01:00:30');
    await renewal;
    await expect(page.getByLabel('Comment for the requester')).toHaveValue('Half-way through checking');

    await page.getByLabel('Reject').check();
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is completed' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('works with the keyboard and on a phone-sized screen', async ({ page }) => {
    const errors = consoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, engine.baseUrl, 'bob');

    // the skip link comes first, then the task links open a task with Enter and its title takes the focus
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.locator('.task-item a').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Check shipment' })).toBeFocused();
    await expect(page.locator('.list-panel')).toBeHidden();
    await page.getByLabel('All parcels arrived undamaged').focus();
    await page.keyboard.press('Space');
    await expect(page.getByLabel('All parcels arrived undamaged')).toBeChecked();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-phone-task.png'), fullPage: true });
    await page.getByRole('button', { name: '← Back to the list' }).click();
    await expect(page.locator('.task-item')).toHaveCount(2);
    // every view tab fits the screen, none cut off at its edge
    for (const tab of await page.locator('.view-tab').all()) {
      const box = await tab.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, (await tab.textContent()) ?? undefined).toBe(true);
    }
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-phone-list.png') });
    expect(errors).toEqual([]);
  });

  test('bob completes a job-worker user task (no zeebe:userTask) through its embedded form, and its job completes with it', async ({ page }) => {
    const errors = consoleErrors(page);
    await deploy(engine.baseUrl, { 'delivery-note-check.bpmn': readFileSync(join(import.meta.dirname, '..', 'fixtures', 'delivery-note-check.bpmn'), 'utf8') });
    const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId: 'delivery-note-check',
      variables: { deliveryNote: 'DN-4711' },
    });
    const [task] = await tasksOf(started.body.processInstanceKey);

    await page.clock.install();
    await signIn(page, engine.baseUrl, 'bob');
    await page.locator('.task-item', { hasText: 'Check delivery note' }).locator('a').click();
    await expect(page.getByRole('heading', { name: 'Check delivery note' })).toBeFocused();
    await expect(page.getByLabel('Delivery note', { exact: true })).toHaveValue('DN-4711');
    // With the page's clock paused the list's poll cannot fire: only the reload after the claim can show bob. (A
    // deadline shorter than the poll's 4 s said the same, but failed whenever CI's load slowed the reload itself.)
    await pauseClock(page);
    await page.getByRole('button', { name: 'Assign to me' }).click();
    await expect(page.locator('.task-meta')).toContainText('bob');
    await expect(page.locator('.task-item', { hasText: 'Check delivery note' }).locator('.task-assignee')).toHaveText('bob');
    await page.clock.resume();
    await page.getByLabel('Delivery is complete').check();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-job-worker-task.png') });
    await page.getByRole('button', { name: 'Complete task' }).click();

    await expect(page.getByRole('status').filter({ hasText: '“Check delivery note” is completed' })).toBeVisible();
    const instance = await rest<{ state: string }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${started.body.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const jobs = await rest<Page<{ state: string; jobKey: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/jobs/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    expect(jobs.body.items.map((job) => job.state)).toEqual(['COMPLETED']);
    const complete = await rest<Page<{ value: string }>>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
      filter: { processInstanceKey: started.body.processInstanceKey, name: 'complete' },
    });
    expect(complete.body.items.map((variable) => variable.value)).toEqual(['true']);
    expect(task?.candidateGroups).toEqual(['logistics']);
    expect(errors).toEqual([]);
  });
});
