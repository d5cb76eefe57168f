import type { ElementTransformer } from './transform-context.js';
import { eventDefinitionDetail, refuse } from './unsupported.js';

/** Every flow node kind without its own transformer: call activities, sub-processes, other gateways. */
export const unsupportedTransformer: ElementTransformer = {
  create(node, context) {
    return refuse(node, context, eventDefinitionDetail(node) ?? undefined);
  },
};
