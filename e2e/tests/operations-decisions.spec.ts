import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { openOperationsAs, startInstance } from '../support/operations.js';
import { consoleErrors, deploy, rest, SCREENSHOTS } from '../support/tasklist.js';

/** A table of shipping rates: the second rule matches a heavy parcel to Europe. */
const RATES = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="ops-rates" name="Shipping rates" namespace="http://baton.dev/e2e">
  <decision id="ops-rate" name="Shipping rate">
    <decisionTable id="ops-rate-table" hitPolicy="UNIQUE">
      <input id="zone" label="Zone"><inputExpression id="zone-expression" typeRef="string"><text>zone</text></inputExpression></input>
      <input id="weight" label="Weight (kg)"><inputExpression id="weight-expression" typeRef="number"><text>weight</text></inputExpression></input>
      <output id="rate" name="rate" label="Rate" typeRef="number" />
      <rule id="europe-light"><inputEntry id="r1-zone"><text>"EU"</text></inputEntry><inputEntry id="r1-weight"><text>&lt; 5</text></inputEntry><outputEntry id="r1-rate"><text>9</text></outputEntry></rule>
      <rule id="europe-heavy"><inputEntry id="r2-zone"><text>"EU"</text></inputEntry><inputEntry id="r2-weight"><text>&gt;= 5</text></inputEntry><outputEntry id="r2-rate"><text>19</text></outputEntry></rule>
      <rule id="world"><inputEntry id="r3-zone"><text>not("EU")</text></inputEntry><inputEntry id="r3-weight"><text>-</text></inputEntry><outputEntry id="r3-rate"><text>39</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;

const SHIPPING = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="ops-shipping-definitions" targetNamespace="http://baton.dev/e2e">
  <bpmn:process id="ops-shipping" name="Shipping" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>flow_start</bpmn:outgoing></bpmn:startEvent>
    <bpmn:businessRuleTask id="rate" name="Rate the parcel">
      <bpmn:extensionElements><zeebe:calledDecision decisionId="ops-rate" resultVariable="rate" /></bpmn:extensionElements>
      <bpmn:incoming>flow_start</bpmn:incoming><bpmn:outgoing>flow_rate</bpmn:outgoing>
    </bpmn:businessRuleTask>
    <bpmn:endEvent id="end"><bpmn:incoming>flow_rate</bpmn:incoming></bpmn:endEvent>
    <bpmn:sequenceFlow id="flow_start" sourceRef="start" targetRef="rate" />
    <bpmn:sequenceFlow id="flow_rate" sourceRef="rate" targetRef="end" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="diagram"><bpmndi:BPMNPlane id="plane" bpmnElement="ops-shipping">
    <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="160" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="rate_di" bpmnElement="rate"><dc:Bounds x="240" y="78" width="100" height="80" /></bpmndi:BPMNShape>
    <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="392" y="100" width="36" height="36" /></bpmndi:BPMNShape>
    <bpmndi:BPMNEdge id="flow_start_di" bpmnElement="flow_start"><di:waypoint x="196" y="118" /><di:waypoint x="240" y="118" /></bpmndi:BPMNEdge>
    <bpmndi:BPMNEdge id="flow_rate_di" bpmnElement="flow_rate"><di:waypoint x="340" y="118" /><di:waypoint x="392" y="118" /></bpmndi:BPMNEdge>
  </bpmndi:BPMNPlane></bpmndi:BPMNDiagram>
</bpmn:definitions>`;

test("olga sees an instance's decision, and the decision's table with the rule that matched", async ({ page, engine }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  await deploy(engine.baseUrl, { 'ops-rates.dmn': RATES, 'ops-shipping.bpmn': SHIPPING });
  const key = await startInstance(engine, 'ops-shipping', { zone: 'EU', weight: 7 });

  await openOperationsAs(page, engine, 'olga', `instances/${key}`);
  const view = page.getByTestId('instance-view');
  await view.getByRole('tab', { name: 'Decisions' }).click();
  const decisions = view.getByTestId('decision-instances');
  await expect(decisions).toContainText('Shipping rate');
  await expect(decisions).toContainText('EVALUATED');
  await expect(decisions).toContainText('19');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-decisions-of-instance.png'), fullPage: true });

  await decisions.getByRole('link', { name: 'Shipping rate' }).click();
  const decision = page.getByTestId('decision-instance-view');
  await expect(decision.getByTestId('decision-state')).toHaveText('EVALUATED');
  await expect(decision.getByTestId('decision-inputs')).toContainText('Weight (kg)');
  await expect(decision.getByTestId('decision-inputs')).toContainText('7');
  await expect(decision.getByTestId('decision-result')).toHaveText('19');
  const rules = decision.getByTestId('decision-rules').locator('tbody tr');
  await expect(rules).toHaveCount(3);
  await expect(rules.nth(1)).toHaveClass(/ops-rule-matched/);
  await expect(rules.nth(0)).not.toHaveClass(/ops-rule-matched/);
  await expect(rules.nth(2)).not.toHaveClass(/ops-rule-matched/);
  await expect(decision.getByTestId('decision-matched')).toContainText('rule 2 → rate = 19');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-decision-instance.png'), fullPage: true });
  expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
});

/** A UNIQUE table whose two rules both match any parcel: evaluating it fails, as a UNIQUE table must. */
const OVERLAP = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="https://www.omg.org/spec/DMN/20191111/MODEL/" id="ops-overlap-drg" name="Overlap" namespace="http://baton.dev/e2e">
  <decision id="ops-overlap" name="Overlapping rate">
    <decisionTable id="ops-overlap-table" hitPolicy="UNIQUE">
      <input id="o-zone" label="Zone"><inputExpression id="o-zone-expression" typeRef="string"><text>zone</text></inputExpression></input>
      <output id="o-rate" name="rate" typeRef="number" />
      <rule id="any-1"><inputEntry id="o1"><text>-</text></inputEntry><outputEntry id="o1-rate"><text>1</text></outputEntry></rule>
      <rule id="any-2"><inputEntry id="o2"><text>-</text></inputEntry><outputEntry id="o2-rate"><text>2</text></outputEntry></rule>
    </decisionTable>
  </decision>
</definitions>`;

test('olga searches decision instances by decision and state, and opens a failed one', async ({ page, engine }) => {
  const errors = consoleErrors(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await deploy(engine.baseUrl, { 'ops-rates.dmn': RATES, 'ops-shipping.bpmn': SHIPPING, 'ops-overlap.dmn': OVERLAP });
  await startInstance(engine, 'ops-shipping', { zone: 'EU', weight: 2 });
  await startInstance(engine, 'ops-shipping', { zone: 'US', weight: 2 });
  const failed = await rest<{ failureMessage: string | null }>(engine.baseUrl, { user: 'dave' }, 'POST', '/v2/decision-definitions/evaluation', {
    decisionDefinitionId: 'ops-overlap',
    variables: { zone: 'EU' },
  });
  expect(failed.body.failureMessage).toContain('rules 1, 2 match');

  await openOperationsAs(page, engine, 'olga', 'decision-instances');
  const list = page.getByTestId('decision-instance-list');
  await list.getByLabel('Decision').selectOption('ops-rate');
  await list.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/decision-instances\?decision=ops-rate$/);
  await expect(list.getByTestId('decision-instance-count')).toHaveText(/^\d+ decision instances?$/);
  const rows = list.locator('tbody tr');
  await expect(rows.first()).toContainText('Shipping rate');
  for (const text of await rows.allTextContents()) expect(text).not.toContain('Overlapping rate');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-decision-instance-search.png'), fullPage: true });

  await list.getByLabel('Decision').selectOption('');
  await list.getByLabel('State').selectOption('FAILED');
  await list.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/decision-instances\?state=FAILED$/);
  await expect(list.getByTestId('decision-instance-count')).toHaveText('1 decision instance');
  await expect(rows.first()).toContainText('rules 1, 2 match');
  await page.screenshot({ path: join(SCREENSHOTS, 'operations-decision-instance-search-failed.png'), fullPage: true });

  await rows
    .first()
    .getByRole('link', { name: /Overlapping rate/ })
    .click();
  await expect(page.getByTestId('decision-instance-view').getByTestId('decision-state')).toHaveText('FAILED');
  expect(errors.filter((error) => !error.includes('favicon.ico'))).toEqual([]);
});
