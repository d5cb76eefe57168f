import { type ConversionContext, staticOrFeel } from '../conversion-context.js';
import { children, type ModdleElement, text } from '../moddle/moddle-element.js';
import { keep, take, type ElementConverter } from './element-converter.js';

/** Camunda 7 attribute → the Zeebe extension and attribute that hold it. */
const USER_TASK_ATTRIBUTES: readonly (readonly [string, string, string])[] = [
  ['camunda:assignee', 'zeebe:AssignmentDefinition', 'assignee'],
  ['camunda:candidateGroups', 'zeebe:AssignmentDefinition', 'candidateGroups'],
  ['camunda:candidateUsers', 'zeebe:AssignmentDefinition', 'candidateUsers'],
  ['camunda:dueDate', 'zeebe:TaskSchedule', 'dueDate'],
  ['camunda:followUpDate', 'zeebe:TaskSchedule', 'followUpDate'],
  ['camunda:priority', 'zeebe:PriorityDefinition', 'priority'],
];

/** A date without an offset or zone, which Camunda 7 read in the server's time zone. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/**
 * A Camunda 7 user task becomes a Camunda user task (`zeebe:userTask`), which the engine manages itself, with its
 * assignment, schedule, priority and form.
 */
export const convertUserTask: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:UserTask') return;
  context.ensureExtension(element, 'zeebe:UserTask');
  for (const [attribute, extension, property] of USER_TASK_ATTRIBUTES) {
    const value = take(element, attribute);
    if (!value) continue;
    const converted = staticOrFeel(value);
    if (!converted.ok) {
      keep(element, attribute, value);
      context.manual(element, `${attribute} '${value}' was not converted (${converted.reason}); write it in FEEL in ${zeebeName(extension)} ${property}`);
      continue;
    }
    if (LOCAL_DATE_TIME.test(converted.value)) {
      context.manual(element, `${attribute} '${value}' has no time zone (Camunda 7 used the server's): add an offset such as +01:00`);
    }
    context.ensureExtension(element, extension).set(property, converted.value);
  }
  convertForm(element, context);
};

/** `zeebe:AssignmentDefinition` → `zeebe:assignmentDefinition`, as written in XML. */
function zeebeName(type: string): string {
  const local = type.slice('zeebe:'.length);
  return `zeebe:${local.charAt(0).toLowerCase()}${local.slice(1)}`;
}

/** Camunda 7 forms: a form key (embedded HTML, a deployed Camunda form, an app URL), a form reference, or generated form fields. */
function convertForm(element: ModdleElement, context: ConversionContext): void {
  const formRef = take(element, 'camunda:formRef');
  const binding = take(element, 'camunda:formRefBinding');
  const version = take(element, 'camunda:formRefVersion');
  const formKey = take(element, 'camunda:formKey');
  if (formRef) {
    const definition = context.ensureExtension(element, 'zeebe:FormDefinition');
    definition.set('formId', formRef);
    if (binding === 'deployment') definition.set('bindingType', 'deployment');
    if (binding === 'version') {
      context.manual(element, `the form '${formRef}' was bound to version ${version ?? '?'}: Camunda 8 binds forms by version tag; the latest version is used`);
    }
  } else if (formKey) {
    context.ensureExtension(element, 'zeebe:FormDefinition').set('externalReference', formKey);
    context.manual(element, formKeyAdvice(formKey));
  }
  convertFormData(element, context);
}

function formKeyAdvice(formKey: string): string {
  if (formKey.startsWith('camunda-forms:')) {
    return `the form key '${formKey}' names a Camunda form file: deploy the form with the process and link it by its form id (zeebe:formDefinition formId)`;
  }
  if (formKey.startsWith('embedded:')) {
    return `the form key '${formKey}' is an embedded HTML form of Camunda 7's tasklist: rebuild it as a Camunda form, or keep it as the external reference it is now`;
  }
  return `the form key '${formKey}' is now the task's external form reference: check that the task application opens it`;
}

/** Generated task forms (`camunda:formData`) have no Zeebe equivalent: the fields are listed so someone builds the form. */
function convertFormData(element: ModdleElement, context: ConversionContext): void {
  const formData = context.findExtension(element, 'camunda:FormData');
  if (!formData) return;
  const fields = children(formData, 'fields').map((field) => `${text(field, 'id') ?? '?'} (${text(field, 'type') ?? 'string'})`);
  context.removeExtension(element, formData);
  context.manual(element, `the generated Camunda 7 form with the fields ${fields.join(', ') || '(none)'} was removed: build a Camunda form and link it`);
}

/** Start events: Camunda 7 start forms and the initiator variable have no Zeebe equivalent the engine runs. */
export const convertStartEvent: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:StartEvent') return;
  for (const attribute of ['camunda:formKey', 'camunda:formRef', 'camunda:formRefBinding', 'camunda:formRefVersion']) {
    const value = take(element, attribute);
    if (value)
      context.manual(element, `the start form ${attribute}="${value}" was removed: start the process with its variables through the API, or link a form`);
  }
  convertFormData(element, context);
  const initiator = take(element, 'camunda:initiator');
  if (initiator) {
    context.manual(
      element,
      `camunda:initiator="${initiator}" was removed: the variable '${initiator}' is no longer set to the starting user; pass it as a start variable`,
    );
  }
};
