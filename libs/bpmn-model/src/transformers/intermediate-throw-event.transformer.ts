import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';
import { eventDefinitionDetail, refuse } from './unsupported.js';

export const intermediateThrowEventTransformer: ElementTransformer = {
  create(node, context) {
    const detail = eventDefinitionDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, 'INTERMEDIATE_THROW_EVENT', ['zeebe:IoMapping'], context);
  },
};
