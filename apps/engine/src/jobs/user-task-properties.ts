import type { ActivatedJobResult } from '@baton/api-contract';

type UserTaskProperties = NonNullable<ActivatedJobResult['userTask']>;

const HEADER = (name: string) => `io.camunda.zeebe:${name}`;

/** A candidate list header (a JSON array of strings, as Zeebe writes it); anything else reads as empty. */
function list(text: string | undefined): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

const LONG = /^\d{1,19}$/;

/**
 * The `userTask` of an activated task listener job, read from its headers as Camunda's gateway reads them (null for
 * other jobs): what the task is, and is about to become, while the listener holds its transition.
 */
export function userTaskPropertiesOf(kind: ActivatedJobResult['kind'], headers: Record<string, string>): UserTaskProperties | null {
  if (kind !== 'TASK_LISTENER') return null;
  const priority = headers[HEADER('priority')];
  const formKey = headers[HEADER('formKey')];
  const userTaskKey = headers[HEADER('userTaskKey')];
  return {
    action: headers[HEADER('action')] ?? '',
    assignee: headers[HEADER('assignee')] ?? null,
    candidateGroups: list(headers[HEADER('candidateGroups')]),
    candidateUsers: list(headers[HEADER('candidateUsers')]),
    changedAttributes: list(headers[HEADER('changedAttributes')]),
    dueDate: headers[HEADER('dueDate')] ?? null,
    followUpDate: headers[HEADER('followUpDate')] ?? null,
    formKey: formKey !== undefined && LONG.test(formKey) ? formKey : null,
    priority: priority !== undefined && /^\d+$/.test(priority) ? Number(priority) : null,
    userTaskKey: userTaskKey !== undefined && LONG.test(userTaskKey) ? userTaskKey : null,
  };
}
