import type { ExecutableElement } from './executable-model.js';
import { ACTIVITY_TYPES } from './link-boundary-events.js';
import { elementList, elementProperty, type ModdleElement, xmlTypeName } from './moddle/moddle-element.js';
import type { TransformContext } from './transformers/transform-context.js';

/**
 * Links compensation, once every element exists: each compensation boundary event's association to its handler
 * (`compensationHandlerId` on the activity), each compensation event sub-process to its sub-process
 * (`compensationEventSubProcessId`), marks every element of the compensation work (`isForCompensation`), and checks
 * the `activityRef` of compensation throw events. Refuses handlers nothing links to, handlers with sequence flows,
 * boundary events or multi-instance markers, and compensation event sub-processes outside a sub-process.
 */
export function linkCompensation(context: TransformContext): void {
  const handlerBoundaryEvents = new Map<string, string>();
  for (const boundaryEvent of context.elements.values()) {
    if (boundaryEvent.type === 'BOUNDARY_EVENT' && boundaryEvent.eventDefinition?.kind === 'compensation') {
      const handlerId = linkHandler(boundaryEvent, context);
      if (handlerId !== null) handlerBoundaryEvents.set(handlerId, boundaryEvent.id);
    }
  }
  for (const element of context.elements.values()) {
    const node = context.nodes.get(element.id);
    if (node?.['isForCompensation'] === true) checkHandler(element, handlerBoundaryEvents.has(element.id), context);
    if (element.type === 'EVENT_SUB_PROCESS' && isCompensationStart(context.elements.get(element.startEventId ?? ''))) {
      linkCompensationEventSubProcess(element, context);
    }
  }
  for (const element of context.elements.values()) {
    if (element.type !== 'BOUNDARY_EVENT' && element.eventDefinition?.kind === 'compensation' && element.eventDefinition.activityRef !== null) {
      checkActivityRef(element, element.eventDefinition.activityRef, context);
    }
  }
}

function isCompensationStart(startEvent: ExecutableElement | undefined): boolean {
  return startEvent?.eventDefinition?.kind === 'compensation';
}

/** The associations of a process or sub-process (`bpmn:association` among its artifacts), as source → targets. */
function associationTargets(container: ModdleElement): Map<string, string[]> {
  const targets = new Map<string, string[]>();
  for (const artifact of elementList(container, 'artifacts')) {
    if (artifact.$type !== 'bpmn:Association') continue;
    const source = elementProperty(artifact, 'sourceRef')?.id;
    const target = elementProperty(artifact, 'targetRef')?.id;
    if (source && target) targets.set(source, [...(targets.get(source) ?? []), target]);
  }
  return targets;
}

/** The handler a compensation boundary event's association points to, set on its activity; null when there is none to link. */
function linkHandler(boundaryEvent: ExecutableElement, context: TransformContext): string | null {
  const activity = context.elements.get(boundaryEvent.attachedToId ?? '');
  // A boundary event on a missing, refused or misplaced activity has its problem already (linkBoundaryEvents).
  if (!activity || !ACTIVITY_TYPES.has(activity.type) || activity.flowScopeId !== boundaryEvent.flowScopeId) return null;
  const container = boundaryEvent.flowScopeId === null ? undefined : context.nodes.get(boundaryEvent.flowScopeId);
  const targets = (container ? associationTargets(container) : new Map<string, string[]>()).get(boundaryEvent.id) ?? [];
  const handlers = targets.filter((id) => context.nodes.get(id)?.['isForCompensation'] === true);
  const [handlerId, ...others] = handlers;
  const where = { id: boundaryEvent.id, type: 'bpmn:boundaryEvent' };
  if (handlerId === undefined) {
    if (!targets.some((id) => context.refusedIds.has(id))) {
      context.problems.onId(
        where.id,
        where.type,
        'the compensation boundary event has no handler: associate it with an activity marked isForCompensation="true"',
      );
    }
    return null;
  }
  if (others.length > 0) {
    context.problems.onId(where.id, where.type, `the compensation boundary event is associated with more than one handler: ${quoted(handlers)}; keep one`);
    return null;
  }
  if (activity.compensationHandlerId !== undefined) {
    context.problems.onId(
      activity.id,
      xmlTypeName(activity.bpmnType),
      'the activity has more than one compensation boundary event; keep one, its handler may do several things',
    );
    return null;
  }
  activity.compensationHandlerId = handlerId;
  return handlerId;
}

/** A handler runs only when its activity is compensated: nothing may reach or leave it, and it runs once per completion. */
function checkHandler(handler: ExecutableElement, linked: boolean, context: TransformContext): void {
  const type = xmlTypeName(handler.bpmnType);
  const problem = (message: string) => context.problems.onId(handler.id, type, message);
  if (!linked) {
    problem('the compensation handler is not associated with any compensation boundary event');
  }
  if (handler.incoming.length > 0 || handler.outgoing.length > 0) {
    problem('a compensation handler must not have incoming or outgoing sequence flows: a compensation throw event starts it');
  }
  if ((handler.boundaryEventIds?.length ?? 0) > 0 || handler.compensationHandlerId !== undefined) {
    problem('a compensation handler must not have boundary events');
  }
  if (handler.multiInstance) problem('a compensation handler must not be a multi-instance activity: it runs once per completion of its activity');
  if (handler.type === 'EVENT_SUB_PROCESS') problem('an event sub-process cannot be a compensation handler');
  markCompensationWork(handler, context);
}

function linkCompensationEventSubProcess(eventSubProcess: ExecutableElement, context: TransformContext): void {
  const subProcess = eventSubProcess.flowScopeId === null ? undefined : context.elements.get(eventSubProcess.flowScopeId);
  const type = 'bpmn:subProcess';
  if (subProcess?.type !== 'SUB_PROCESS' || subProcess.isForCompensation) {
    context.problems.onId(
      eventSubProcess.id,
      type,
      'a compensation event sub-process must be inside an embedded sub-process (that is not itself compensation work); it compensates that sub-process',
    );
  } else if (subProcess.compensationEventSubProcessId !== undefined) {
    context.problems.onId(
      subProcess.id,
      type,
      `the sub-process has more than one compensation event sub-process: '${subProcess.compensationEventSubProcessId}' and '${eventSubProcess.id}'; keep one`,
    );
  } else {
    subProcess.compensationEventSubProcessId = eventSubProcess.id;
  }
  markCompensationWork(eventSubProcess, context);
}

/** The element and everything inside it, at any depth. */
function markCompensationWork(root: ExecutableElement, context: TransformContext): void {
  const inside = new Set([root.id]);
  for (const element of context.elements.values()) {
    // Document order puts every scope before its elements, so one pass reaches every depth.
    if (element.id === root.id || (element.flowScopeId !== null && inside.has(element.flowScopeId))) {
      inside.add(element.id);
      element.isForCompensation = true;
    }
  }
}

/**
 * The scope whose completed activities a compensation throw event compensates: its own, or for a throw inside an event
 * sub-process, the scope around the event sub-process (for a compensation event sub-process: the sub-process it compensates).
 */
function compensationScopeId(thrower: ExecutableElement, elements: ReadonlyMap<string, ExecutableElement>): string | null {
  const scope = thrower.flowScopeId === null ? undefined : elements.get(thrower.flowScopeId);
  return scope?.type === 'EVENT_SUB_PROCESS' ? scope.flowScopeId : thrower.flowScopeId;
}

function checkActivityRef(thrower: ExecutableElement, activityRef: string, context: TransformContext): void {
  const scopeId = compensationScopeId(thrower, context.elements);
  const activity = context.elements.get(activityRef);
  const type = xmlTypeName(thrower.bpmnType);
  if (!activity || activity.flowScopeId !== scopeId || !ACTIVITY_TYPES.has(activity.type)) {
    if (!context.refusedIds.has(activityRef)) {
      context.problems.onId(thrower.id, type, `activityRef '${activityRef}' is not an activity of the scope '${scopeId}' that this event compensates`);
    }
  } else if (activity.compensationHandlerId === undefined && activity.type !== 'SUB_PROCESS') {
    context.problems.onId(
      thrower.id,
      type,
      `activityRef '${activityRef}' has no compensation handler: attach a compensation boundary event to it (or name a sub-process)`,
    );
  }
}

function quoted(ids: readonly string[]): string {
  return ids.map((id) => `'${id}'`).join(', ');
}
