import { ACTIVATION_RULES, type ActivationRule } from '@baton/runtime';

/** The job table's column of each time an activation rule waits for. */
const COLUMN: Readonly<Record<ActivationRule['dueAt'], string>> = { retryAt: 'retry_at', deadline: 'deadline' };

/**
 * The runtime's rule of when a job is activatable (ACTIVATION_RULES), as a condition on the job row `job` at the time
 * `now` (an SQL expression of type timestamptz): the activation query finds the jobs the runtime then activates.
 */
export function activatableJobSql(job: string, now: string): string {
  const rules = ACTIVATION_RULES.map(({ state, dueAt, noneIsDue }) => {
    const column = `${job}.${COLUMN[dueAt]}`;
    const due = noneIsDue ? `(${column} is null or ${column} <= ${now})` : `${column} <= ${now}`;
    return `(${job}.state = '${state}' and ${due})`;
  });
  return `(${rules.join(' or ')})`;
}
