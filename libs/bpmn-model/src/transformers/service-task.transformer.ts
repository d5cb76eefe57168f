import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, readJobDefinition } from './job-definition.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

export const serviceTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const element = createBaseElement(node, 'SERVICE_TASK', JOB_WORKER_EXTENSIONS, context);
    const job = readJobDefinition(node, context);
    return job ? { ...element, job } : null;
  },
};
