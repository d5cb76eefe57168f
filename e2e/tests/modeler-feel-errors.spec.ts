import { join } from 'node:path';
import { expect, test } from '../support/fixtures.js';
import { dropFile, openModelerAs, openPropertiesGroup, select } from '../support/modeler.js';

const SCREENSHOTS = join(import.meta.dirname, '..', 'screenshots');

const MODEL = `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:di="http://www.omg.org/spec/DD/20100524/DI" xmlns:zeebe="http://camunda.org/schema/zeebe/1.0" id="definitions" targetNamespace="http://baton.dev/test">
  <bpmn:process id="feel-errors" isExecutable="true">
    <bpmn:startEvent id="start"><bpmn:outgoing>to-charge</bpmn:outgoing></bpmn:startEvent>
    <bpmn:sequenceFlow id="to-charge" sourceRef="start" targetRef="charge" />
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
      <bpmndi:BPMNShape id="charge-di" bpmnElement="charge"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end-di" bpmnElement="end"><dc:Bounds x="392" y="102" width="36" height="36" /></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="to-charge-di" bpmnElement="to-charge"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="to-end-di" bpmnElement="to-end"><di:waypoint x="340" y="120" /><di:waypoint x="392" y="120" /></bpmndi:BPMNEdge>
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
