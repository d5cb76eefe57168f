import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Engine, startEngine } from '../support/engine.js';
import { consoleErrors, deploy, rest, SCREENSHOTS, signIn } from '../support/tasklist.js';

interface ActivatedJob {
  jobKey: string;
  kind: string;
  listenerEventType: string;
  userTask: { action: string; assignee: string | null } | null;
}

const fixture = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/**
 * A completing task listener checks a reviewer's completion: its worker (here, in the spec) denies the first one with a
 * reason and accepts the next. The tasklist shows the reason, keeps what the reviewer typed, and completes on the retry.
 */
test.describe('the tasklist with a task listener', () => {
  let engine: Engine;
  test.use({ viewport: { width: 1366, height: 900 } });

  test.beforeAll(async () => {
    engine = await startEngine();
    await deploy(engine.baseUrl, {
      'tasklist-task-listener.bpmn': fixture('tasklist-task-listener.bpmn'),
      'tasklist-task-listener.form': fixture('tasklist-task-listener.form'),
    });
  });
  test.afterAll(() => engine?.stop());

  test("shows a denied completion's reason, keeps the input, and completes when the check passes", async ({ page }) => {
    const errors = consoleErrors(page);
    const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId: 'checked-purchase',
    });
    expect(started.status).toBe(200);

    // the listener's worker: denies the first completion it is asked about, accepts the next
    const answered: string[] = [];
    let working = true;
    const worker = (async () => {
      while (working) {
        const polled = await rest<{ jobs: ActivatedJob[] }>(engine.baseUrl, 'worker', 'POST', '/v2/jobs/activation', {
          type: 'purchase-order-check',
          timeout: 30_000,
          maxJobsToActivate: 1,
          requestTimeout: 500,
        });
        for (const job of polled.body.jobs ?? []) {
          const deny = answered.length === 0;
          answered.push(`${job.kind} ${job.listenerEventType} ${job.userTask?.action} ${job.userTask?.assignee} ${deny ? 'denied' : 'accepted'}`);
          const result = deny ? { type: 'userTask', denied: true, deniedReason: 'No purchase order PO-2026-118 is on file' } : { type: 'userTask' };
          await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${job.jobKey}/completion`, { result });
        }
      }
    })();

    try {
      await signIn(page, engine.baseUrl, 'alice');
      await page.locator('.task-item a', { hasText: 'Approve purchase' }).click();
      await expect(page.getByRole('heading', { name: 'Approve purchase' })).toBeFocused();
      await page.getByLabel('Purchase order number').fill('PO-2026-118');
      await page.getByLabel('Comment').fill('Delivered and checked.');
      await page.getByRole('button', { name: 'Complete task' }).click();

      // the check refused it: its reason is shown, the task stays open and the input is still in the form
      const notice = page.getByRole('status').or(page.getByRole('alert')).filter({ hasText: 'A check of the process refused this completion' });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText('No purchase order PO-2026-118 is on file');
      await expect(page.getByLabel('Purchase order number')).toHaveValue('PO-2026-118');
      await expect(page.getByLabel('Comment')).toHaveValue('Delivered and checked.');
      await expect(page.getByRole('button', { name: 'Complete task' })).toBeEnabled();
      await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-task-listener-denied.png') });

      // the reviewer sends it again; this time the check passes and the task completes with her input
      await page.getByLabel('Comment').fill('Delivered and checked; order filed.');
      await page.getByRole('button', { name: 'Complete task' }).click();
      await expect(page.getByRole('status').filter({ hasText: '“Approve purchase” is completed' })).toBeVisible();
    } finally {
      working = false;
      await worker;
    }

    expect(answered).toEqual(['TASK_LISTENER COMPLETING complete alice denied', 'TASK_LISTENER COMPLETING complete alice accepted']);
    const instance = await rest<{ state: string }>(engine.baseUrl, { user: 'olga' }, 'GET', `/v2/process-instances/${started.body.processInstanceKey}`);
    expect(instance.body.state).toBe('COMPLETED');
    const variables = await rest<{ items: { name: string; value: string }[] }>(engine.baseUrl, { user: 'olga' }, 'POST', '/v2/variables/search', {
      filter: { processInstanceKey: started.body.processInstanceKey },
    });
    expect(Object.fromEntries(variables.body.items.map((variable) => [variable.name, JSON.parse(variable.value)]))).toMatchObject({
      purchaseOrder: 'PO-2026-118',
      comment: 'Delivered and checked; order filed.',
    });
    // The browser logs the denied completion's 409 itself; nothing else went wrong.
    expect(errors.filter((line) => !/status of 409 \(Conflict\) \(.*\/completion\)$/.test(line))).toEqual([]);
    expect(errors).toHaveLength(1);
  });
});
