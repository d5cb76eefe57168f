import type { ExecutableElement } from '@baton/bpmn-model';
import { evaluateCalledDecision } from '../../behaviours/decision.behaviour.js';
import { passThrough } from '../../behaviours/pass-through.behaviour.js';
import { visibleVariables } from '../../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import type { StepResult } from '../../processing/step-failure.js';
import { jobWorkerTaskProcessor } from './job-worker-task.processor.js';

/**
 * As a script task's result: the decision's result is stored for the completion, which hands it to the output
 * mappings (or to the scope, without any), as Zeebe writes a business rule task's result variable.
 */
function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (!element.calledDecision) return jobWorkerTaskProcessor.onActivate(context, instance, element);
  const result = evaluateCalledDecision(context, instance, element.calledDecision, visibleVariables(context, instance.key));
  if (!result.ok) return result;
  context.emit({ type: 'CompletionVariablesStored', elementInstanceKey: instance.key, variables: { [element.calledDecision.resultVariable]: result.value } });
  return passThrough(context, instance);
}

/** Business rule task: a DMN decision evaluated where it activates, or a job for a worker when implemented by one. */
export const businessRuleTaskProcessor: ElementProcessor = {
  ...jobWorkerTaskProcessor,
  onActivate: activate,
};
