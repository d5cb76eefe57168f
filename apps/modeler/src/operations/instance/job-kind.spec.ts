import { describe, expect, it } from 'vitest';
import { jobKindLabel } from './job-kind';

describe('the kind of a job in the Jobs tab', () => {
  it("should tell an element's own job from an execution or task listener's, with its event and a denial", () => {
    expect(jobKindLabel({ kind: 'BPMN_ELEMENT', listenerEventType: 'UNSPECIFIED', isDenied: null })).toBe('Element');
    expect(jobKindLabel({ kind: 'EXECUTION_LISTENER', listenerEventType: 'START', isDenied: null })).toBe('Execution listener (start)');
    expect(jobKindLabel({ kind: 'TASK_LISTENER', listenerEventType: 'COMPLETING', isDenied: true })).toBe('Task listener (completing), denied');
    expect(jobKindLabel({ kind: 'TASK_LISTENER', listenerEventType: 'ASSIGNING', isDenied: false })).toBe('Task listener (assigning)');
  });
});
