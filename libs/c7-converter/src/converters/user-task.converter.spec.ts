// biome-ignore-all lint/suspicious/noTemplateCurlyInString: Camunda 7 models quote JUEL expressions as they are
import { compileBpmn } from '@baton/bpmn-model';
import { describe, expect, it } from 'vitest';
import { camunda7Model, convert } from '../conversion.test-helper.js';

const manual = (notes: { severity: string; message: string }[]) => notes.filter((note) => note.severity === 'manual').map((note) => note.message);

describe('user task converter', () => {
  it('should make a Camunda user task with the assignment, schedule and priority, expressions in FEEL', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:userTask id="approve" camunda:assignee="${initiator}" camunda:candidateGroups="finance, management" camunda:candidateUsers="ann" camunda:dueDate="2026-12-24T12:00:00+01:00" camunda:followUpDate="${followUp}" camunda:priority="70" />',
      ),
    );

    expect(converted.extensions('approve')).toEqual([
      { $type: 'zeebe:UserTask' },
      { $type: 'zeebe:AssignmentDefinition', assignee: '=initiator', candidateGroups: 'finance, management', candidateUsers: 'ann' },
      { $type: 'zeebe:TaskSchedule', dueDate: '2026-12-24T12:00:00+01:00', followUpDate: '=followUp' },
      { $type: 'zeebe:PriorityDefinition', priority: '70' },
    ]);
    expect(converted.notes).toEqual([]);
  });

  it('should keep an assignee that calls a method, so the engine refuses it by name, and mark it', async () => {
    const converted = await convert(camunda7Model('<bpmn:userTask id="approve" camunda:assignee="${users.manager(requester)}" />'));

    expect(converted.element('approve')).toMatchObject({ assignee: '${users.manager(requester)}' });
    expect(manual(converted.notes)).toEqual([
      "camunda:assignee '${users.manager(requester)}' was not converted (not simple JUEL: a method call (manager(…))); write it in FEEL in zeebe:assignmentDefinition assignee",
    ]);
    const compiled = await compileBpmn(converted.xml);
    expect(compiled.ok).toBe(false);
  });

  it('should note a due date without a time zone', async () => {
    const converted = await convert(camunda7Model('<bpmn:userTask id="approve" camunda:dueDate="2026-12-24T12:00:00" />'));

    expect(manual(converted.notes)).toEqual([
      "camunda:dueDate '2026-12-24T12:00:00' has no time zone (Camunda 7 used the server's): add an offset such as +01:00",
    ]);
  });

  it('should link a form reference by form id, and keep a form key as the external reference a person must check', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:userTask id="byRef" camunda:formRef="invoice-form" camunda:formRefBinding="deployment" /><bpmn:userTask id="byKey" camunda:formKey="embedded:app:forms/approve.html" />',
      ),
    );

    expect(converted.extensions('byRef')).toEqual([
      { $type: 'zeebe:UserTask' },
      { $type: 'zeebe:FormDefinition', formId: 'invoice-form', bindingType: 'deployment' },
    ]);
    expect(converted.extensions('byKey').slice(0, 2)).toEqual([
      { $type: 'zeebe:UserTask' },
      { $type: 'zeebe:FormDefinition', externalReference: 'embedded:app:forms/approve.html' },
    ]);
    expect(manual(converted.notes)).toEqual([
      "the form key 'embedded:app:forms/approve.html' is an embedded HTML form of Camunda 7's tasklist: rebuild it as a Camunda form, or keep it as the external reference it is now",
    ]);
  });

  it('should remove generated form fields and list them for whoever builds the form', async () => {
    const converted = await convert(
      camunda7Model(
        '<bpmn:userTask id="approve"><bpmn:extensionElements><camunda:formData><camunda:formField id="amount" type="long" /><camunda:formField id="approved" type="boolean" /></camunda:formData></bpmn:extensionElements></bpmn:userTask>',
      ),
    );

    expect(manual(converted.notes)).toEqual([
      'the generated Camunda 7 form with the fields amount (long), approved (boolean) was removed: build a Camunda form and link it',
    ]);
  });

  it('should remove the initiator of a start event and say the variable is no longer set', async () => {
    const converted = await convert(camunda7Model('<bpmn:startEvent id="start" camunda:initiator="requester" />'));

    expect(converted.element('start')).toEqual({ $type: 'bpmn:StartEvent', id: 'start' });
    expect(manual(converted.notes)).toEqual([
      'camunda:initiator="requester" was removed: the variable \'requester\' is no longer set to the starting user; pass it as a start variable',
    ]);
  });
});
