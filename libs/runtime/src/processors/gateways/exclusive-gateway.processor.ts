import { firstTrueOutgoingFlow } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToComplete, nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/** Exclusive gateway: one way out, the first true condition or the default flow; a join passes each token through. */
export const exclusiveGatewayProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: nothingToComplete,
  selectOutgoingFlows: firstTrueOutgoingFlow,
  onTerminate: nothingToWithdraw,
};
