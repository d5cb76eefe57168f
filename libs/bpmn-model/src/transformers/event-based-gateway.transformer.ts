import type { ExecutableElement } from '../executable-model.js';
import { xmlTypeName } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { duplicateTriggerNames } from './event-definition.js';
import type { ElementTransformer, TransformContext } from './transform-context.js';

const TYPE = 'bpmn:eventBasedGateway';

/** Waits for the first of the catch events it leads to; the others are then cancelled. Checked as Zeebe checks it. */
export const eventBasedGatewayTransformer: ElementTransformer = {
  create(node, context) {
    return createBaseElement(node, 'EVENT_BASED_GATEWAY', [], context);
  },

  validate(gateway, context) {
    if (gateway.outgoing.length < 2) {
      context.problems.onId(gateway.id, TYPE, 'an event-based gateway needs at least 2 outgoing sequence flows, each to an intermediate catch event');
    }
    const catchEvents = new Map<string, ExecutableElement>();
    for (const flowId of gateway.outgoing) {
      const flow = context.flows.get(flowId);
      if (!flow) continue;
      if (flow.condition !== null) {
        context.problems.onId(flowId, 'bpmn:sequenceFlow', `the sequence flow leaves event-based gateway '${gateway.id}' and must not have a condition`);
      }
      const target = context.elements.get(flow.targetId);
      if (!target || context.refusedIds.has(flow.targetId)) continue;
      if (target.type === 'INTERMEDIATE_CATCH_EVENT') catchEvents.set(target.id, target);
      else reportWrongTarget(gateway, flowId, target, context);
    }
    for (const event of catchEvents.values()) {
      if (event.incoming.some((flowId) => context.flows.get(flowId)?.sourceId !== gateway.id)) {
        context.problems.onId(
          event.id,
          'bpmn:intermediateCatchEvent',
          `the event follows event-based gateway '${gateway.id}', so it must not have incoming sequence flows from elsewhere`,
        );
      }
    }
    for (const kind of ['message', 'signal'] as const) {
      for (const duplicate of duplicateTriggerNames([...catchEvents.values()], kind)) {
        context.problems.onId(gateway.id, TYPE, `the events after the gateway: ${duplicate}; give them distinct ${kind} names`);
      }
    }
  },
};

function reportWrongTarget(gateway: ExecutableElement, flowId: string, target: ExecutableElement, context: TransformContext): void {
  const instead = target.type === 'RECEIVE_TASK' ? '; use a message intermediate catch event instead of the receive task' : '';
  context.problems.onId(
    gateway.id,
    TYPE,
    `the outgoing sequence flow '${flowId}' leads to '${target.id}', a ${xmlTypeName(target.bpmnType)}, but an event-based gateway may only lead to intermediate catch events with a timer, message, signal or conditional definition${instead}`,
  );
}
