// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const flow = (condition: string) =>
  camunda7Model(
    `<bpmn:exclusiveGateway id="gateway" /><bpmn:endEvent id="end" /><bpmn:sequenceFlow id="flow" sourceRef="gateway" targetRef="end">${condition}</bpmn:sequenceFlow>`,
  );

describe('condition converter', () => {
  it.each([
    ['${amount > 1000 && approved}', '=amount > 1000 and approved'],
    ["${status == 'open'}", '=status = "open"'],
    ['${not empty comment}', expect.stringMatching(/^=not\(\(comment = null or/)],
  ])('should translate the JUEL condition %s to FEEL', async (juel, feel) => {
    const converted = await convert(flow(`<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression"><![CDATA[${juel}]]></bpmn:conditionExpression>`));

    expect(converted.element('flow')).toMatchObject({ conditionExpression: { body: feel } });
    expect(converted.notes).toEqual([]);
  });

  it('should keep a condition that calls a method, and mark the flow', async () => {
    const converted = await convert(flow('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">${rules.allows(order)}</bpmn:conditionExpression>'));

    expect(converted.element('flow')).toMatchObject({ conditionExpression: { body: '${rules.allows(order)}' } });
    expect(converted.extensions('flow')).toEqual([{ $type: 'conversion:note', severity: 'manual', $body: converted.notes[0]?.message }]);
    expect(converted.notes).toEqual([
      {
        elementId: 'flow',
        severity: 'manual',
        message: "the condition '${rules.allows(order)}' was not converted (not simple JUEL: a method call (allows(…))): write it in FEEL",
      },
    ]);
  });

  it('should keep a script condition for a person, and take a FEEL one as it is', async () => {
    const script = await convert(
      flow('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="javascript">amount &gt; 5</bpmn:conditionExpression>'),
    );
    const feel = await convert(flow('<bpmn:conditionExpression xsi:type="bpmn:tFormalExpression" language="feel">amount &gt; 5</bpmn:conditionExpression>'));

    expect(script.notes.map((note) => note.message)).toEqual(['the javascript condition was not converted: write it in FEEL']);
    expect(feel.element('flow')).toMatchObject({ conditionExpression: { body: '=amount > 5' } });
  });
});
