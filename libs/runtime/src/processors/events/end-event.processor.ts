import { nothingToComplete, nothingToWithdraw, passThrough } from '../../behaviours/pass-through.behaviour.js';
import { succeeded } from '../../processing/step-failure.js';
import type { ElementProcessor } from '../element-processor.js';

/** None end event: the token leaves; the scope completes when it was the last one. */
export const endEventProcessor: ElementProcessor = {
  onActivate: passThrough,
  onComplete: nothingToComplete,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: nothingToWithdraw,
};
