// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { compileBpmn } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

/** A task with a conditional boundary event whose definition carries `attributes` and `condition`. */
const boundary = (attributes: string, condition: string) =>
  camunda7Model(
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="in" sourceRef="start" targetRef="work" />
    <bpmn:userTask id="work" /><bpmn:sequenceFlow id="out" sourceRef="work" targetRef="end" /><bpmn:endEvent id="end" />
    <bpmn:boundaryEvent id="changed" attachedToRef="work">
      <bpmn:conditionalEventDefinition id="definition" ${attributes}>
        <bpmn:condition xsi:type="bpmn:tFormalExpression">${condition}</bpmn:condition>
      </bpmn:conditionalEventDefinition>
    </bpmn:boundaryEvent>
    <bpmn:sequenceFlow id="after" sourceRef="changed" targetRef="end" />`,
  );

describe('conditional event converter', () => {
  it('should turn the JUEL condition into FEEL and camunda:variableName/variableEvents into a zeebe:conditionalFilter the engine deploys', async () => {
    const converted = await convert(boundary('camunda:variableName="invoiceId" camunda:variableEvents="create, update"', '${invoiceId != null}'));

    const xml = converted.xml;
    expect(xml).toContain('=invoiceId != null');
    expect(xml).toMatch(/<zeebe:conditionalFilter variableNames="invoiceId" variableEvents="create, update" \/>/);
    expect(xml).not.toContain('camunda:variable');
    const compiled = await compileBpmn(xml);
    expect(compiled.ok ? [] : compiled.problems).toEqual([]);
    expect(compiled.ok && compiled.processes[0]?.elements.changed?.eventDefinition).toEqual({
      kind: 'conditional',
      condition: 'invoiceId != null',
      variableNames: ['invoiceId'],
      variableEvents: ['create', 'update'],
    });
  });

  it("should drop the 'delete' event Zeebe does not know, saying so", async () => {
    const converted = await convert(boundary('camunda:variableEvents="delete"', '${cancelled}'));

    expect(converted.xml).not.toContain('conditionalFilter');
    expect(converted.notes).toEqual([
      {
        elementId: 'changed',
        severity: 'info',
        message: `camunda:variableEvents="delete": Zeebe reacts to variables created and updated only, so 'delete' was dropped`,
      },
    ]);
    expect((await compileBpmn(converted.xml)).ok).toBe(true);
  });
});
