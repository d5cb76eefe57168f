import type { ExecutableElement } from '@baton/bpmn-model';
import type { ElementInstance } from '../model/instance-state.js';
import type { ProcessingContext } from '../processing/processing-context.js';
import type { StepResult } from '../processing/step-failure.js';
import { scheduleActivation } from '../processing/token-steps.js';
import { completeWithOutputMappings } from './variable-mapping.behaviour.js';

/**
 * A link throw event leaves by jumping, not by a sequence flow: once its outputs are applied, the link catch event of
 * its scope is queued, so it activates right after the throw event completes (and its scope stays open meanwhile).
 */
export function completeAndJumpToLink(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  const completed = completeWithOutputMappings(context, instance, element);
  if (!completed.ok || element.linkTargetId === undefined || instance.flowScopeKey === null) return completed;
  scheduleActivation(context, element.linkTargetId, instance.flowScopeKey);
  return completed;
}
