import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('zeebe extension elements the runtime does not execute', () => {
  it('should refuse them, and ignore metadata such as zeebe:properties', async () => {
    expect(await problemsOf(import.meta.url, 'extension-policy.problems.bpmn')).toEqual([
      { elementId: 'mapped-gateway', elementType: 'bpmn:exclusiveGateway', line: 5, message: 'zeebe:ioMapping is not supported yet on bpmn:exclusiveGateway' },
      { elementId: 'mapped-gateway', elementType: 'bpmn:exclusiveGateway', line: 5, message: 'the exclusive gateway has no outgoing sequence flow' },
      { elementId: 'end-with-job', elementType: 'bpmn:endEvent', line: 12, message: 'zeebe:taskDefinition is not supported yet on bpmn:endEvent' },
    ]);
  });
});
