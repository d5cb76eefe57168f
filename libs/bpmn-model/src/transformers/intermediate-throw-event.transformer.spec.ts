import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('intermediate throw event transformer', () => {
  it('should compile a none intermediate throw event with its mappings', async () => {
    const process = await compileFixture(import.meta.url, 'intermediate-throw-event.none.bpmn');
    expect(process.elements['milestone']).toEqual({
      id: 'milestone',
      name: 'Milestone reached',
      type: 'INTERMEDIATE_THROW_EVENT',
      bpmnType: 'bpmn:IntermediateThrowEvent',
      flowScopeId: 'P',
      incoming: ['start-milestone'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [{ source: { kind: 'feel', source: '1' }, target: 'level' }],
      outputMappings: [{ source: { kind: 'feel', source: 'level' }, target: 'milestoneLevel' }],
    });
  });

  it('should refuse a message throw event without a job to carry it out', async () => {
    expect(await problemsOf(import.meta.url, 'intermediate-throw-event.message.bpmn')).toEqual([
      { elementId: 'notify', elementType: 'bpmn:intermediateThrowEvent', line: 5, message: 'no zeebe:taskDefinition with a job type' },
    ]);
  });

  it('should compile message throw and end events as jobs, as Zeebe runs them', async () => {
    const process = await compileFixture(import.meta.url, 'intermediate-throw-event.message-job.bpmn');
    expect(process.elements['notify']).toMatchObject({
      type: 'INTERMEDIATE_THROW_EVENT',
      job: { type: { kind: 'static', value: 'notify-customer' }, retries: { kind: 'static', value: '5' }, customHeaders: { channel: 'mail' } },
    });
    expect(process.elements['done']).toMatchObject({ type: 'END_EVENT', job: { type: { kind: 'feel', source: '"report-" + kind' } } });
    expect(process.elements['done']?.eventDefinition).toBeUndefined();
  });

  it('should compile a signal throw event', async () => {
    const process = await compileFixture(import.meta.url, 'intermediate-throw-event.signal.bpmn');
    expect(process.elements['announce']).toEqual({
      id: 'announce',
      name: 'Announce',
      type: 'INTERMEDIATE_THROW_EVENT',
      bpmnType: 'bpmn:IntermediateThrowEvent',
      flowScopeId: 'P',
      incoming: ['start-announce'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'orderId' }],
      outputMappings: [],
      eventDefinition: { kind: 'signal', signalName: { kind: 'static', value: 'order-shipped' } },
    });
  });

  it('should report a signal throw event without a signal', async () => {
    expect(await problemsOf(import.meta.url, 'intermediate-throw-event.signal-problems.bpmn')).toEqual([
      {
        elementId: 'no-signal',
        elementType: 'bpmn:intermediateThrowEvent',
        line: 5,
        message: 'the bpmn:signalEventDefinition has no signalRef; reference a bpmn:signal with a name',
      },
    ]);
  });
});
