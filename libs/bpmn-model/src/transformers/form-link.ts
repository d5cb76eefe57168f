import type { ExecutableFormLink } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { extensionValues, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';

export const EMBEDDED_FORMS =
  'a Camunda user task (zeebe:userTask) cannot use a formKey; deploy the form as a .form resource and use formId, or remove zeebe:userTask to make it a job-worker user task';
export const EXTERNAL_FORM_ON_JOB_WORKER = 'a job-worker user task cannot use an externalReference form; add zeebe:userTask or use formKey';
/** The form key prefix of a form embedded in the process as `zeebe:userTaskForm`, as Camunda Modeler writes it. */
export const EMBEDDED_FORM_PREFIX = 'camunda-forms:bpmn:';

/** Camunda user tasks link deployed or external forms; job-worker user tasks link deployed forms or pass a form key to their worker. */
export type UserTaskKind = 'camunda' | 'job-worker';

type BindingType = Extract<ExecutableFormLink, { kind: 'formId' }>['bindingType'];
const BINDING_TYPES: readonly BindingType[] = ['latest', 'deployment', 'versionTag'];

function isBindingType(text: string): text is BindingType {
  return (BINDING_TYPES as readonly string[]).includes(text);
}

/** Reads `zeebe:formDefinition`: a Camunda form by id, or an external reference; null without one or on a problem. */
export function readFormLink(node: ModdleElement, kind: UserTaskKind, report: (message: string) => void): ExecutableFormLink | null {
  const form = findExtension(node, 'zeebe:FormDefinition');
  if (!form) return null;
  const attribute = (name: string): string => stringProperty(form, name)?.trim() ?? '';
  const formId = attribute('formId');
  const externalReference = attribute('externalReference');

  const formKey = attribute('formKey');
  if (formKey !== '') return kind === 'job-worker' ? readFormKey(node, formKey, report) : fail(report, EMBEDDED_FORMS);
  if (formId !== '' && externalReference !== '') return fail(report, 'zeebe:formDefinition has both a formId and an externalReference; keep only one');
  if (externalReference !== '') {
    if (kind === 'job-worker') return fail(report, EXTERNAL_FORM_ON_JOB_WORKER);
    const reference = toExecutableValue(externalReference);
    const problem = feelValueProblem(reference, 'the zeebe:formDefinition externalReference');
    return problem ? fail(report, problem) : { kind: 'external', reference };
  }
  if (formId === '') return fail(report, 'zeebe:formDefinition has no formId or externalReference');
  if (formId.startsWith('=')) return fail(report, `zeebe:formDefinition formId '${formId}' must be the id of a deployed form, not a FEEL expression`);

  const bindingType = attribute('bindingType') || 'latest';
  if (!isBindingType(bindingType)) {
    return fail(report, `zeebe:formDefinition bindingType '${bindingType}' is not one of ${BINDING_TYPES.join(', ')}`);
  }
  const versionTag = attribute('versionTag');
  if (bindingType === 'versionTag' && versionTag === '') return fail(report, 'zeebe:formDefinition has bindingType versionTag but no versionTag');
  return { kind: 'formId', formId, bindingType, versionTag: bindingType === 'versionTag' ? versionTag : null };
}

/** A `camunda-forms:bpmn:<id>` key must name a `zeebe:userTaskForm` of the process; other keys go to the worker as written. */
function readFormKey(node: ModdleElement, formKey: string, report: (message: string) => void): ExecutableFormLink | null {
  if (formKey.startsWith('=')) return fail(report, `zeebe:formDefinition formKey '${formKey}' must be text, not a FEEL expression`);
  if (!formKey.startsWith(EMBEDDED_FORM_PREFIX)) return { kind: 'formKey', formKey };
  const formId = formKey.slice(EMBEDDED_FORM_PREFIX.length);
  const embedded = embeddedFormIds(node);
  if (!embedded.includes(formId)) {
    const known = embedded.length === 0 ? 'the process has no zeebe:userTaskForm' : `the process has ${embedded.map((id) => `'${id}'`).join(', ')}`;
    return fail(report, `zeebe:formDefinition formKey '${formKey}' names no zeebe:userTaskForm with id '${formId}' (${known})`);
  }
  return { kind: 'formKey', formKey };
}

/** The ids of the `zeebe:userTaskForm`s in the extension elements of the process that contains the node. */
function embeddedFormIds(node: ModdleElement): string[] {
  let scope = node.$parent;
  while (scope && scope.$type !== 'bpmn:Process') scope = scope.$parent;
  if (!scope) return [];
  return extensionValues(scope)
    .filter((value) => value.$type === 'zeebe:UserTaskForm')
    .map((value) => stringProperty(value, 'id') ?? '');
}

function fail(report: (message: string) => void, message: string): null {
  report(message);
  return null;
}
