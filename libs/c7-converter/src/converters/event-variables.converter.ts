import { take, type ElementConverter } from './element-converter.js';

/** Where Camunda 7 stored a caught error's or escalation's code and message. */
const VARIABLES: Readonly<Record<string, string>> = {
  'camunda:errorCodeVariable': 'code',
  'camunda:errorMessageVariable': 'message',
  'camunda:escalationCodeVariable': 'code',
};

/** Catching events named variables for the caught code and message; nothing sets them in Camunda 8. */
export const convertEventVariables: ElementConverter = (element, context) => {
  if (element.$type !== 'bpmn:ErrorEventDefinition' && element.$type !== 'bpmn:EscalationEventDefinition') return;
  for (const [attribute, variable] of Object.entries(VARIABLES)) {
    const name = take(element, attribute);
    if (!name) continue;
    context.manual(element, `${attribute}="${name}" was removed: nothing sets the variable '${name}' to the caught ${variable} any more; check what reads it`);
  }
};
