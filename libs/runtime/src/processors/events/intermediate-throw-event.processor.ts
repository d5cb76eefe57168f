import { completeAndJumpToLink } from '../../behaviours/link-jump.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { throwEscalation } from '../../behaviours/escalation-throw.behaviour.js';
import { nothingToWithdraw } from '../../behaviours/pass-through.behaviour.js';
import { throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import type { ElementProcessor } from '../element-processor.js';

/** Intermediate throw event: a milestone in the history, the throw of a signal or an escalation, or a jump to a link catch event. */
export const intermediateThrowEventProcessor: ElementProcessor = {
  onActivate: (context, instance, element) =>
    element.eventDefinition?.kind === 'escalation' ? throwEscalation(context, instance, element) : throwSignalAndPass(context, instance, element),
  onComplete: completeAndJumpToLink,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: nothingToWithdraw,
};
