import { describe, expect, it } from 'vitest';
import { problemsOf } from '../fixture.test-helper.js';

describe('moddle parse warnings', () => {
  it('should refuse content moddle drops inside an executable process, and ignore it elsewhere', async () => {
    expect(await problemsOf(import.meta.url, 'parse-warnings.unreadable-content.bpmn')).toEqual([
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 8,
        message: 'cannot read <zeebe:retryBackoff> on line 8: unknown type <zeebe:RetryBackoff>',
      },
      {
        elementId: 'P',
        elementType: 'bpmn:process',
        line: 11,
        message: 'cannot read <bpmn:futureTask> on line 11: unknown type <bpmn:FutureTask>',
      },
    ]);
  });
});
