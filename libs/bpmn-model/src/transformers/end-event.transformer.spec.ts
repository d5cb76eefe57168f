import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('end event transformer', () => {
  it('should compile a none end event with output mappings', async () => {
    const process = await compileFixture(import.meta.url, 'end-event.simple.bpmn');
    expect(process.elements['end']).toEqual({
      id: 'end',
      name: 'Done',
      type: 'END_EVENT',
      bpmnType: 'bpmn:EndEvent',
      flowScopeId: 'P',
      incoming: ['start-end'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [{ source: { kind: 'feel', source: '"done"' }, target: 'status' }],
    });
  });

  it('should refuse outgoing sequence flows on an end event', async () => {
    expect(await problemsOf(import.meta.url, 'end-event.outgoing-flow.bpmn')).toEqual([
      { elementId: 'end', elementType: 'bpmn:endEvent', line: 5, message: 'an end event must not have outgoing sequence flows' },
    ]);
  });

  it('should compile a signal end event', async () => {
    const process = await compileFixture(import.meta.url, 'end-event.signal.bpmn');
    expect(process.elements['broadcast-end']).toEqual({
      id: 'broadcast-end',
      name: null,
      type: 'END_EVENT',
      bpmnType: 'bpmn:EndEvent',
      flowScopeId: 'P',
      incoming: ['start-end'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [],
      eventDefinition: { kind: 'signal', signalName: { kind: 'feel', source: '"done-" + batch' } },
    });
  });

  it('should report a signal end event whose signal does not exist', async () => {
    expect(await problemsOf(import.meta.url, 'end-event.signal-problems.bpmn')).toEqual([
      { elementId: 'dangling-end', elementType: 'bpmn:endEvent', line: 5, message: "signalRef 'gone' refers to a signal that does not exist" },
    ]);
  });
});
