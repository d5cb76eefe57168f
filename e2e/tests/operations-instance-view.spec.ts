import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { activateJob, badge, deployProcess, openOperationsAs, startInstance } from '../support/operations.js';
import { consoleErrors, rest, SCREENSHOTS } from '../support/tasklist.js';

const steps = (prefix: string) => [
  { id: 'charge', name: 'Charge card', jobType: `${prefix}-charge` },
  { id: 'approve', name: 'Approve order', userTask: true as const },
];

test('olga sees the token on the service task move to the user task when a worker completes the job, without a reload', async ({ page, engine }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 1200 });
  await deployProcess(engine, 'ops-live', steps('ops-live'));
  const key = await startInstance(engine, 'ops-live', { orderId: 'o-17', amount: 120 });

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(view.getByTestId('instance-key')).toHaveText(key);
  await expect(badge(page, 'charge', 'token')).toHaveText('1');
  await expect(badge(page, 'approve', 'token')).toHaveCount(0);
  await expect(page.locator('.djs-element[data-element-id="start"]')).toHaveClass(/ops-completed/);
  await expect(page.locator('.djs-element[data-element-id="flow_start"]')).toHaveClass(/ops-taken/);

  // a worker completes the job over plain HTTP; the page is not reloaded
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const jobKey = await activateJob(engine, 'ops-live-charge');
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, { variables: { charged: true } })).status).toBe(204);

  await expect(badge(page, 'approve', 'token')).toHaveText('1');
  await expect(badge(page, 'charge', 'token')).toHaveCount(0);
  await expect(page.locator('.djs-element[data-element-id="flow_charge"]')).toHaveClass(/ops-taken/);
  await expect(page.locator('.djs-element[data-element-id="charge"]')).toHaveClass(/ops-completed/);
  expect(loads).toEqual([]);

  // the panels: variables per scope, the timeline, jobs and user tasks
  await view.getByRole('tab', { name: 'Variables' }).click();
  await expect(view.getByTestId('variables')).toContainText('orderId');
  await expect(view.getByTestId('variables')).toContainText('"o-17"');
  await expect(view.getByTestId('variables')).toContainText('charged');
  await view.getByRole('tab', { name: 'User tasks' }).click();
  await expect(view.getByTestId('user-tasks')).toContainText('Approve order');
  await view.getByRole('tab', { name: 'Jobs' }).click();
  await expect(view.getByTestId('jobs')).toContainText('ops-live-charge');
  await view.getByRole('tab', { name: 'History' }).click();
  await expect(view.getByTestId('history')).toContainText('Charge card charge service task');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-instance-view.png'), fullPage: true });
  expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
});

test('olga resolves an incident through the UI, with a reason, and the instance continues', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-incident', steps('ops-incident'));
  const key = await startInstance(engine, 'ops-incident', { orderId: 'o-18' });
  const failing = await activateJob(engine, 'ops-incident-charge');
  const failure = await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${failing}/failure`, { retries: 0, errorMessage: 'card declined: gateway down' });
  expect(failure.status).toBe(204);

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'charge', 'incident')).toHaveText('⚠ 1');
  await expect(view.getByTestId('instance-state')).toHaveText('INCIDENT');
  await expect(view.getByTestId('incidents')).toContainText('card declined: gateway down');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-incident.png'), fullPage: true });

  // olga gives the job a retry back and resolves, with a reason
  await view.getByTestId('incidents').getByRole('button', { name: 'Resolve' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Resolve incident' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('payment gateway is back');
  await dialog.getByRole('button', { name: 'Resolve incident' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page, 'charge', 'incident')).toHaveCount(0);
  await expect(view.getByTestId('instance-state')).toHaveText('ACTIVE');

  // the worker gets the job again and completes it: the instance goes on to the user task
  const retried = await activateJob(engine, 'ops-incident-charge');
  expect(retried).toBe(failing);
  expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${retried}/completion`, {})).status).toBe(204);
  await expect(badge(page, 'approve', 'token')).toHaveText('1');

  // the resolution is in the audit log (olga) and in the timeline
  await view.getByRole('tab', { name: 'History' }).click();
  await expect(view.getByTestId('timeline')).toContainText('olga: resolve incident');
  await expect(view.getByTestId('timeline')).toContainText('reason: payment gateway is back');
  const audit = await rest<{ items: { operationType: string; actorId: string; annotation: string }[] }>(
    engine.baseUrl,
    { user: 'olga' },
    'POST',
    '/v2/audit-logs/search',
    { filter: { processInstanceKey: key }, sort: [{ field: 'auditLogKey' }] },
  );
  expect(audit.body.items.map((entry) => `${entry.actorId} ${entry.operationType} ${entry.annotation}`)).toEqual([
    'olga UPDATE reason: payment gateway is back',
    'olga RESOLVE reason: payment gateway is back',
  ]);
});

test('olga modifies an instance (activates an element) and then cancels it, each with a reason the timeline shows', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-modify', steps('ops-modify'));
  const key = await startInstance(engine, 'ops-modify');
  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await expect(badge(page, 'charge', 'token')).toHaveText('1');

  // a second token at the user task
  await view.getByRole('button', { name: 'Modify…' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Activate an element').check();
  await dialog.getByLabel('Element to activate').selectOption('approve');
  await dialog.getByRole('button', { name: 'Add to the plan' }).click();
  await dialog.getByLabel('Reason').fill('approve without charging: paid in cash');
  await dialog.getByRole('button', { name: 'Apply 1 instruction' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(page, 'approve', 'token')).toHaveText('1');
  await expect(badge(page, 'charge', 'token')).toHaveText('1');

  // then olga cancels the instance
  await view.getByRole('button', { name: 'Cancel instance…' }).click();
  await dialog.getByLabel('Reason').fill('duplicate order');
  await dialog.getByRole('button', { name: 'Cancel instance' }).click();
  await expect(view.getByTestId('instance-state')).toHaveText('TERMINATED');
  await expect(badge(page, 'approve', 'token')).toHaveCount(0);
  await expect(page.locator('.djs-element[data-element-id="approve"]')).toHaveClass(/ops-canceled/);
  await view.getByRole('tab', { name: 'History' }).click();
  const timeline = view.getByTestId('timeline');
  await expect(timeline).toContainText('olga: modify process instance');
  await expect(timeline).toContainText('reason: approve without charging: paid in cash');
  await expect(timeline).toContainText('olga: cancel process instance');
  await expect(timeline).toContainText('reason: duplicate order');
});

test('olga follows the call hierarchy from a parent instance to the instance it called and back', async ({ page, engine }) => {
  await deployProcess(engine, 'ops-child', [{ id: 'pack', name: 'Pack parcel', userTask: true }]);
  await deployProcess(engine, 'ops-parent', [{ id: 'fulfil', name: 'Fulfil order', calls: 'ops-child' }]);
  const parent = await startInstance(engine, 'ops-parent');

  await openOperationsAs(page, engine, 'olga', `instances/${parent}`);
  await expect(badge(page, 'fulfil', 'token')).toHaveText('1');
  const hierarchy = page.getByTestId('call-hierarchy');
  await expect(hierarchy).toContainText('Calls');
  await hierarchy.getByRole('link', { name: /Order ops-child/ }).click();
  await expect(page.getByTestId('instance-view')).toContainText('Order ops-child');
  await expect(badge(page, 'pack', 'token')).toHaveText('1');
  await expect(page.getByTestId('instance-key')).not.toHaveText(parent);
  await page
    .getByTestId('call-hierarchy')
    .getByRole('link', { name: new RegExp(parent) })
    .click();
  await expect(page.getByTestId('instance-key')).toHaveText(parent);
});
