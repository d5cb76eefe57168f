import { waitForOwnEvent } from '../../behaviours/catch-event.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../element-processor.js';

/** Intermediate timer, message or signal catch event: waits, then passes on what the event delivered. */
export const intermediateCatchEventProcessor: ElementProcessor = {
  onActivate: waitForOwnEvent,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
