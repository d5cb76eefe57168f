/** One variable the reviewer adds to a task without a form: its name and its value as JSON text. */
export interface VariableRow {
  id: number;
  name: string;
  value: string;
}

export interface RowProblems {
  name?: string;
  value?: string;
}

/** BPMN variable names are FEEL names: a letter or underscore first, then letters, digits and underscores. */
const NAME = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/**
 * The variables to complete the task with, or the problems to show beside the rows (keyed by row id). Values are JSON,
 * as Camunda's tasklist takes them: `"text"` with quotes, `12`, `true`, `{"a": 1}`.
 */
export function readRows(rows: readonly VariableRow[]): { variables: Record<string, unknown> } | { problems: Map<number, RowProblems> } {
  const problems = new Map<number, RowProblems>();
  const variables: Record<string, unknown> = {};
  const seen = new Set<string>();
  for (const row of rows) {
    const found: RowProblems = {};
    const name = row.name.trim();
    if (name === '') found.name = 'Give the variable a name.';
    else if (!NAME.test(name)) found.name = 'A name starts with a letter or _ and has only letters, digits and _.';
    else if (seen.has(name)) found.name = `“${name}” is given twice.`;
    seen.add(name);
    try {
      if (row.value.trim() === '') throw new Error('empty');
      variables[name] = JSON.parse(row.value);
    } catch {
      found.value = 'Not a JSON value: write text in double quotes ("yes"), numbers, true/false, null, [lists] or {objects}.';
    }
    if (found.name || found.value) problems.set(row.id, found);
  }
  return problems.size > 0 ? { problems } : { variables };
}
