import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/** Manual task: done outside any system, so the engine passes the token on, as Zeebe does. */
export const manualTaskProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
