import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/** Undefined task (`bpmn:task`): nothing to execute, so it passes the token on. */
export const taskProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
