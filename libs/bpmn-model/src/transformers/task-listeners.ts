import type { ExecutableTaskListener, TaskListenerEventType } from '../executable-model.js';
import { feelValueProblem, toExecutableValue } from '../feel-values.js';
import { elementList, findExtension, type ModdleElement, stringProperty } from '../moddle/moddle-element.js';
import { DEFAULT_RETRIES } from './job-definition.js';

type Report = (message: string) => void;

/** Zeebe's event types, the names it deprecated (8.7) mapped to the current ones. */
const EVENT_TYPES: Readonly<Record<string, TaskListenerEventType>> = {
  creating: 'creating',
  create: 'creating',
  assigning: 'assigning',
  assignment: 'assigning',
  updating: 'updating',
  update: 'updating',
  completing: 'completing',
  complete: 'completing',
  canceling: 'canceling',
  cancel: 'canceling',
};

/**
 * Reads `zeebe:taskListeners` of a user task; reports what Zeebe refuses (listeners on a job-worker user task, an
 * unknown event type, a missing job type, retries that are no number) and returns the valid listeners in document order.
 */
export function readTaskListeners(node: ModdleElement, camundaUserTask: boolean, report: Report): ExecutableTaskListener[] {
  const container = findExtension(node, 'zeebe:TaskListeners');
  const found = container ? elementList(container, 'listeners') : [];
  if (found.length === 0) return [];
  if (!camundaUserTask) {
    report('zeebe:taskListeners are only allowed on Camunda user tasks (add zeebe:userTask); a job-worker user task has no task lifecycle to listen to');
    return [];
  }
  const listeners: ExecutableTaskListener[] = [];
  for (const listener of found) {
    const written = stringProperty(listener, 'eventType') ?? '';
    const eventType = EVENT_TYPES[written];
    if (!eventType) {
      report(`zeebe:taskListener eventType '${written}' is none of 'creating', 'assigning', 'updating', 'completing', 'canceling'`);
      continue;
    }
    const rawType = (stringProperty(listener, 'type') ?? '').trim();
    if (rawType === '' || rawType === '=') {
      report(`a zeebe:taskListener of eventType '${written}' has no job type`);
      continue;
    }
    const type = toExecutableValue(rawType);
    const retries = toExecutableValue(stringProperty(listener, 'retries')?.trim() || DEFAULT_RETRIES);
    const problems = [feelValueProblem(type, 'the task listener job type'), feelValueProblem(retries, 'the task listener retries')];
    if (retries.kind === 'static' && !/^\d+$/.test(retries.value)) {
      problems.push(`zeebe:taskListener retries '${retries.value}' is neither a non-negative integer nor a FEEL expression starting with '='`);
    }
    const refused = problems.filter((problem): problem is string => problem !== null);
    for (const problem of refused) report(problem);
    if (refused.length === 0) listeners.push({ eventType, type, retries });
  }
  return listeners;
}
