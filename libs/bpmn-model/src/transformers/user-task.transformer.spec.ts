import { describe, expect, it } from 'vitest';
import { compileFixture, problemsOf } from '../fixture.test-helper.js';

describe('user task transformer', () => {
  it('should compile a Camunda user task with assignment, schedule, priority, form, headers and mappings', async () => {
    const process = await compileFixture(import.meta.url, 'user-task.simple.bpmn');
    expect(process.elements['review']).toEqual({
      id: 'review',
      name: 'Review order',
      type: 'USER_TASK',
      bpmnType: 'bpmn:UserTask',
      flowScopeId: 'P',
      incoming: ['start-review'],
      outgoing: [],
      defaultFlowId: null,
      inputMappings: [{ source: { kind: 'feel', source: 'order.id' }, target: 'orderId' }],
      outputMappings: [{ source: { kind: 'feel', source: 'approved' }, target: 'order.approved' }],
      userTask: {
        assignee: { kind: 'feel', source: 'order.owner' },
        candidateGroups: { kind: 'static', value: 'sales, support' },
        candidateUsers: { kind: 'feel', source: '["anna", "ben"]' },
        dueDate: { kind: 'static', value: '2026-04-01T17:00:00Z' },
        followUpDate: { kind: 'feel', source: 'now() + duration("P1D")' },
        priority: { kind: 'static', value: '80' },
        form: { kind: 'formId', formId: 'review-form', bindingType: 'latest', versionTag: null },
      },
      customHeaders: { queue: 'orders' },
    });
    expect(process.elements['bare']).toMatchObject({
      userTask: { assignee: null, candidateGroups: null, candidateUsers: null, dueDate: null, followUpDate: null, priority: null, form: null },
      customHeaders: {},
    });
    expect(process.elements['pinned-form']?.userTask?.form).toEqual({ kind: 'formId', formId: 'review-form', bindingType: 'versionTag', versionTag: 'v2' });
    expect(process.elements['deployed-form']?.userTask?.form).toEqual({ kind: 'formId', formId: 'review-form', bindingType: 'deployment', versionTag: null });
    expect(process.elements['external-form']?.userTask).toMatchObject({
      form: { kind: 'external', reference: { kind: 'feel', source: '"https://forms.example.com/" + orderId' } },
      priority: { kind: 'feel', source: 'urgency * 10' },
    });
  });

  it('should refuse job-worker user tasks, embedded forms and invalid values', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:userTask', line, message });
    const fix = "fix it, or write a FEEL expression starting with '=' that computes it";
    expect(await problemsOf(import.meta.url, 'user-task.problems.bpmn')).toEqual([
      problem('job-worker', 5, 'a user task needs the zeebe:userTask extension (Camunda user task); job-worker user tasks are not supported'),
      problem('embedded-form', 10, 'embedded forms (formKey) are not supported; deploy the form as a .form resource and use formId'),
      problem('two-forms', 16, 'zeebe:formDefinition has both a formId and an externalReference; keep only one'),
      problem('bad-binding', 22, "zeebe:formDefinition bindingType 'newest' is not one of latest, deployment, versionTag"),
      problem('no-version-tag', 28, 'zeebe:formDefinition has bindingType versionTag but no versionTag'),
      problem('empty-form', 34, 'zeebe:formDefinition has no formId or externalReference'),
      problem('bad-values', 40, "invalid FEEL in the zeebe:assignmentDefinition assignee: syntax error at position 6: the expression 'user.' ends too early"),
      problem(
        'bad-values',
        40,
        `zeebe:taskSchedule dueDate 'tomorrow' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
      ),
      problem(
        'bad-values',
        40,
        `zeebe:taskSchedule followUpDate '2026-04-01' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
      ),
      problem('bad-values', 40, `zeebe:priorityDefinition priority '101' is not an integer between 0 and 100; ${fix}`),
      problem('bad-values', 40, 'a zeebe:header has no key'),
      problem('listened', 51, 'zeebe:taskListeners is not supported yet on bpmn:userTask'),
    ]);
  });
});
