import type { ExecutableFormLink } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';

export const EMBEDDED_FORMS = 'embedded forms (formKey) are not supported; deploy the form as a .form resource and use formId';

type BindingType = Extract<ExecutableFormLink, { kind: 'formId' }>['bindingType'];
const BINDING_TYPES: readonly BindingType[] = ['latest', 'deployment', 'versionTag'];

function isBindingType(text: string): text is BindingType {
  return (BINDING_TYPES as readonly string[]).includes(text);
}

/** Reads `zeebe:formDefinition`: a Camunda form by id, or an external reference; null without one or on a problem. */
export function readFormLink(node: ModdleElement, report: (message: string) => void): ExecutableFormLink | null {
  const form = findExtension(node, 'zeebe:FormDefinition');
  if (!form) return null;
  const attribute = (name: string): string => stringProperty(form, name)?.trim() ?? '';
  const formId = attribute('formId');
  const externalReference = attribute('externalReference');

  if (attribute('formKey') !== '') return fail(report, EMBEDDED_FORMS);
  if (formId !== '' && externalReference !== '') return fail(report, 'zeebe:formDefinition has both a formId and an externalReference; keep only one');
  if (externalReference !== '') {
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

function fail(report: (message: string) => void, message: string): null {
  report(message);
  return null;
}
