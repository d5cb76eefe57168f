import type { ExecutableElement } from '@baton/bpmn-model';
import { conditionalOutgoingFlows } from '../../behaviours/outgoing-flow.behaviour.js';
import { describeUserTask, openUserTaskOf } from '../../behaviours/user-task.behaviour.js';
import { completeWithOutputMappings } from '../../behaviours/variable-mapping.behaviour.js';
import type { ElementInstance } from '../../model/instance-state.js';
import type { ProcessingContext } from '../../processing/processing-context.js';
import { elementEventBase } from '../../processing/processing-context.js';
import { succeeded, type StepResult } from '../../processing/step-failure.js';
import type { ElementProcessor } from '../element-processor.js';

function activate(context: ProcessingContext, instance: ElementInstance, element: ExecutableElement): StepResult<null> {
  if (!element.userTask) throw new Error(`user task ${element.id} has no zeebe:userTask definition`);
  const task = describeUserTask(context, instance, element, element.userTask);
  if (!task.ok) return task;
  context.emit({ type: 'UserTaskCreated', userTask: task.value });
  context.emit({ type: 'ElementActivated', ...elementEventBase(instance) });
  return succeeded(null);
}

/** User task (Camunda user task): waits for a person; completing the task completes the element. */
export const userTaskProcessor: ElementProcessor = {
  onActivate: activate,
  onComplete: completeWithOutputMappings,
  selectOutgoingFlows: conditionalOutgoingFlows,
  onTerminate: (context, instance) => {
    const task = openUserTaskOf(context, instance);
    if (task) context.emit({ type: 'UserTaskCanceled', userTaskKey: task.key, elementInstanceKey: instance.key });
  },
};
