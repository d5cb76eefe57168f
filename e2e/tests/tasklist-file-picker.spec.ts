import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { type Engine, startEngine } from '../support/engine.js';
import { authHeaders } from '../support/tokens.js';
import { consoleErrors, deploy, rest, SCREENSHOTS, signIn } from '../support/tasklist.js';

interface DocumentReference {
  'camunda.document.type': string;
  storeId: string;
  documentId: string;
  contentHash: string;
  metadata: { fileName: string; contentType: string; size: number };
}

const fixture = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');

/**
 * A form's file picker: the reviewer picks two files, the tasklist uploads them as Camunda documents when she completes
 * the task, and the process gets the list of their document references, from which a worker downloads each file.
 */
test.describe('the tasklist with a file picker', () => {
  let engine: Engine;
  test.use({ viewport: { width: 1366, height: 900 } });

  test.beforeAll(async () => {
    engine = await startEngine();
    await deploy(engine.baseUrl, {
      'tasklist-file-picker.bpmn': fixture('tasklist-file-picker.bpmn'),
      'tasklist-file-picker.form': fixture('tasklist-file-picker.form'),
    });
  });
  test.afterAll(() => engine?.stop());

  test('uploads the picked files and completes the task with their document references', async ({ page }) => {
    const errors = consoleErrors(page);
    const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/process-instances', {
      processDefinitionId: 'expense-claim',
    });
    expect(started.status).toBe(200);

    await signIn(page, engine.baseUrl, 'alice');
    await page.locator('.task-item a', { hasText: 'Attach receipts' }).click();
    await expect(page.getByRole('heading', { name: 'Attach receipts' })).toBeFocused();
    await page.getByLabel('Amount').fill('42.5');
    await page.locator('input[type=file]').setInputFiles([
      { name: 'taxi.txt', mimeType: 'text/plain', buffer: Buffer.from('Taxi to the airport: 42.50') },
      { name: 'hotel.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 hotel') },
    ]);
    await expect(page.getByText('2 files selected')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files of Receipts' }).getByRole('listitem')).toHaveText(['taxi.txt', 'hotel.pdf']);
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-file-picker.png') });
    await page.getByRole('button', { name: 'Complete task' }).click();
    await expect(page.getByRole('status').filter({ hasText: '“Attach receipts” is completed' })).toBeVisible();

    // the worker of the next step gets the references as the process variable, and downloads each file by its reference
    const activated = await rest<{ jobs: { variables: { amount: number; receipts: DocumentReference[] } }[] }>(
      engine.baseUrl,
      'worker',
      'POST',
      '/v2/jobs/activation',
      { type: 'check-receipts', timeout: 30_000, maxJobsToActivate: 1, requestTimeout: 5_000 },
    );
    const [job] = activated.body.jobs;
    expect(job?.variables.amount).toBe(42.5);
    const receipts = job?.variables.receipts ?? [];
    expect(receipts.map((receipt) => [receipt['camunda.document.type'], receipt.storeId, receipt.metadata.fileName, receipt.metadata.contentType])).toEqual([
      ['camunda', 'postgresql', 'taxi.txt', 'text/plain'],
      ['camunda', 'postgresql', 'hotel.pdf', 'application/pdf'],
    ]);
    const headers = await authHeaders(engine.baseUrl, 'worker');
    const contents = [];
    for (const receipt of receipts) {
      const response = await fetch(`${engine.baseUrl}/v2/documents/${receipt.documentId}?contentHash=${receipt.contentHash}`, { headers });
      contents.push(`${response.status} ${await response.text()}`);
    }
    expect(contents).toEqual(['200 Taxi to the airport: 42.50', '200 %PDF-1.4 hotel']);

    // the completed task's read-only form names the files sent, from the references' metadata
    await page.getByRole('button', { name: 'Completed by me' }).click();
    await page.locator('.task-item a', { hasText: 'Attach receipts' }).click();
    await expect(page.getByRole('heading', { name: 'Submitted form' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Files of Receipts' }).getByRole('listitem')).toHaveText(['taxi.txt', 'hotel.pdf']);
    await expect(page.getByText('2 files selected')).toBeVisible();
    await expect(page.getByText('No files selected')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Browse' })).toBeDisabled();
    await page.screenshot({ path: join(SCREENSHOTS, 'tasklist-file-picker-completed.png') });
    expect(errors).toEqual([]);
  });
});
