import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('process transformer', () => {
  it('should compile the process element with its mappings and no version tag', async () => {
    const process = await compileFixture(import.meta.url, 'process.io-mapping.bpmn');
    expect(process.versionTag).toBeNull();
    expect(process.name).toBeNull();
    expect(process.elements['P']).toEqual({
      id: 'P',
      name: null,
      type: 'PROCESS',
      bpmnType: 'bpmn:Process',
      flowScopeId: null,
      incoming: [],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [],
      outputMappings: [{ source: { kind: 'feel', source: 'total * 2' }, target: 'doubled' }],
      noneStartEventId: 'start',
    });
  });

  it('should refuse a process without a none start event', async () => {
    expect(await problemsOf(import.meta.url, 'process.no-start-event.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 3,
        message: 'the process has no none start event (a bpmn:startEvent without an event definition)',
      },
    ]);
  });

  it('should refuse a process with several none start events, naming them', async () => {
    expect(await problemsOf(import.meta.url, 'process.two-start-events.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 3,
        message: "the process has more than one none start event: 'start-a', 'start-b', 'start-c'; keep exactly one",
      },
    ]);
  });
});
