import type { UserTaskResult, VariableSearchResult } from '@baton/api-contract';

/**
 * The task header (zeebe:taskHeaders on the user task) that names the variables its cards show, comma-separated:
 * `<zeebe:header key="cardVariables" value="supplier, amount" />`. Without it a card shows what every task shows.
 */
export const CARD_VARIABLES_HEADER = 'cardVariables';

/** One fact on a task card. */
export interface CardField {
  name: string;
  value: string;
}

/** The variable names the task's model asks its card to show, in the model's order. */
export function cardVariableNames(task: UserTaskResult): string[] {
  const header = task.customHeaders?.[CARD_VARIABLES_HEADER];
  if (typeof header !== 'string') return [];
  return [...new Set(header.split(/[,\s]+/).filter((name) => name !== ''))];
}

/** A JSON value as a reviewer reads it: text without quotes, numbers and booleans as written, the rest compact JSON. */
export function cardValue(json: string): string {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'string' ? value : JSON.stringify(value);
  } catch {
    return json;
  }
}

/** The fields of one card: the named variables the task sees, in the order the model names them; missing ones left out. */
export function cardFields(names: readonly string[], variables: readonly VariableSearchResult[]): CardField[] {
  const byName = new Map(variables.map((variable) => [variable.name, variable.value]));
  return names.flatMap((name) => {
    const value = byName.get(name);
    return value === undefined ? [] : [{ name, value: cardValue(value) }];
  });
}
