import type { ExecutableElement, ExecutableSequenceFlow } from './executable-model.js';
import { elementProperty, type ModdleElement } from './moddle/moddle-element.js';
import type { TransformContext } from './transformers/transform-context.js';

/** Fills incoming/outgoing (document order) and default flows; reports flows whose ends cannot be linked. */
export function linkSequenceFlows(context: TransformContext): void {
  for (const flow of context.flows.values()) {
    const node = context.nodes.get(flow.id);
    if (!node) continue;
    const source = linkEnd(flow, node, 'sourceRef', context);
    const target = linkEnd(flow, node, 'targetRef', context);
    // A token never leaves its scope along a flow: it leaves a sub-process only when the sub-process completes.
    if (source && target && source.flowScopeId !== target.flowScopeId) {
      context.problems.onElement(
        node,
        `the sequence flow connects '${source.id}' in '${source.flowScopeId}' with '${target.id}' in '${target.flowScopeId}'; a sequence flow must stay within one process or sub-process`,
      );
      continue;
    }
    source?.outgoing.push(flow.id);
    target?.incoming.push(flow.id);
  }
  for (const element of context.elements.values()) linkDefaultFlow(element, context);
}

function linkEnd(flow: ExecutableSequenceFlow, node: ModdleElement, property: 'sourceRef' | 'targetRef', context: TransformContext): ExecutableElement | null {
  const id = property === 'sourceRef' ? flow.sourceId : flow.targetId;
  const element = context.elements.get(id);
  if (element && element.type !== 'PROCESS') return element;
  if (context.refusedIds.has(id)) return null;
  const unresolved = context.unresolvedReferences.get(node)?.get(`bpmn:${property}`);
  const message =
    unresolved !== undefined
      ? `${property} '${unresolved}' refers to an element that does not exist`
      : id === ''
        ? `the sequence flow has no ${property}`
        : `${property} '${id}' is not a flow node of process '${context.processId}'`;
  context.problems.onElement(node, message);
  return null;
}

function linkDefaultFlow(element: ExecutableElement, context: TransformContext): void {
  const node = context.nodes.get(element.id);
  if (!node) return;
  const unresolved = context.unresolvedReferences.get(node)?.get('bpmn:default');
  if (unresolved !== undefined) {
    context.problems.onElement(node, `the default flow '${unresolved}' does not exist`);
    return;
  }
  const defaultRef = elementProperty(node, 'default');
  if (!defaultRef) return;
  const flow = context.flows.get(defaultRef.id ?? '');
  if (!flow || flow.sourceId !== element.id) {
    context.problems.onElement(node, `the default flow '${defaultRef.id}' is not an outgoing sequence flow of this element`);
    return;
  }
  if (flow.condition !== null) {
    context.problems.onId(flow.id, 'bpmn:sequenceFlow', `the default flow of '${element.id}' must not have a condition`);
  }
  element.defaultFlowId = flow.id;
}
