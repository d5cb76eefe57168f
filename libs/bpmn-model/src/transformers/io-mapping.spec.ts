import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('zeebe:ioMapping', () => {
  it('should report invalid targets, FEEL errors and outputs without a source', async () => {
    const problem = (message: string) => ({ elementId: 'mapped', elementType: 'bpmn:task', line: 5, message });
    expect(await problemsOf(import.meta.url, 'io-mapping.problems.bpmn')).toEqual([
      problem("zeebe:input has target '5', which is not a variable name or dotted path"),
      problem('zeebe:input has no target'),
      problem("invalid FEEL in the source of the zeebe:input to 'sum': syntax error at position 4: the expression 'a +' ends too early"),
      problem("zeebe:output to 'result' has no source"),
    ]);
  });

  it('should map an input without a source to null, as Camunda 8 does', async () => {
    const process = await compileFixture(import.meta.url, 'io-mapping.null-input.bpmn');
    expect(process.elements['mapped']?.inputMappings).toEqual([
      { source: { kind: 'feel', source: 'null' }, target: 'initiallyNull' },
      { source: { kind: 'feel', source: 'null' }, target: 'alsoNull' },
    ]);
  });
});
