import { createBaseElement } from './element-base.js';
import { readMessage } from './message-definition.js';
import type { ElementTransformer } from './transform-context.js';
import { activityMarkerDetail, refuse } from './unsupported.js';

/** Waits for the message its `messageRef` names, correlated by the message's key, like a message catch event. */
export const receiveTaskTransformer: ElementTransformer = {
  create(node, context) {
    const detail = activityMarkerDetail(node);
    if (detail) return refuse(node, context, detail);
    const element = createBaseElement(node, 'RECEIVE_TASK', ['zeebe:IoMapping'], context);
    const eventDefinition = readMessage(node, node, 'required', context);
    return eventDefinition ? { ...element, eventDefinition } : null;
  },
};
