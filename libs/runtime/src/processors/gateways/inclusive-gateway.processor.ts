import { everyTrueOutgoingFlow } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToComplete, nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Inclusive gateway: forks into every flow whose condition is true (the default flow when none is). As a join it is
 * activated once every incoming flow has a token or can no longer get one (see the join behaviour).
 */
export const inclusiveGatewayProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: nothingToComplete,
  selectOutgoingFlows: everyTrueOutgoingFlow,
  onTerminate: nothingToWithdraw,
};
