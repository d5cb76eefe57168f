import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';

export const exclusiveGatewayTransformer: ElementTransformer = {
  create(node, context) {
    return createBaseElement(node, 'EXCLUSIVE_GATEWAY', [], context);
  },

  validate(gateway, context) {
    if (gateway.outgoing.length === 0) {
      context.problems.onId(gateway.id, 'bpmn:exclusiveGateway', 'the exclusive gateway has no outgoing sequence flow');
      return;
    }
    if (gateway.outgoing.length === 1) return;
    for (const flowId of gateway.outgoing) {
      const flow = context.flows.get(flowId);
      if (!flow || flow.condition !== null || flowId === gateway.defaultFlowId) continue;
      context.problems.onId(
        flowId,
        'bpmn:sequenceFlow',
        `the sequence flow leaves exclusive gateway '${gateway.id}', which has ${gateway.outgoing.length} outgoing flows, so it needs a condition (or must be the gateway's default flow)`,
      );
    }
  },
};
