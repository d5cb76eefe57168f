import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementProcessor } from '../element-processor.js';

/** Intermediate throw event: a milestone in the history, or the throw of a signal. */
export const intermediateThrowEventProcessor: ElementProcessor = {
  onActivate: throwSignalAndPass,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
