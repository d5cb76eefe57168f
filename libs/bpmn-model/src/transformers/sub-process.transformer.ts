import type { ExecutableElement } from '../executable-model.js';
import { createBaseElement } from './element-base.js';
import { hasRefusedStartEvent } from './process.transformer.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/**
 * An embedded sub-process: a scope of its own inside its parent, with its own variables (`zeebe:ioMapping`
 * inputs are local to it, outputs go to the parent as it completes). Its flow elements are compiled by
 * compileProcess, one level at a time.
 */
export const subProcessTransformer: ElementTransformer = {
  create(node, context) {
    if (node['triggeredByEvent'] === true) return refuse(node, context, 'event sub-process: bpmn:subProcess with triggeredByEvent="true"');
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, 'SUB_PROCESS', ['zeebe:IoMapping'], context);
  },

  /** As in Zeebe, an embedded sub-process starts from exactly one none start event, and from nothing else. */
  validate(subProcess: ExecutableElement, context: TransformContext) {
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
  },
};
