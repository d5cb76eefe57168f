import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Start event: the token enters the scope here and moves on. Its output mappings run as it completes, as in
 * Zeebe; for an event start event they read what the message or signal delivered.
 */
export const startEventProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
