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

  it('should compile a user task without zeebe:userTask into a job of type io.camunda.zeebe:userTask', async () => {
    const process = await compileFixture(import.meta.url, 'user-task.job-worker.bpmn');
    const approve = process.elements['approve'];
    expect(approve?.type).toBe('USER_TASK');
    expect(approve?.userTask).toBeUndefined();
    expect(approve?.job).toEqual({
      type: { kind: 'static', value: 'io.camunda.zeebe:userTask' },
      retries: { kind: 'static', value: '3' },
      customHeaders: { queue: 'orders' },
      userTaskHeaders: {
        assignee: { kind: 'feel', source: 'requester' },
        candidateGroups: { kind: 'static', value: 'finance, managers' },
        candidateUsers: null,
        dueDate: { kind: 'static', value: '2026-04-01T17:00:00Z' },
        followUpDate: null,
        priority: null,
        form: { kind: 'formKey', formKey: 'camunda-forms:bpmn:userTaskForm_1' },
      },
    });
    expect(process.elements['custom-key']?.job?.userTaskHeaders?.form).toEqual({ kind: 'formKey', formKey: 'my-app:approval' });
    expect(process.elements['bare']?.job?.type).toEqual({ kind: 'static', value: 'io.camunda.zeebe:userTask' });
    expect(process.embeddedForms).toEqual({ userTaskForm_1: '{ "components": [] }' });
    expect(process.elements['linked']?.job?.userTaskHeaders?.form).toEqual({
      kind: 'formId',
      formId: 'review-form',
      bindingType: 'deployment',
      versionTag: null,
    });
  });

  it('should refuse unknown embedded forms, formKey on Camunda user tasks and invalid values', async () => {
    const problem = (elementId: string, line: number, message: string) => ({ elementId, elementType: 'bpmn:userTask', line, message });
    const fix = "fix it, or write a FEEL expression starting with '=' that computes it";
    expect(await problemsOf(import.meta.url, 'user-task.problems.bpmn')).toEqual([
      problem(
        'job-worker',
        5,
        "zeebe:formDefinition formKey 'camunda-forms:bpmn:UserTaskForm_1' names no zeebe:userTaskForm with id 'UserTaskForm_1' (the process has no zeebe:userTaskForm)",
      ),
      problem('job-worker-external', 10, 'a job-worker user task cannot use an externalReference form; add zeebe:userTask or use formKey'),
      problem('job-worker-linked', 15, "zeebe:formDefinition formId '=formName' must be the id of a deployed form, not a FEEL expression"),
      problem(
        'embedded-form',
        20,
        'a Camunda user task (zeebe:userTask) cannot use a formKey; deploy the form as a .form resource and use formId, or remove zeebe:userTask to make it a job-worker user task',
      ),
      problem('two-forms', 26, 'zeebe:formDefinition has both a formId and an externalReference; keep only one'),
      problem('bad-binding', 32, "zeebe:formDefinition bindingType 'newest' is not one of latest, deployment, versionTag"),
      problem('no-version-tag', 38, 'zeebe:formDefinition has bindingType versionTag but no versionTag'),
      problem('empty-form', 44, 'zeebe:formDefinition has no formId or externalReference'),
      problem('bad-values', 50, "invalid FEEL in the zeebe:assignmentDefinition assignee: syntax error at position 6: the expression 'user.' ends too early"),
      problem(
        'bad-values',
        50,
        `zeebe:taskSchedule dueDate 'tomorrow' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
      ),
      problem(
        'bad-values',
        50,
        `zeebe:taskSchedule followUpDate '2026-04-01' is not an ISO 8601 date-time with an offset or a zone (such as 2026-01-31T09:00:00Z, 2026-01-31T09:00:00+01:00 or 2026-01-31T09:00:00[Europe/Berlin]); ${fix}`,
      ),
      problem('bad-values', 50, `zeebe:priorityDefinition priority '101' is not an integer between 0 and 100; ${fix}`),
      problem('bad-values', 50, 'a zeebe:header has no key'),
      problem(
        'listened',
        61,
        'zeebe:taskListeners are only allowed on Camunda user tasks (add zeebe:userTask); a job-worker user task has no task lifecycle to listen to',
      ),
    ]);
  });
});
