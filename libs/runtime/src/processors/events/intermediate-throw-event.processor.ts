import { cancelJob } from '../../behaviours/job.behaviour.js';
import { completeAndJumpToLink } from '../../behaviours/link-jump.behaviour.js';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { throwCompensation, withdrawCompensation } from '../../behaviours/compensation-throw.behaviour.js';
import { throwEscalation } from '../../behaviours/escalation-throw.behaviour.js';
import { throwSignalAndPass } from '../../behaviours/signal-throw.behaviour.js';
import type { ElementProcessor } from '../../processing/processing-context.js';
import { jobWorkerTaskProcessor } from '../tasks/job-worker-task.processor.js';

/**
 * Intermediate throw event: a milestone in the history, the throw of a signal or an escalation, a compensation that
 * waits for its handlers, a jump to a link catch event, or (a message throw event) a job for a worker, as a send task.
 */
export const intermediateThrowEventProcessor: ElementProcessor = {
  onActivate: (context, instance, element) => {
    if (element.job) return jobWorkerTaskProcessor.onActivate(context, instance, element);
    switch (element.eventDefinition?.kind) {
      case 'escalation':
        return throwEscalation(context, instance, element);
      case 'compensation':
        return throwCompensation(context, instance, element);
      default:
        return throwSignalAndPass(context, instance, element);
    }
  },
  onComplete: completeAndJumpToLink,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: (context, instance) => {
    cancelJob(context, instance);
    withdrawCompensation(context, instance);
  },
};
