import { completeAndJumpToLink } from '../../behaviours/link-jump.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import type { ElementProcessor } from '../element-processor.js';

/** Intermediate throw event: a milestone in the history, the throw of a signal, or a jump to a link catch event. */
export const intermediateThrowEventProcessor: ElementProcessor = {
  onActivate: throwSignalAndPass,
  onComplete: completeAndJumpToLink,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
