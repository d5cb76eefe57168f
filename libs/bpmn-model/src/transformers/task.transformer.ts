import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/** An untyped task passes through: it completes as soon as it is reached. */
export const taskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, 'TASK', ['zeebe:IoMapping'], context);
  },
};
