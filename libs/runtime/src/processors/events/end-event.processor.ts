import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import { succeeded } from '../../processing/step-failure.js';
import type { ElementProcessor } from '../element-processor.js';

/** None or signal end event: the token leaves (after throwing the signal); the scope completes when it was the last one. */
export const endEventProcessor: ElementProcessor = {
  onActivate: throwSignalAndPass,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: nothingToWithdraw,
};
