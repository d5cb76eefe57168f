// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { compileBpmn } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const withInputOutput = (parameters: string, element = 'bpmn:task') =>
  camunda7Model(
    `<bpmn:startEvent id="start" /><bpmn:sequenceFlow id="flow" sourceRef="start" targetRef="task" /><${element} id="task"><bpmn:extensionElements><camunda:inputOutput>${parameters}</camunda:inputOutput></bpmn:extensionElements></${element}>`,
  );

describe('input/output converter', () => {
  it('should turn text, JUEL, lists and maps into FEEL sources', async () => {
    const converted = await convert(
      withInputOutput(`
        <camunda:inputParameter name="greeting">Hello</camunda:inputParameter>
        <camunda:inputParameter name="total">\${order.total * 2}</camunda:inputParameter>
        <camunda:inputParameter name="empty" />
        <camunda:inputParameter name="tags"><camunda:list><camunda:value>a</camunda:value><camunda:value>\${tag}</camunda:value></camunda:list></camunda:inputParameter>
        <camunda:inputParameter name="headers"><camunda:map><camunda:entry key="Accept">application/json</camunda:entry></camunda:map></camunda:inputParameter>
        <camunda:outputParameter name="approved">\${result == 'yes'}</camunda:outputParameter>`),
    );

    expect(converted.extensions('task')).toEqual([
      {
        $type: 'zeebe:IoMapping',
        inputParameters: [
          { $type: 'zeebe:Input', source: '="Hello"', target: 'greeting' },
          { $type: 'zeebe:Input', source: '=order.total * 2', target: 'total' },
          { $type: 'zeebe:Input', source: '=null', target: 'empty' },
          { $type: 'zeebe:Input', source: '=["a", tag]', target: 'tags' },
          { $type: 'zeebe:Input', source: '={"Accept": "application/json"}', target: 'headers' },
        ],
        outputParameters: [{ $type: 'zeebe:Output', source: '=result = "yes"', target: 'approved' }],
      },
    ]);
    const compiled = await compileBpmn(converted.xml);
    expect(compiled.ok ? [] : compiled.problems).toEqual([]);
  });

  it('should keep the whole mapping when one parameter is a script, noting that parameter', async () => {
    const converted = await convert(
      withInputOutput(
        '<camunda:inputParameter name="a">${a}</camunda:inputParameter><camunda:inputParameter name="b"><camunda:script scriptFormat="groovy">a + 1</camunda:script></camunda:inputParameter>',
      ),
    );

    expect(converted.extensions('task').map((extension) => extension.$type)).toEqual(['camunda:InputOutput', 'conversion:note']);
    expect(converted.notes).toEqual([
      {
        elementId: 'task',
        severity: 'manual',
        message: "the input parameter 'b' was not converted (a groovy script computes it); camunda:inputOutput is kept",
      },
    ]);
  });

  it('should not give a gateway mappings it cannot have', async () => {
    const converted = await convert(withInputOutput('<camunda:inputParameter name="a">x</camunda:inputParameter>', 'bpmn:exclusiveGateway'));

    expect(converted.notes.map((note) => note.message)).toEqual([
      'camunda:inputOutput on a gateway was not converted: a gateway has no input or output mappings in Camunda 8; move them to an activity',
    ]);
  });
});
