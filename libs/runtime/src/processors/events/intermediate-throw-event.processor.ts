import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToComplete, nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import type { ElementProcessor } from '../element-processor.js';

/** Intermediate none throw event: a milestone in the history, nothing more. */
export const intermediateThrowEventProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: nothingToComplete,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
