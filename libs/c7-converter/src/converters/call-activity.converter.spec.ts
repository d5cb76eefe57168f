// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const call = (attributes: string, extensions = '') =>
  camunda7Model(`<bpmn:callActivity id="call" ${attributes}><bpmn:extensionElements>${extensions}</bpmn:extensionElements></bpmn:callActivity>`);

describe('call activity converter', () => {
  it('should call the same process, passing only the variables Camunda 7 passed', async () => {
    const converted = await convert(
      call(
        'calledElement="billing" camunda:calledElementBinding="deployment"',
        '<camunda:in source="orderId" target="id" /><camunda:in sourceExpression="${total * 2}" target="double" /><camunda:out source="invoice" target="invoice" />',
      ),
    );

    expect(converted.extensions('call')).toEqual([
      {
        $type: 'zeebe:IoMapping',
        inputParameters: [
          { $type: 'zeebe:Input', source: '=orderId', target: 'id' },
          { $type: 'zeebe:Input', source: '=total * 2', target: 'double' },
        ],
        outputParameters: [{ $type: 'zeebe:Output', source: '=invoice', target: 'invoice' }],
      },
      { $type: 'zeebe:CalledElement', processId: 'billing', bindingType: 'deployment', propagateAllParentVariables: false, propagateAllChildVariables: false },
    ]);
    expect(converted.notes).toEqual([]);
  });

  it('should pass all variables where Camunda 7 said variables="all", and a JUEL called element as FEEL', async () => {
    const converted = await convert(call('calledElement="${subProcess}"', '<camunda:in variables="all" /><camunda:out variables="all" />'));

    // propagateAllParentVariables is true by default, so moddle does not write it
    expect(converted.extensions('call')).toEqual([{ $type: 'zeebe:CalledElement', processId: '=subProcess', propagateAllChildVariables: true }]);
  });

  it('should keep a business key mapping and a version binding for a person', async () => {
    const converted = await convert(
      call('calledElement="billing" camunda:calledElementBinding="version" camunda:calledElementVersion="3"', '<camunda:in businessKey="#{orderId}" />'),
    );

    expect(converted.extensions('call').map((extension) => extension.$type)).toEqual([
      'camunda:In',
      'zeebe:CalledElement',
      'conversion:note',
      'conversion:note',
    ]);
    expect(converted.notes.map((note) => note.message)).toEqual([
      'the call was bound to version 3 of the process: Camunda 8 binds by version tag; the latest version is called',
      'camunda:in businessKey="#{orderId}" was not converted: Camunda 8 has no business key; pass it as a variable',
    ]);
  });
});
