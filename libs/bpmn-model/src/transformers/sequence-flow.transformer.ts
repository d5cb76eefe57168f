import type { ExecutableSequenceFlow } from '../executable-model.js';
import { isJuelExpression } from '../camunda7-dialect.js';
import { feelSourceProblem } from '../feel-values.js';
import { elementProperty, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { stripFeelMarker } from '@baton/feel';
import type { TransformContext } from './transform-context.js';

/** Builds the flow; source and target ids are checked when flows are linked. */
export function createSequenceFlow(node: ModdleElement, context: TransformContext): ExecutableSequenceFlow {
  return {
    id: node.id ?? '',
    name: stringProperty(node, 'name') ?? null,
    sourceId: elementProperty(node, 'sourceRef')?.id ?? '',
    targetId: elementProperty(node, 'targetRef')?.id ?? '',
    condition: readCondition(node, context),
  };
}

/** The FEEL source of the condition without `=`: conditions are FEEL whether or not they start with `=`. */
function readCondition(node: ModdleElement, context: TransformContext): string | null {
  const expression = elementProperty(node, 'conditionExpression');
  if (!expression) return null;
  const body = stringProperty(expression, 'body') ?? '';
  const source = stripFeelMarker(body);
  // The Camunda 7 dialect check reports JUEL conditions. A refused condition is still returned so the
  // gateway checks do not also report the flow as unconditional.
  if (isJuelExpression(body)) return source;
  const language = stringProperty(expression, 'language')?.trim();
  if (language && !/feel/i.test(language)) {
    context.problems.onElement(node, `the condition is written in '${language}'; only FEEL conditions are supported`);
    return source;
  }
  const problem = feelSourceProblem(source, 'the condition');
  if (problem) context.problems.onElement(node, problem);
  return source;
}
