import { type ExecutableElement, MAX_NAME_LENGTH } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { feel, ProcessBuilder, staticValue } from '../testing/process-builder.js';
import { InstanceHarness } from '../testing/runtime-harness.js';

/** start → one element → end, the element naming something from the variable `name`. */
function harnessFor(type: ExecutableElement['type'], extra: Partial<ExecutableElement>): InstanceHarness {
  const builder = new ProcessBuilder().element('start', 'START_EVENT');
  const withElement = type === 'SERVICE_TASK' ? builder.serviceTask('named', 'x', extra) : builder.element('named', type, extra);
  return new InstanceHarness(withElement.element('end', 'END_EVENT').chain('start', 'named', 'end').build());
}

describe('names from expressions, held to the bound of stored names', () => {
  const cases: [string, ExecutableElement['type'], Partial<ExecutableElement>, string][] = [
    ['job type', 'SERVICE_TASK', { job: { type: feel('name'), retries: staticValue('3'), customHeaders: {} } }, "the job type of 'named'"],
    [
      'message name',
      'INTERMEDIATE_CATCH_EVENT',
      { eventDefinition: { kind: 'message', messageName: feel('name'), correlationKey: staticValue('k') } },
      "the message name of 'named'",
    ],
    [
      'correlation key',
      'INTERMEDIATE_CATCH_EVENT',
      { eventDefinition: { kind: 'message', messageName: staticValue('paid'), correlationKey: feel('name') } },
      "the correlation key of 'named'",
    ],
    ['signal name', 'INTERMEDIATE_THROW_EVENT', { eventDefinition: { kind: 'signal', signalName: feel('name') } }, "the signal name of 'named'"],
    [
      'assignee',
      'USER_TASK',
      {
        userTask: { assignee: feel('name'), candidateGroups: null, candidateUsers: null, dueDate: null, followUpDate: null, priority: null, form: null },
      },
      "the assignee of 'named'",
    ],
    [
      'candidate group',
      'USER_TASK',
      {
        userTask: { assignee: null, candidateGroups: feel('[name]'), candidateUsers: null, dueDate: null, followUpDate: null, priority: null, form: null },
      },
      "each of the candidate groups of 'named'",
    ],
  ];

  it.each(cases)('should raise an incident for a %s longer than the bound, and take one at the bound', (_what, type, extra, named) => {
    // given
    const tooLong = harnessFor(type, extra);
    const atBound = harnessFor(type, extra);

    // when
    const refused = tooLong.start({ name: 'n'.repeat(MAX_NAME_LENGTH + 1) });
    const taken = atBound.start({ name: 'n'.repeat(MAX_NAME_LENGTH) });

    // then
    expect(refused.at(-1)).toBe('IncidentCreated named EXTRACT_VALUE_ERROR');
    expect([...tooLong.state.incidents.values()][0]?.errorMessage).toBe(
      `Expected ${named} to have at most ${MAX_NAME_LENGTH} characters, but it has ${MAX_NAME_LENGTH + 1}`,
    );
    expect(taken.join('\n')).not.toContain('IncidentCreated');
  });
});
