import { allOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToComplete, nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Parallel gateway: forks into every outgoing flow. As a join it is activated only once a token waits on
 * each incoming flow (see the sequence-flow applier and the dispatcher).
 */
export const parallelGatewayProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: nothingToComplete,
  selectOutgoingFlows: (context, _instance, element) => allOutgoingFlows(context, element),
  onTerminate: nothingToWithdraw,
};
