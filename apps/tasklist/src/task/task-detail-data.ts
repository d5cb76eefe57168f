import type { FormResult, VariableSearchResult } from '@baton/api-contract';
import { ApiError, type EngineClient } from '@baton/web-client';
import { getTask, taskForm, taskVariables, type VersionedTask } from '../api/user-tasks.js';

export interface TaskDetailData {
  versioned: VersionedTask;
  form: FormResult | null;
  variables: VariableSearchResult[];
}

export async function loadTaskDetail(engine: EngineClient, userTaskKey: string): Promise<TaskDetailData> {
  const [versioned, form, variables] = await Promise.all([getTask(engine, userTaskKey), taskForm(engine, userTaskKey), taskVariables(engine, userTaskKey)]);
  return { versioned, form, variables };
}

/** The task as it is now, or null when the reviewer can no longer see it (404). */
export async function latestTask(engine: EngineClient, userTaskKey: string): Promise<VersionedTask | null> {
  try {
    return await getTask(engine, userTaskKey);
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
