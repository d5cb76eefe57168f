import { waitForOwnEvent } from '../../behaviours/catch-event.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/** Receive task: an activity that waits for a message (and may carry boundary events while it waits). */
export const receiveTaskProcessor: ElementProcessor = {
  onActivate: waitForOwnEvent,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
