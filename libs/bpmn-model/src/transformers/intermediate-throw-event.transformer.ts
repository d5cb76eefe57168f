import { createBaseElement } from './element-base.js';
import { readEventDefinition, supportedEventDefinition, type TriggerRules } from './event-definition.js';
import { createLinkEvent, onlyLinkDefinition, resolveLinkThrow } from './link-event.js';
import { createMessageThrowEvent, isMessageThrow } from './message-throw-event.js';
import type { ElementTransformer } from './transform-context.js';

/**
 * A none throw event passes through (a milestone); a signal throw event broadcasts the signal and moves on; an
 * escalation throw event escalates and moves on unless an interrupting event catches it; a compensation throw event
 * moves on once the handlers it started are done; a link throw event jumps to the link catch event of its name; a
 * message throw event waits for its job.
 */
const THROW_RESULTS: TriggerRules = { signal: true, escalation: 'throw', compensation: 'throw' };

export const intermediateThrowEventTransformer: ElementTransformer = {
  create(node, context) {
    const link = onlyLinkDefinition(node);
    if (link) return createLinkEvent(node, link, 'INTERMEDIATE_THROW_EVENT', context);
    if (isMessageThrow(node)) return createMessageThrowEvent(node, 'INTERMEDIATE_THROW_EVENT', context);
    const check = supportedEventDefinition(node, THROW_RESULTS, context);
    if (!check.supported) return null;
    const element = createBaseElement(node, 'INTERMEDIATE_THROW_EVENT', ['zeebe:IoMapping'], context);
    if (!check.definition) return element;
    const eventDefinition = readEventDefinition(node, check.definition, THROW_RESULTS, context);
    return eventDefinition ? { ...element, eventDefinition } : null;
  },
  validate: resolveLinkThrow,
};
