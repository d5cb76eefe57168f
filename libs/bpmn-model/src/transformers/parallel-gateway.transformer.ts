import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';

export const parallelGatewayTransformer: ElementTransformer = {
  create(node, context) {
    return createBaseElement(node, 'PARALLEL_GATEWAY', [], context);
  },

  validate(gateway, context) {
    for (const flowId of gateway.outgoing) {
      if (context.flows.get(flowId)?.condition == null) continue;
      context.problems.onId(flowId, 'bpmn:sequenceFlow', `the sequence flow leaves parallel gateway '${gateway.id}' and must not have a condition`);
    }
  },
};
