import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { dropFile, openModelerAs, openPropertiesGroup, select } from '../support/modeler.js';
import { authHeaders } from '../support/tokens.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

/** start → a script task (a prompt) → a service task whose job type the engine refuses (`kind +`) → end. */
const MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="feel-errors" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>to-prompt</bpmn:outgoing></bpmn:startEvent>
    <bpmn:sequenceFlow id="to-prompt" sourceRef="start" targetRef="prompt" />
    <bpmn:scriptTask id="prompt" name="Prompt">
      <bpmn:extensionElements><zeebe:script expression="=&quot;hello&quot;" resultVariable="prompt" /></bpmn:extensionElements>
      <bpmn:incoming>to-prompt</bpmn:incoming><bpmn:outgoing>to-charge</bpmn:outgoing>
    </bpmn:scriptTask>
    <bpmn:sequenceFlow id="to-charge" sourceRef="prompt" targetRef="charge" />
    <bpmn:serviceTask id="charge" name="Charge">
      <bpmn:extensionElements><zeebe:taskDefinition type="=kind +" /></bpmn:extensionElements>
      <bpmn:incoming>to-charge</bpmn:incoming><bpmn:outgoing>to-end</bpmn:outgoing>
    </bpmn:serviceTask>
    <bpmn:sequenceFlow id="to-end" sourceRef="charge" targetRef="end" />
    <bpmn:endEvent id="end"><bpmn:incoming>to-end</bpmn:incoming></bpmn:endEvent>
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram">
    <bpmndi:BPMNPlane id="plane" bpmnElement="feel-errors">
      <bpmndi:BPMNShape id="start-di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="prompt-di" bpmnElement="prompt"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="charge-di" bpmnElement="charge"><dc:Bounds x="460" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end-di" bpmnElement="end"><dc:Bounds x="612" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="to-prompt-di" bpmnElement="to-prompt"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="to-charge-di" bpmnElement="to-charge"><di:waypoint x="340" y="120" /><di:waypoint x="460" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="to-end-di" bpmnElement="to-end"><di:waypoint x="560" y="120" /><di:waypoint x="612" y="120" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;

test("the properties panel says the engine's verdict on a FEEL field, and nothing once the engine takes it", async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  await dropFile(page, 'feel-errors.bpmn', MODEL);
  await select(page, 'charge');
  await openPropertiesGroup(page, 'taskDefinition');
  const error = page.locator('[data-entry-id="taskDefinitionType"] .bio-properties-panel-error');

  // the engine's dry-run deploy refuses the job type: its words are on the field
  await expect(error).toHaveText(/^The engine: syntax error at position 7: /);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-feel-error.png') });

  // when ann writes a job type the engine takes (the FEEL text after the field's '='), the field is clear
  await page.locator('[data-entry-id="taskDefinitionType"] .cm-content').fill('"charge"');
  await expect(error).toHaveCount(0);
  await expect(page.getByTestId('validation-summary')).toHaveText('No problems: the engine would deploy this model');
});

test('a string over two lines, a name in backticks, an and(…) call: what the engine takes is no error in its field, and deploys', async ({ page, engine }) => {
  await openModelerAs(page, engine, 'ann');
  await dropFile(page, 'feel-errors.bpmn', MODEL);
  const summary = page.getByTestId('validation-summary');
  await expect(summary).toHaveText('1 error, 0 warnings');

  // ann types a prompt over two lines into the script's FEEL field, as Camunda's AI-agent examples write theirs
  await select(page, 'prompt');
  await openPropertiesGroup(page, 'script');
  const script = page.locator('[data-entry-id="scriptExpression"]');
  await script.locator('.cm-content').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('"You review orders.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Answer in one line."');
  await expect(script.locator('.cm-line')).toHaveCount(2);

  // and writes a job type that reads a variable by a name in backticks and calls FEEL-Scala's and(…), which the
  // browser's own FEEL parser refuses
  await select(page, 'charge');
  await openPropertiesGroup(page, 'taskDefinition');
  const jobType = page.locator('[data-entry-id="taskDefinitionType"]');
  await jobType.locator('.cm-content').fill('if and(kinds[0] = "urgent", `order kind` != null) then "charge-now" else "charge"');

  // then, once the browser's lint has read the field (its advice on kinds[0] is there), neither field shows an error,
  // in its text or marked in the editor, and the engine would deploy the model
  await expect(jobType.locator('.cm-lintRange-warning').first()).toBeVisible();
  await expect(jobType.locator('.bio-properties-panel-error, .cm-lintRange-error')).toHaveCount(0);
  await expect(summary).toHaveText('No problems: the engine would deploy this model');
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-feel-and-call.png') });
  await select(page, 'prompt');
  await expect(script.locator('.cm-line')).toHaveCount(2);
  await expect(script.locator('.bio-properties-panel-error, .cm-lintRange-error')).toHaveCount(0);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-feel-multi-line.png') });

  await page.getByRole('button', { name: 'Deploy' }).click();
  await expect(page.getByTestId('notice')).toHaveText(/^Deployed feel-errors version 1/);
  const headers = { ...(await authHeaders(engine.baseUrl, { user: 'ann' })), 'content-type': 'application/json' };
  const search = await fetch(`${engine.baseUrl}/v2/process-definitions/search`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ filter: { processDefinitionId: 'feel-errors' } }),
  });
  const { items } = (await search.json()) as { items: { processDefinitionKey: string }[] };
  const xml = await (await fetch(`${engine.baseUrl}/v2/process-definitions/${items[0]!.processDefinitionKey}/xml`, { headers })).text();
  expect(xml).toContain('expression="=&#34;You review orders.&#10;Answer in one line.&#34;"');
  expect(xml).toContain('type="=if and(kinds[0] = &#34;urgent&#34;, `order kind` != null) then &#34;charge-now&#34; else &#34;charge&#34;"');

  // an expression the engine refuses still shows the engine's words on the field
  await select(page, 'charge');
  await jobType.locator('.cm-content').fill('amount >> 100');
  await expect(jobType.locator('.bio-properties-panel-error')).toHaveText(/^The engine: syntax error at position 9: /);
  await page.screenshot({ path: join(SCREENSHOTS, 'modeler-feel-unknown-operator.png') });
});
