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

describe('error events', () => {
  it('should require an error end event to throw a code (literal or valid FEEL), and refuse FEEL, non-interrupting or duplicate error catch events', async () => {
    const problems = await problemsOf(import.meta.url, 'end-event.error-problems.bpmn');
    expect(problems.map(({ elementId, message }) => [elementId, message])).toEqual([
      ['work', "the boundary events 'catch-all', 'catch-all-2' catch every error; only one of them could ever catch it"],
      ['work', "the boundary events 'declined-1', 'declined-2' catch the same error code 'DECLINED'; only one of them could ever catch it"],
      ['without-ref', 'the bpmn:errorEventDefinition has no errorRef; an error end event must reference a bpmn:error with an errorCode'],
      ['without-code', "the error 'no-code' has no errorCode; an error end event must throw a code"],
      ['with-feel', "invalid FEEL in the errorCode of error 'feel-code': syntax error at position 7: the expression 'code +' ends too early"],
      ['dangling', "errorRef 'missing' refers to an error that does not exist"],
      ['beside', 'element kind not supported yet (bpmn:boundaryEvent with bpmn:errorEventDefinition)'],
      ['catch-feel', "the error 'feel-ok' has a FEEL errorCode; a catch event matches a literal code only"],
    ]);
  });

  it('should compile the thrown code of an error end event (FEEL kept for the runtime), and an error boundary event whose error has no code as a catch-all', async () => {
    const process = await compileFixture(import.meta.url, 'end-event.error.bpmn');
    expect(process.elements['thrown']?.eventDefinition).toEqual({ kind: 'error', errorCode: 'DECLINED' });
    expect(process.elements['thrown-feel']?.eventDefinition).toEqual({ kind: 'error', errorCode: null, errorCodeExpression: 'code' });
    expect(process.elements['catch-all']?.eventDefinition).toEqual({ kind: 'error', errorCode: null });
    expect(process.elements['catch-declined']?.eventDefinition).toEqual({ kind: 'error', errorCode: 'DECLINED' });
    expect(process.elements['sub']?.boundaryEventIds).toEqual(['catch-all', 'catch-declined']);
  });
});
