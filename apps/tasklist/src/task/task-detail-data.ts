import type { FormResult, VariableSearchResult } from '@baton/api-contract';
import { ApiError, type Http } from '../api/http.js';
import { getTask, taskForm, taskVariables, type VersionedTask } from '../api/user-tasks.js';

export interface TaskDetailData {
  versioned: VersionedTask;
  form: FormResult | null;
  variables: VariableSearchResult[];
}

export async function loadTaskDetail(http: Http, userTaskKey: string): Promise<TaskDetailData> {
  const [versioned, form, variables] = await Promise.all([getTask(http, userTaskKey), taskForm(http, userTaskKey), taskVariables(http, userTaskKey)]);
  return { versioned, form, variables };
}

/** The task as it is now, or null when the reviewer can no longer see it (404). */
export async function latestTask(http: Http, userTaskKey: string): Promise<VersionedTask | null> {
  try {
    return await getTask(http, userTaskKey);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** Variable values are JSON text; the form starts from their values. */
export function formData(variables: VariableSearchResult[]): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const variable of variables) {
    try {
      data[variable.name] = JSON.parse(variable.value);
    } catch {
      data[variable.name] = variable.value;
    }
  }
  return data;
}
