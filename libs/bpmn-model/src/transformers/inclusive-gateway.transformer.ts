import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';

/**
 * As in Zeebe, an inclusive gateway's flows need no condition: a flow without one is taken only when it is the
 * gateway's single way out, and a gateway without outgoing flows ends its path there.
 */
export const inclusiveGatewayTransformer: ElementTransformer = {
  create(node, context) {
    return createBaseElement(node, 'INCLUSIVE_GATEWAY', [], context);
  },
};
