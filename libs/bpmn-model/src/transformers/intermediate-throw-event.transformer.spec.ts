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

  it('should refuse a throw event with an event definition', async () => {
    expect(await problemsOf(import.meta.url, 'intermediate-throw-event.message.bpmn')).toEqual([
      {
        elementId: 'notify',
        elementType: 'bpmn:intermediateThrowEvent',
        line: 5,
        message: 'element kind not supported yet (bpmn:intermediateThrowEvent with bpmn:messageEventDefinition)',
      },
    ]);
  });
});
