import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('execution listeners', () => {
  it('should read the listeners of the process and its elements in document order', async () => {
    const process = await compileFixture(import.meta.url, 'execution-listeners.kinds.bpmn');
    const fixed = (value: string) => ({ kind: 'static', value });
    expect(process.elements['P']?.executionListeners).toEqual([{ eventType: 'start', type: fixed('process-start'), retries: fixed('3') }]);
    expect(process.elements['start']?.executionListeners).toEqual([{ eventType: 'end', type: fixed('started'), retries: fixed('3') }]);
    expect(process.elements['task']?.executionListeners).toEqual([
      { eventType: 'start', type: fixed('enrich'), retries: fixed('5') },
      { eventType: 'start', type: { kind: 'feel', source: '"audit-" + region' }, retries: fixed('3') },
      { eventType: 'end', type: fixed('enrich'), retries: fixed('3') },
    ]);
    expect(process.elements['gateway']?.executionListeners).toHaveLength(1);
    expect(process.elements['end']?.executionListeners).toBeUndefined();
  });

  it('should refuse the listeners Zeebe refuses, naming the element and the reason', async () => {
    const problem = (elementId: string, elementType: string, line: number, message: string) => ({ elementId, elementType, line, message });
    expect(await problemsOf(import.meta.url, 'execution-listeners.problems.bpmn')).toEqual([
      problem('start', 'bpmn:startEvent', 4, 'a start event or boundary event takes no start execution listener'),
      problem('gateway', 'bpmn:parallelGateway', 11, 'a gateway takes no end execution listener'),
      problem('task', 'bpmn:manualTask', 18, "two start zeebe:executionListener elements have the job type 'twice'"),
      problem('task', 'bpmn:manualTask', 18, "a zeebe:executionListener of eventType 'end' has no job type"),
      problem(
        'task',
        'bpmn:manualTask',
        18,
        "zeebe:executionListener retries 'many' is neither a non-negative integer nor a FEEL expression starting with '='",
      ),
      problem('error-end', 'bpmn:endEvent', 28, 'an error end event takes no end execution listener'),
    ]);
  });
});
