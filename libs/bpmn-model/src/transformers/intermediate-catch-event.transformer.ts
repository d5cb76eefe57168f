import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import { checkLinkCatch, createLinkEvent, onlyLinkDefinition } from './link-event.js';
import type { ElementTransformer } from './transform-context.js';

const CATCH_TRIGGERS: TriggerRules = {
  timer: { types: ['duration', 'date'], event: 'an intermediate timer catch event' },
  message: { correlationKey: 'required' },
  signal: true,
  conditional: true,
};

/** Waits for a timer, a message, a signal or a condition to hold, then moves on; a link catch event is where link throw events jump to. */
export const intermediateCatchEventTransformer: ElementTransformer = {
  create(node, context) {
    const link = onlyLinkDefinition(node);
    if (link) return createLinkEvent(node, link, 'INTERMEDIATE_CATCH_EVENT', context);
    const check = supportedEventDefinition(node, CATCH_TRIGGERS, context);
    if (!check.supported) return null;
    if (!check.definition) {
      context.problems.onElement(node, 'an intermediate catch event needs a timer, message, signal, conditional or link event definition');
      return null;
    }
    const element = createBaseElement(node, 'INTERMEDIATE_CATCH_EVENT', ['zeebe:IoMapping'], context);
    const eventDefinition = readEventDefinition(node, check.definition, CATCH_TRIGGERS, context);
    return eventDefinition ? { ...element, eventDefinition } : null;
  },
  validate: checkLinkCatch,
};
