import type { SetVariableRequest } from '@baton/api-contract';

/** What the variable form holds: the scope it writes to, the name and the value as JSON text. */
export interface VariableDraft {
  scopeKey: string;
  name: string;
  value: string;
}

export type VariableField = 'scope' | 'name' | 'value';

/** The form's refusals, by field: shown beside the field they concern. */
export type FieldErrors = Partial<Record<VariableField, string>>;

/**
 * The request the draft makes, or why not: the value must be JSON (a string is quoted), the name not empty. The
 * variable is written local to the chosen scope, so that it lands where the operator sees it, not in a parent that
 * happens to hold a variable of that name.
 */
export function variableRequest(draft: VariableDraft): { request: SetVariableRequest } | { errors: FieldErrors } {
  const errors: FieldErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'A variable needs a name.';
  let value: unknown;
  try {
    value = JSON.parse(draft.value);
  } catch (failure) {
    errors.value = `Not JSON: ${(failure as Error).message}. A text is written in double quotes: "like this".`;
  }
  if (!draft.scopeKey) errors.scope = 'Choose the scope to write to.';
  if (Object.keys(errors).length > 0) return { errors };
  return { request: { variables: { [name]: value }, local: true } };
}

/**
 * The field an engine refusal concerns: a scope that is gone (404) or cannot take variables now (409) is the
 * scope's; a refused body (400) names the variable or its value.
 */
export function refusalField(status: number, message: string): VariableField {
  if (status === 404 || status === 409) return 'scope';
  return /\bname\b/i.test(message) ? 'name' : 'value';
}
