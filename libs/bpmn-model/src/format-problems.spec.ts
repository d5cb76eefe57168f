import { describe, expect, it } from 'vitest';
import { formatProblems } from './format-problems.js';

describe('formatProblems', () => {
  it('should write one line per problem with the element, its type and line when known', () => {
    expect(
      formatProblems([
        { elementId: 'Task_1', elementType: 'bpmn:serviceTask', line: 12, message: 'no zeebe:taskDefinition with a job type' },
        { elementId: 'Flow_1', elementType: 'bpmn:sequenceFlow', line: null, message: 'the sequence flow has no sourceRef' },
        { elementId: null, elementType: null, line: 3, message: 'invalid XML: unexpected end of file' },
        { elementId: null, elementType: null, line: null, message: 'no executable process (set isExecutable="true" on a bpmn:process)' },
      ]),
    ).toBe(
      [
        "Element 'Task_1' (bpmn:serviceTask), line 12: no zeebe:taskDefinition with a job type",
        "Element 'Flow_1' (bpmn:sequenceFlow): the sequence flow has no sourceRef",
        'Line 3: invalid XML: unexpected end of file',
        'no executable process (set isExecutable="true" on a bpmn:process)',
      ].join('\n'),
    );
  });
});
