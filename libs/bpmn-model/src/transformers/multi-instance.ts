import { isFeelExpression, stripFeelMarker } from '@baton/feel';
import type { ExecutableMultiInstance } from '../executable-model.js';
import { feelSourceProblem, isVariablePath } from '../feel-values.js';
import { elementProperty, extensionValues, type ModdleElement, stringProperty, xmlTypeName } from '../moddle/moddle-element.js';
import type { TransformContext } from './transform-context.js';

const LOOP_CHARACTERISTICS = 'zeebe:LoopCharacteristics';

/**
 * The multi-instance marker of an activity, read here for every activity kind so that each one (a call activity
 * too) runs inside a multi-instance body without knowing about it. Undefined when the activity has none; null when a
 * problem was reported. Standard loops are refused by the activity's transformer (activityMarkerDetail).
 */
export function readMultiInstance(node: ModdleElement, context: TransformContext): ExecutableMultiInstance | null | undefined {
  const loop = elementProperty(node, 'loopCharacteristics');
  if (loop?.$type !== 'bpmn:MultiInstanceLoopCharacteristics') return undefined;
  const problems: string[] = [];
  for (const extension of extensionValues(loop)) {
    if (extension.$type.startsWith('zeebe:') && extension.$type !== LOOP_CHARACTERISTICS) {
      problems.push(`${xmlTypeName(extension.$type)} is not supported on bpmn:multiInstanceLoopCharacteristics`);
    }
  }
  if (elementProperty(loop, 'loopCardinality')) {
    problems.push(`bpmn:loopCardinality is not supported: give zeebe:loopCharacteristics an inputCollection instead, such as '= for i in 1..n return i'`);
  }
  const zeebe = extensionValues(loop).find((extension) => extension.$type === LOOP_CHARACTERISTICS);
  const attribute = (name: string) => (zeebe ? stringProperty(zeebe, name)?.trim() || null : null);
  const inputCollection = expression(attribute('inputCollection'), 'inputCollection', problems);
  if (attribute('inputCollection') === null) {
    problems.push(`a multi-instance activity needs zeebe:loopCharacteristics with an inputCollection, a FEEL expression such as '= items'`);
  }
  const inputElement = variableName(attribute('inputElement'), 'inputElement', problems);
  const outputCollection = variableName(attribute('outputCollection'), 'outputCollection', problems);
  const outputElement = expression(attribute('outputElement'), 'outputElement', problems);
  // Zeebe's wording: the two only make sense together.
  if (attribute('outputCollection') && !attribute('outputElement')) {
    problems.push(`Attribute 'outputElement' must be present if the attribute 'outputCollection' is set`);
  } else if (attribute('outputElement') && !attribute('outputCollection')) {
    problems.push(`Attribute 'outputCollection' must be present if the attribute 'outputElement' is set`);
  }
  const completionCondition = readCompletionCondition(loop, problems);
  for (const problem of problems) context.problems.onElement(node, problem);
  if (problems.length > 0 || inputCollection === null) return null;
  const outputElementVariable = outputElement !== null && isVariablePath(outputElement) ? (outputElement.split('.')[0] ?? null) : null;
  return {
    isSequential: loop['isSequential'] === true,
    inputCollection,
    inputElement,
    outputCollection,
    outputElement,
    outputElementVariable,
    completionCondition,
  };
}

/** A FEEL attribute: Zeebe refuses static text here, since a list or an element's output cannot be a literal string. */
function expression(text: string | null, name: string, problems: string[]): string | null {
  if (text === null) return null;
  if (!isFeelExpression(text)) {
    problems.push(`the ${name} of zeebe:loopCharacteristics must be a FEEL expression starting with '=' (such as '= ${text}'), not the text '${text}'`);
    return null;
  }
  const source = stripFeelMarker(text);
  const problem = feelSourceProblem(source, `the ${name} of zeebe:loopCharacteristics`);
  if (problem) problems.push(problem);
  return problem ? null : source;
}

function variableName(text: string | null, name: string, problems: string[]): string | null {
  if (text === null) return null;
  if (isVariablePath(text) && !text.includes('.')) return text;
  problems.push(`the ${name} of zeebe:loopCharacteristics must be a variable name, not '${text}'`);
  return null;
}

/** FEEL with or without `=`, as for sequence flow conditions. */
function readCompletionCondition(loop: ModdleElement, problems: string[]): string | null {
  const condition = elementProperty(loop, 'completionCondition');
  const body = condition ? stringProperty(condition, 'body')?.trim() : undefined;
  if (!body) return null;
  const source = stripFeelMarker(body);
  const problem = feelSourceProblem(source, 'the bpmn:completionCondition');
  if (problem) problems.push(problem);
  return source;
}
