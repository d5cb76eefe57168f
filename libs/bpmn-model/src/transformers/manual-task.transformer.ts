import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/** A manual task is done outside the engine, so it completes as soon as it is reached. */
export const manualTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, 'MANUAL_TASK', ['zeebe:IoMapping'], context);
  },
};
