import { findExtension } from '../moddle/moddle-element.js';
import { createBaseElement } from './element-base.js';
import { JOB_WORKER_EXTENSIONS, MISSING_JOB_TYPE, readJobDefinition } from './job-definition.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/**
 * Zeebe runs a business rule task either by evaluating a DMN decision (`zeebe:calledDecision`) or as a job for a
 * worker (`zeebe:taskDefinition`), exactly like a service task. Only the job is supported: there is no DMN engine.
 */
export const businessRuleTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    if (findExtension(node, 'zeebe:CalledDecision')) {
      return refuse(
        node,
        context,
        'bpmn:businessRuleTask with zeebe:calledDecision: DMN decisions are not evaluated; use a zeebe:taskDefinition to run it as a job',
      );
    }
    const element = createBaseElement(node, 'BUSINESS_RULE_TASK', JOB_WORKER_EXTENSIONS, context);
    if (!findExtension(node, 'zeebe:TaskDefinition')) {
      context.problems.onElement(node, `${MISSING_JOB_TYPE} (a zeebe:calledDecision, a DMN decision, is not supported)`);
      return null;
    }
    const job = readJobDefinition(node, context);
    return job ? { ...element, job } : null;
  },
};
