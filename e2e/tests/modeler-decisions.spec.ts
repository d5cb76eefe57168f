import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { openModelerAs } from '../support/modeler.js';
import { authHeaders, type Caller } from '../support/tokens.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');
/** A process whose business rule task calls the decision `DECISION_ID` (replaced by the new decision's id) of its own deployment into `level`. */
const PROCESS = readFileSync(join(import.meta.dirname, 'modeler-decisions.bpmn'), 'utf8');

async function rest<T>(baseUrl: string, caller: Caller, path: string, body: unknown): Promise<T> {
  const headers = { ...(await authHeaders(baseUrl, caller)), 'content-type': 'application/json' };
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The cell of the decision table at a rule's row and a column kind (`input-cell`, `output-cell`). */
const cell = (page: Page, ruleId: string, kind: string) => page.locator(`td.${kind}[data-row-id="${ruleId}"]`);

/** Types `text` into a cell in place of what it held, and leaves the cell. */
async function editCell(page: Page, ruleId: string, kind: string, text: string): Promise<void> {
  await cell(page, ruleId, kind).locator('[contenteditable]').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  await page.getByRole('textbox', { name: 'Model name' }).click();
  await expect(cell(page, ruleId, kind)).toHaveText(text);
}

test('ann edits a new decision, deploys it with the process that calls it, and tries it in the test evaluation', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');

  // given ann starts a new decision: its table opens, and the engine has nothing against it
  await page.getByLabel('New from template').selectOption('Decision (DMN)');
  await expect(page.getByTestId('notice')).toHaveText('Opened a new decision');
  await expect(page.getByRole('tab', { name: 'DMN New decision' })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 'Rule_1', 'output-cell')).toContainText('"high"');
  const decisionId = await page.getByLabel('Decision to evaluate').inputValue();
  expect(decisionId).toMatch(/^Decision_\w+$/);
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');

  // when ann writes a rule's output the engine cannot read, the problems list names the rule and Deploy waits
  await editCell(page, 'Rule_1', 'output-cell', '"gold" +');
  await expect(page.getByTestId('problems')).toContainText('Rule_1');
  await expect(page.locator('#deploy-blocked-by')).toHaveText('1 problem to fix first');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-problem.png') });

  // and once it is a string, nothing is left to fix
  await editCell(page, 'Rule_1', 'output-cell', '"gold"');
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-table.png') });

  // the decision requirements diagram shows the decision, and leads back to its table
  await page.getByRole('button', { name: 'View DRD' }).click();
  await expect(page.locator(`.djs-shape[data-element-id="${decisionId}"]`)).toBeVisible();
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-drd.png') });
  await page.locator('.drill-down-overlay').first().click();
  await expect(cell(page, 'Rule_1', 'output-cell')).toHaveText('"gold"');

  // and opens the process that calls it, which shows in the process tab
  await page.getByTestId('open-file').setInputFiles({
    name: 'decide-level.bpmn',
    mimeType: 'application/xml',
    buffer: Buffer.from(PROCESS.replace('DECISION_ID', decisionId)),
  });
  await expect(page.getByTestId('notice')).toHaveText('Opened decide-level.bpmn');
  await expect(page.getByRole('tab', { name: 'BPMN decide-level.bpmn' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');

  // then Deploy offers the open decision; without it the engine refuses the task bound to its deployment's decision
  await page.getByRole('button', { name: 'Deploy' }).click();
  const dialog = page.getByRole('dialog', { name: 'Deploy' });
  const withDecision = dialog.getByRole('checkbox', { name: 'New-decision.dmn' });
  await expect(withDecision).toBeChecked();
  await withDecision.uncheck();
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText('The engine refused the deployment: 1 problem, listed below');
  await expect(page.getByTestId('problems').getByRole('button', { name: 'decide' })).toBeVisible();
  await expect(page.getByTestId('problems')).toContainText(decisionId);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-deploy-refused.png') });

  // and with it, both deploy in one deployment
  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(withDecision).toBeChecked();
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-deploy-dialog.png') });
  await dialog.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText(`Deployed decide-level version 1, decision ${decisionId} version 1`);

  // and an order of 150 started on the process gets the level ann wrote
  const started = await rest<{ processInstanceKey: string }>(engine.baseUrl, { user: 'dave' }, '/v2/process-instances', {
    processDefinitionId: 'decide-level',
    variables: { amount: 150 },
  });
  await expect(async () => {
    const variables = await rest<{ items: { name: string; value: string }[] }>(engine.baseUrl, { user: 'dave' }, '/v2/variables/search', {
      filter: { processInstanceKey: started.processInstanceKey, name: 'level' },
    });
    expect(variables.items.map((item) => item.value)).toEqual(['"gold"']);
  }).toPass({ timeout: 20_000 });

  // when ann tries the decision in the test evaluation, with the inputs its table reads
  await page.getByRole('tab', { name: 'DMN New decision' }).click();
  await expect(cell(page, 'Rule_1', 'output-cell')).toHaveText('"gold"');
  const inputs = page.getByLabel('Inputs');
  expect(JSON.parse(await inputs.inputValue())).toEqual({ amount: null });
  await inputs.fill('{ "amount": 250 }');
  await page.getByRole('button', { name: 'Evaluate' }).click();

  // then the result and the matched rule show, and the rule's row is marked in the table
  await expect(page.getByTestId('evaluation-output')).toHaveText('"gold"');
  await expect(page.getByTestId('matched-rules')).toContainText('Rule 1 (Rule_1): level = "gold"');
  await expect(cell(page, 'Rule_1', 'output-cell')).toHaveCSS('background-color', 'rgb(220, 243, 227)');
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-decision-evaluated.png') });

  // and an amount no rule matches says so
  await inputs.fill('{ "amount": 5 }');
  await page.getByRole('button', { name: 'Evaluate' }).click();
  await expect(page.getByTestId('evaluation-result')).toContainText('No rule matched.');
  await expect(cell(page, 'Rule_1', 'output-cell')).not.toHaveCSS('background-color', 'rgb(220, 243, 227)');

  // the decision is kept in the model library beside the processes, and opens from it in its decision tab
  await page.getByRole('textbox', { name: 'Model name' }).fill('Order level');
  await page.getByRole('button', { name: 'Save to library' }).click();
  await expect(page.getByTestId('notice')).toHaveText('Saved "Order level" as revision 1 in the library');
  await page.getByRole('tab', { name: 'BPMN decide-level.bpmn' }).click();
  await page.getByRole('button', { name: 'Library', exact: true }).click();
  await page.getByRole('button', { name: /^Order level rev\. 1/ }).click();
  await expect(page.getByTestId('notice')).toHaveText('Opened "Order level" revision 1');
  await expect(page.getByRole('tab', { name: 'DMN Order level' })).toHaveAttribute('aria-selected', 'true');
  await expect(cell(page, 'Rule_1', 'output-cell')).toHaveText('"gold"');
});
