import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Boundary event: activated only once its event happened (the activity's subscription fired), so it passes
 * the event's variables on; interrupting ones were preceded by the activity's termination.
 */
export const boundaryEventProcessor: ElementProcessor = {
  onActivate: (context, instance) => passThrough(context, instance),
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
