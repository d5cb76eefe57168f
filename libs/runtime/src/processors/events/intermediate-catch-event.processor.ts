import { waitForOwnEvent } from '../../behaviours/catch-event.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Intermediate timer, message or signal catch event: waits, then passes on what the event delivered. A link catch
 * event was reached by its throw event's jump: nothing to wait for.
 */
export const intermediateCatchEventProcessor: ElementProcessor = {
  onActivate: (context, instance, element) => (element.linkName === undefined ? waitForOwnEvent(context, instance, element) : passThrough(context, instance)),
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
