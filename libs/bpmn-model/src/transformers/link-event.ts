import type { ExecutableElement } from '../executable-model.js';
import { elementList, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import type { TransformContext } from './transform-context.js';

/** The definition of an event that has exactly one, of the given moddle type (`bpmn:LinkEventDefinition`), or undefined. */
export function onlyEventDefinition(node: ModdleElement, type: string): ModdleElement | undefined {
  const definitions = elementList(node, 'eventDefinitions');
  const [definition] = definitions;
  if (definitions.length !== 1 || elementList(node, 'eventDefinitionRef').length > 0) return undefined;
  return definition?.$type === type ? definition : undefined;
}

/** The `bpmn:linkEventDefinition` of an event that has exactly that one definition, or undefined. */
export function onlyLinkDefinition(node: ModdleElement): ModdleElement | undefined {
  return onlyEventDefinition(node, 'bpmn:LinkEventDefinition');
}

/** A link throw or catch event, carrying its link name; null (reported) when the definition has no name. */
export function createLinkEvent(
  node: ModdleElement,
  definition: ModdleElement,
  type: 'INTERMEDIATE_THROW_EVENT' | 'INTERMEDIATE_CATCH_EVENT',
  context: TransformContext,
): ExecutableElement | null {
  const element = createBaseElement(node, type, ['zeebe:IoMapping'], context);
  const linkName = stringProperty(definition, 'name')?.trim() ?? '';
  if (linkName === '') {
    context.problems.onElement(node, 'the bpmn:linkEventDefinition has no name; throw and catch events are linked by name');
    return null;
  }
  return { ...element, linkName };
}

function linkCatchEvents(element: ExecutableElement, context: TransformContext): ExecutableElement[] {
  return [...context.elements.values()].filter(
    (other) => other.type === 'INTERMEDIATE_CATCH_EVENT' && other.linkName === element.linkName && other.flowScopeId === element.flowScopeId,
  );
}

/** Points a link throw event at the catch event of its name in the same scope; reports a throw that has none. */
export function resolveLinkThrow(element: ExecutableElement, context: TransformContext): void {
  const node = context.nodes.get(element.id);
  if (!node || element.linkName === undefined) return;
  if (element.outgoing.length > 0) {
    context.problems.onElement(node, 'a link throw event jumps to its link catch event and must have no outgoing sequence flow');
  }
  const [target] = linkCatchEvents(element, context);
  if (!target) {
    context.problems.onElement(node, `no link catch event named '${element.linkName}' in '${element.flowScopeId}' for this link throw event to jump to`);
    return;
  }
  element.linkTargetId = target.id;
}

/** A link catch event is only entered from its throw events: it has no incoming flow and its name is its own. */
export function checkLinkCatch(element: ExecutableElement, context: TransformContext): void {
  const node = context.nodes.get(element.id);
  if (!node || element.linkName === undefined) return;
  if (element.incoming.length > 0) {
    context.problems.onElement(node, 'a link catch event is entered only from its link throw events and must have no incoming sequence flow');
  }
  const [first] = linkCatchEvents(element, context);
  if (first && first.id !== element.id) {
    context.problems.onElement(
      node,
      `'${first.id}' already catches the link '${element.linkName}' in '${element.flowScopeId}'; link names must be unique per scope`,
    );
  }
}
