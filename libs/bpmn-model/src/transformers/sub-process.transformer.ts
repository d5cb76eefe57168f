import type { ExecutableElement } from '../executable-model.js';
import { createBaseElement } from './element-base.js';
import { hasRefusedStartEvent } from './process.transformer.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/**
 * An embedded sub-process: a scope of its own inside its parent, with its own variables (`zeebe:ioMapping`
 * inputs are local to it, outputs go to the parent as it completes). Its flow elements are compiled by
 * compileProcess, one level at a time. With triggeredByEvent="true" it is an event sub-process, started by the event
 * of its start event while its enclosing scope is active (see linkEventSubProcesses).
 */
export const subProcessTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, node['triggeredByEvent'] === true ? 'EVENT_SUB_PROCESS' : 'SUB_PROCESS', ['zeebe:IoMapping'], context);
  },

  validate(subProcess: ExecutableElement, context: TransformContext) {
    if (subProcess.type === 'EVENT_SUB_PROCESS') validateEventSubProcess(subProcess, context);
    else validateEmbeddedSubProcess(subProcess, context);
  },
};

/** No sequence flow reaches or leaves an event sub-process: its event starts it, and its scope goes on without it. */
function validateEventSubProcess(eventSubProcess: ExecutableElement, context: TransformContext): void {
  if (eventSubProcess.incoming.length > 0 || eventSubProcess.outgoing.length > 0) {
    context.problems.onId(eventSubProcess.id, 'bpmn:subProcess', 'an event sub-process must not have incoming or outgoing sequence flows');
  }
}

/** As in Zeebe, an embedded sub-process starts from exactly one none start event, and from nothing else. */
function validateEmbeddedSubProcess(subProcess: ExecutableElement, context: TransformContext): void {
  const node = context.nodes.get(subProcess.id);
  if (!node) return;
  const startEvents = [...context.elements.values()].filter((element) => element.type === 'START_EVENT' && element.flowScopeId === subProcess.id);
  const eventStartEvents = startEvents.filter((element) => element.eventDefinition !== undefined);
  for (const startEvent of eventStartEvents) {
    context.problems.onId(
      startEvent.id,
      'bpmn:startEvent',
      `a start event of an embedded sub-process must be a none start event: '${subProcess.id}' starts when it is reached, not on a ${startEvent.eventDefinition?.kind}`,
    );
  }
  const noneStartEvents = startEvents.filter((element) => element.eventDefinition === undefined);
  const [noneStartEvent, ...others] = noneStartEvents;
  if (others.length > 0) {
    const ids = noneStartEvents.map((element) => `'${element.id}'`).join(', ');
    context.problems.onElement(node, `the sub-process has more than one none start event: ${ids}; keep exactly one`);
  } else if (noneStartEvent) {
    subProcess.noneStartEventId = noneStartEvent.id;
  } else if (eventStartEvents.length === 0 && !hasRefusedStartEvent(node, context)) {
    context.problems.onElement(node, 'the sub-process has no start event: add exactly one none start event');
  }
}
