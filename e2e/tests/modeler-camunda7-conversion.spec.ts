import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORPUS_DIR, corpusMissing } from '../support/corpus.js';
import { expect, test } from '../support/fixtures.js';
import { openModelerAs } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
/** A Camunda 7 example with user tasks and embedded HTML forms: two of its elements need a person after conversion. */
const CAMUNDA7_MODEL = 'camunda-bpm-examples/usertask/task-form-embedded-react/react-example.bpmn';

test('a Camunda 7 model is offered a conversion; the converted model marks where ann must decide, and deploys', async ({ page, engine }) => {
  const missing = corpusMissing();
  test.skip(missing !== undefined, missing);
  await openModelerAs(page, engine, 'ann');

  // given ann opens a Camunda 7 model: the engine would refuse it, and the modeler offers to convert it
  const xml = readFileSync(join(CORPUS_DIR, CAMUNDA7_MODEL));
  await page.getByTestId('open-file').setInputFiles({ name: 'react-example.bpmn', mimeType: 'application/xml', buffer: xml });
  await expect(page.getByTestId('conversion-banner')).toContainText('written for Camunda 7');
  await expect(page.getByTestId('problems')).toContainText('Camunda 7 dialect');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-offer.png') });

  // when she converts it
  await page.getByRole('button', { name: 'Convert to Zeebe' }).click();

  // then the two elements that need her are flagged on the canvas, and the engine would deploy the rest as it is
  await expect(page.getByTestId('conversion-banner')).toContainText('2 elements need a decision');
  const flags = page.locator('.baton-decision-flag');
  await expect(flags).toHaveCount(2);
  expect(await flags.evaluateAll((all) => all.map((flag) => (flag as HTMLElement).dataset.elementId).sort())).toEqual(['StartEvent_1', 'Task_1a9adlo']);
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await page.getByRole('button', { name: 'Show report' }).click();
  await expect(page.getByTestId('conversion-report')).toContainText('embedded HTML form');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-camunda7-converted.png') });

  // when she marks one decided, the flag goes, and undo brings it back (the change went through the command stack)
  await page.locator('.baton-decision-flag[data-element-id="Task_1a9adlo"]').click();
  await expect(flags).toHaveCount(1);
  await expect(page.getByTestId('conversion-banner')).toContainText('1 element needs a decision');
  await page.getByTestId('canvas').click({ position: { x: 600, y: 12 } });
  await page.keyboard.press('Control+z');
  await expect(flags).toHaveCount(2);

  // and the converted model deploys
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText(/^Deployed \S+ version 1$/);
});
