// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

describe('script task converter', () => {
  it('should make a simple JUEL script a FEEL zeebe:script', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:scriptTask id="sum" scriptFormat="juel" camunda:resultVariable="total"><bpmn:script>${price * quantity}</bpmn:script></bpmn:scriptTask>',
      ),
    );

    expect(converted.extensions('sum')).toEqual([{ $type: 'zeebe:Script', expression: '=price * quantity', resultVariable: 'total' }]);
    expect(converted.element('sum')).toEqual({ $type: 'bpmn:ScriptTask', id: 'sum' });
  });

  it('should make a Groovy script a job carrying the script, marked for a person', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:scriptTask id="greet" scriptFormat="groovy" camunda:resultVariable="greeting"><bpmn:script>"Hello " + name</bpmn:script></bpmn:scriptTask>',
      ),
    );

    expect(converted.extensions('greet').slice(0, 2)).toEqual([
      { $type: 'zeebe:TaskDefinition', type: 'script' },
      {
        $type: 'zeebe:TaskHeaders',
        values: [
          { $type: 'zeebe:Header', key: 'language', value: 'groovy' },
          { $type: 'zeebe:Header', key: 'script', value: '"Hello " + name' },
          { $type: 'zeebe:Header', key: 'resultVariable', value: 'greeting' },
        ],
      },
    ]);
    expect(converted.notes.map((note) => note.severity)).toEqual(['manual']);
  });
});
