import type { ExecutableElement } from '@baton/bpmn-model';
import { evaluateFeel } from '@baton/feel';
import { visibleVariables } from '../../behaviours/variable.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ElementProcessor, ProcessingContext } from '../../processing/processing-context.js';
import { failed, type StepResult } from '../../processing/step-failure.js';
import { passThrough } from '../../behaviours/pass-through.behaviour.js';
import { jobWorkerTaskProcessor } from './job-worker-task.processor.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (element.job) return jobWorkerTaskProcessor.onActivate(context, instance, element);
  if (!element.script) throw new Error(`script task ${element.id} has neither a script nor a job`);
  const result = evaluateFeel(element.script.expression, visibleVariables(context, instance.key), context.ports.now());
  if (!result.ok) return failed('EXTRACT_VALUE_ERROR', result.message);
  context.emit({
    type: 'CompletionVariablesStored',
    elementInstanceKey: instance.key,
    variables: { [element.script.resultVariable]: result.value },
  });
  return passThrough(context, instance);
}

/** Script task: a FEEL expression whose result becomes a variable, or a job when implemented by a worker. */
export const scriptTaskProcessor: ElementProcessor = {
  ...jobWorkerTaskProcessor,
  onActivate: activate,
};
