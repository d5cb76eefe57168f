import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';
import { eventDefinitionDetail, refuse } from './unsupported.js';

export const endEventTransformer: ElementTransformer = {
  create(node, context) {
    const detail = eventDefinitionDetail(node);
    if (detail) return refuse(node, context, detail);
    return createBaseElement(node, 'END_EVENT', ['zeebe:IoMapping'], context);
  },

  validate(element, context) {
    if (element.outgoing.length > 0) {
      context.problems.onId(element.id, 'bpmn:endEvent', 'an end event must not have outgoing sequence flows');
    }
  },
};
