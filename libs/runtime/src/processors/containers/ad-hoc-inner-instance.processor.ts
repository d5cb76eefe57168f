import { succeeded } from '../../processing/step-failure.js';
import type { ElementProcessor } from '../../processing/processing-context.js';

/**
 * Zeebe's AD_HOC_SUB_PROCESS_INNER_INSTANCE: the scope of one activation in an ad-hoc sub-process. The activation
 * creates it already active (activateAdHocActivities), never a step; it completes once nothing runs in it, and its
 * completion ends the activation's path of the ad-hoc sub-process (the output element is read in it). It has nothing of
 * its own to apply or withdraw: what runs in it is terminated with it.
 */
export const adHocInnerInstanceProcessor: ElementProcessor = {
  onActivate: (_context, instance) => {
    throw new Error(`the inner instance ${instance.key} of an ad-hoc sub-process is created active, not activated`);
  },
  onComplete: () => succeeded(null),
  selectOutgoingFlows: () => succeeded([]),
  onTerminate: () => undefined,
};
