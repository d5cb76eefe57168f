import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { corpusMissing, corpusModels, importableByBpmnJs } from '../support/corpus.js';
import { openModelerAs } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

test('the modeler opens every corpus model bpmn-js can import, without an error', async ({ page, engine }) => {
  const missing = corpusMissing();
  test.skip(missing !== undefined, missing);
  // Six hundred models, each opened through the file input: one long test rather than six hundred logins.
  test.setTimeout(20 * 60_000);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openModelerAs(page, engine, 'ann');

  const failures: string[] = [];
  let opened = 0;
  for (const model of corpusModels()) {
    if (!(await importableByBpmnJs(model.xml))) continue;
    const name = model.path.replaceAll('/', '--');
    await page.getByTestId('open-file').setInputFiles({ name, mimeType: 'application/xml', buffer: Buffer.from(model.xml) });
    const notice = page.getByTestId('notice');
    await expect(notice).not.toHaveText(/^Opening /);
    const text = (await notice.textContent()) ?? '';
    if (text.startsWith(`Opened ${name}`)) opened++;
    else failures.push(`${model.path}: ${text}`);
    if (model.path === 'miwg/Reference/C.9.2.bpmn') await page.screenshot({ path: join(SCREENSHOTS, 'modeler-corpus-model.png') });
  }

  expect(failures).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(opened).toBeGreaterThan(300);
  console.log(`The modeler opened ${opened} corpus models`);
});
