import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Response, test } from '@playwright/test';
import { type Engine, startEngine } from '../support/engine.js';
import { authHeaders } from '../support/tokens.js';
import { consoleErrors, deploy, rest, SCREENSHOTS, signIn } from '../support/tasklist.js';

const fixture = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
/** The file picker's expense claim, with a completing task listener that checks the receipts. */
const CHECKED_CLAIM = fixture('tasklist-file-picker.bpmn')
  .replace('id="expense-claim"', 'id="checked-expense-claim"')
  .replace(
    '<zeebe:userTask />',
    '<zeebe:userTask /><zeebe:taskListeners><zeebe:taskListener eventType="completing" type="receipt-check" /></zeebe:taskListeners>',
  );

/**
 * The files a reviewer picked are uploaded when she completes the task; a completion the task's listener denies
 * leaves none of them stored (the upload names the task, the engine deletes them with the refusal), and the next,
 * accepted completion keeps its own.
 */
test.describe('the tasklist when a completion with files is refused', () => {
  let engine: Engine;
  test.use({ viewport: { width: 1366, height: 900 } });

  test.beforeAll(async () => {
    engine = await startEngine();
    await deploy(engine.baseUrl, { 'checked-expense-claim.bpmn': CHECKED_CLAIM, 'tasklist-file-picker.form': fixture('tasklist-file-picker.form') });
  });
  test.afterAll(() => engine?.stop());

  /** Answers the completing listener's job: the tasklist's completion waits for it. */
  async function listenerSays(result: { denied: boolean; deniedReason?: string }) {
    const activated = await rest<{ jobs: { jobKey: string }[] }>(engine.baseUrl, 'worker', 'POST', '/v2/jobs/activation', {
      type: 'receipt-check',
      timeout: 30_000,
      maxJobsToActivate: 1,
      requestTimeout: 20_000,
    });
    const jobKey = activated.body.jobs[0]?.jobKey;
    expect(jobKey).toBeDefined();
    expect((await rest(engine.baseUrl, 'worker', 'POST', `/v2/jobs/${jobKey}/completion`, { result: { type: 'userTask', ...result } })).status).toBe(204);
  }
  /** The document's download as the worker: 200 while it is stored, 404 once deleted. */
  const documentStatus = async (documentId: string) =>
    (await fetch(`${engine.baseUrl}/v2/documents/${documentId}`, { headers: await authHeaders(engine.baseUrl, 'worker') })).status;

  test("deletes a denied completion's files and keeps the accepted one's", async ({ page }) => {
    const errors = consoleErrors(page);
    const started = await rest(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', { processDefinitionId: 'checked-expense-claim' });
    expect(started.status).toBe(200);
    const uploads: { documentId: string; task: string | null }[] = [];
    page.on('response', async (response: Response) => {
      if (response.request().method() !== 'POST' || !response.url().endsWith('/v2/documents') || response.status() !== 201) return;
      const { documentId } = (await response.json()) as { documentId: string };
      uploads.push({ documentId, task: (await response.request().allHeaders())['baton-upload-for-user-task'] ?? null });
    });

    await signIn(page, engine.baseUrl, 'alice');
    await page.locator('.task-item a', { hasText: 'Attach receipts' }).click();
    await page.getByLabel('Amount').fill('42.5');
    await page.locator('input[type=file]').setInputFiles([{ name: 'blurred.png', mimeType: 'image/png', buffer: Buffer.from('not quite a receipt') }]);
    await page.getByRole('button', { name: 'Complete task' }).click();
    await listenerSays({ denied: true, deniedReason: 'the receipt is unreadable' });
    await expect(page.getByText('the receipt is unreadable')).toBeVisible();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-refused-upload.png') });
    await expect.poll(() => uploads.length).toBe(1);
    const [denied] = uploads;
    expect(denied?.task).toMatch(/^\d+$/);
    expect(await documentStatus(denied?.documentId ?? '')).toBe(404);

    await page.locator('input[type=file]').setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('a readable receipt') }]);
    await page.getByRole('button', { name: 'Complete task' }).click();
    await listenerSays({ denied: false });
    await expect(page.getByRole('status').filter({ hasText: '“Attach receipts” is completed' })).toBeVisible();
    await expect.poll(() => uploads.length).toBe(2);
    expect(await documentStatus(uploads[1]?.documentId ?? '')).toBe(200);
    // The browser reports the denied completion's answer, and nothing else.
    expect(errors).toEqual([expect.stringMatching(/409 \(Conflict\).*\/completion/)]);
  });
});
