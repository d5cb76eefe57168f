import { createBaseElement } from './element-base.js';
import type { ElementTransformer } from './transform-context.js';
import { eventDefinitionDetail, refuse } from './unsupported.js';

export const startEventTransformer: ElementTransformer = {
  create(node, context) {
    const detail = eventDefinitionDetail(node);
    if (detail) return refuse(node, context, detail);
    // A start form is read by task list tools, not by the engine.
    return createBaseElement(node, 'START_EVENT', ['zeebe:IoMapping', 'zeebe:FormDefinition'], context);
  },

  validate(element, context) {
    if (element.incoming.length > 0) {
      context.problems.onId(element.id, 'bpmn:startEvent', 'a start event must not have incoming sequence flows');
    }
  },
};
