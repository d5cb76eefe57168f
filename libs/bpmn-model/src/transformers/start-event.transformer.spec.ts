import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('start event transformer', () => {
  it('should compile a none start event with output mappings and ignore its start form', async () => {
    const process = await compileFixture(import.meta.url, 'start-event.output-mapping.bpmn');
    expect(process.elements['start']).toEqual({
      id: 'start',
      name: null,
      type: 'START_EVENT',
      bpmnType: 'bpmn:StartEvent',
      flowScopeId: 'P',
      incoming: [],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [{ source: { kind: 'feel', source: 'now()' }, target: 'startedAt' }],
    });
  });

  it('should refuse a start event with an event definition, naming the definition', async () => {
    expect(await problemsOf(import.meta.url, 'start-event.timer.bpmn')).toEqual([
      {
        elementId: 'every-day',
        elementType: 'bpmn:startEvent',
        line: 5,
        message: 'element kind not supported yet (bpmn:startEvent with bpmn:timerEventDefinition)',
      },
    ]);
  });

  it('should refuse incoming sequence flows on a start event', async () => {
    expect(await problemsOf(import.meta.url, 'start-event.incoming-flow.bpmn')).toEqual([
      { elementId: 'start', elementType: 'bpmn:startEvent', line: 4, message: 'a start event must not have incoming sequence flows' },
    ]);
  });
});
