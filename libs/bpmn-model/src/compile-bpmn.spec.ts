import { describe, expect, it } from 'vitest';
import { compileBpmn } from './compile-bpmn.js';
import type { ExecutableElement, ExecutableProcess } from './executable-model.js';
import { compileFixture, problemsOf, problemsOfXml, readFixture } from './fixture.test-helper.js';

const base = { flowScopeId: 'order-process', incoming: [], outgoing: [], defaultFlowId: null, inputMappings: [], outputMappings: [] };

function element(fields: Partial<ExecutableElement> & Pick<ExecutableElement, 'id' | 'type' | 'bpmnType'>): ExecutableElement {
  return { ...base, name: null, ...fields };
}

const flow = (id: string, sourceId: string, targetId: string, condition: string | null = null, name: string | null = null) => ({
  id,
  name,
  sourceId,
  targetId,
  condition,
});

describe('compileBpmn', () => {
  it('should compile start → service task → exclusive gateway → parallel fork/join → end into the executable graph', async () => {
    const process = await compileFixture(import.meta.url, 'compile-bpmn.order-process.bpmn');

    const expected: ExecutableProcess = {
      id: 'order-process',
      name: 'Order process',
      versionTag: 'v1.2',
      elements: {
        'order-process': element({
          id: 'order-process',
          name: 'Order process',
          type: 'PROCESS',
          bpmnType: 'bpmn:Process',
          flowScopeId: null,
          noneStartEventId: 'start',
        }),
        start: element({ id: 'start', name: 'Order received', type: 'START_EVENT', bpmnType: 'bpmn:StartEvent', outgoing: ['flow-start-charge'] }),
        charge: element({
          id: 'charge',
          name: 'Charge card',
          type: 'SERVICE_TASK',
          bpmnType: 'bpmn:ServiceTask',
          incoming: ['flow-start-charge'],
          outgoing: ['flow-charge-decide'],
          inputMappings: [
            { source: { kind: 'feel', source: 'order.total' }, target: 'amount' },
            { source: { kind: 'static', value: 'card' }, target: 'paymentKind' },
          ],
          outputMappings: [{ source: { kind: 'feel', source: 'receipt.id' }, target: 'order.receiptId' }],
          job: {
            type: { kind: 'static', value: 'payment-service' },
            retries: { kind: 'static', value: '3' },
            customHeaders: { method: 'card', currency: 'EUR' },
          },
        }),
        decide: element({
          id: 'decide',
          name: 'Amount?',
          type: 'EXCLUSIVE_GATEWAY',
          bpmnType: 'bpmn:ExclusiveGateway',
          incoming: ['flow-charge-decide'],
          outgoing: ['flow-large', 'flow-medium', 'flow-small'],
          defaultFlowId: 'flow-small',
        }),
        fork: element({
          id: 'fork',
          type: 'PARALLEL_GATEWAY',
          bpmnType: 'bpmn:ParallelGateway',
          incoming: ['flow-large', 'flow-medium'],
          outgoing: ['flow-fork-ship', 'flow-fork-invoice'],
        }),
        ship: element({
          id: 'ship',
          name: 'Ship',
          type: 'MANUAL_TASK',
          bpmnType: 'bpmn:ManualTask',
          incoming: ['flow-fork-ship'],
          outgoing: ['flow-ship-join'],
        }),
        invoice: element({
          id: 'invoice',
          name: 'Invoice',
          type: 'TASK',
          bpmnType: 'bpmn:Task',
          incoming: ['flow-fork-invoice'],
          outgoing: ['flow-invoice-join'],
        }),
        join: element({
          id: 'join',
          type: 'PARALLEL_GATEWAY',
          bpmnType: 'bpmn:ParallelGateway',
          incoming: ['flow-ship-join', 'flow-invoice-join'],
          outgoing: ['flow-join-done'],
        }),
        done: element({ id: 'done', name: 'Done', type: 'END_EVENT', bpmnType: 'bpmn:EndEvent', incoming: ['flow-small', 'flow-join-done'] }),
      },
      flows: {
        'flow-start-charge': flow('flow-start-charge', 'start', 'charge'),
        'flow-charge-decide': flow('flow-charge-decide', 'charge', 'decide'),
        'flow-large': flow('flow-large', 'decide', 'fork', 'amount > 1000', 'large'),
        'flow-medium': flow('flow-medium', 'decide', 'fork', 'amount > 100'),
        'flow-small': flow('flow-small', 'decide', 'done'),
        'flow-fork-ship': flow('flow-fork-ship', 'fork', 'ship'),
        'flow-fork-invoice': flow('flow-fork-invoice', 'fork', 'invoice'),
        'flow-ship-join': flow('flow-ship-join', 'ship', 'join'),
        'flow-invoice-join': flow('flow-invoice-join', 'invoice', 'join'),
        'flow-join-done': flow('flow-join-done', 'join', 'done'),
      },
    };
    expect(process).toEqual(expected);
    expect(Object.keys(process.elements)).toEqual(['order-process', 'start', 'charge', 'decide', 'fork', 'ship', 'invoice', 'join', 'done']);
    // The graph is stored as JSON with the process definition.
    expect(JSON.parse(JSON.stringify(process))).toEqual(expected);
  });

  it('should compile every executable process of a collaboration and ignore participants, lanes and message flows', async () => {
    const result = await compileBpmn(readFixture(import.meta.url, 'compile-bpmn.collaboration.bpmn'));
    if (!result.ok) expect.fail(JSON.stringify(result.problems));
    expect(result.processes.map((process) => process.id)).toEqual(['customer', 'shop']);
    expect(Object.keys(result.processes[1]?.elements ?? {})).toEqual(['shop', 'shop-start', 'shop-end']);
  });

  it('should refuse XML that does not parse, with the parser message and line', async () => {
    expect(await problemsOf(import.meta.url, 'compile-bpmn.truncated.bpmn')).toEqual([
      { elementId: null, elementType: null, line: 6, message: 'invalid XML: unexpected end of file' },
    ]);
  });

  it('should refuse a document that is not BPMN', async () => {
    expect(await problemsOfXml('<?xml version="1.0"?>\n<definitions id="d"><process id="p" isExecutable="true"/></definitions>')).toEqual([
      {
        elementId: null,
        elementType: null,
        line: null,
        message:
          'invalid XML: the document is not a BPMN 2.0 model (failed to parse document as <bpmn:Definitions>; is the namespace http://www.omg.org/spec/BPMN/20100524/MODEL declared?)',
      },
    ]);
  });

  it('should name every process when none is executable', async () => {
    const message = 'no executable process (set isExecutable="true" on a bpmn:process)';
    expect(await problemsOf(import.meta.url, 'compile-bpmn.not-executable.bpmn')).toEqual([
      { elementId: 'first', elementType: 'bpmn:process', line: 3, message },
      { elementId: 'second', elementType: 'bpmn:process', line: 6, message },
    ]);
  });

  it('should refuse definitions without any process', async () => {
    const xml = '<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" id="d"/>';
    expect(await problemsOfXml(xml)).toEqual([
      { elementId: null, elementType: null, line: null, message: 'no executable process (set isExecutable="true" on a bpmn:process)' },
    ]);
  });

  it('should collect every problem of a model, sorted by line, and report duplicate ids', async () => {
    expect(await problemsOf(import.meta.url, 'compile-bpmn.many-problems.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 3,
        message: 'the process has no start event: add a none start event, or a timer, message or signal start event',
      },
      { elementId: 'task', elementType: 'bpmn:serviceTask', line: 4, message: "the id 'task' is used again on line 5; ids must be unique" },
      { elementId: 'task', elementType: 'bpmn:serviceTask', line: 4, message: 'no zeebe:taskDefinition with a job type' },
    ]);
  });
});
