import type { UserTaskResult } from '@baton/api-contract';

/** Claim a task nobody holds; give back one the reviewer holds. */
export function TaskActions({
  task,
  me,
  busy,
  onClaim,
  onUnclaim,
}: {
  task: UserTaskResult;
  me: string;
  busy: boolean;
  onClaim: () => void;
  onUnclaim: () => void;
}) {
  if (task.assignee === null) {
    return (
      <button type="button" className="button secondary" onClick={onClaim} disabled={busy}>
        Assign to me
      </button>
    );
  }
  if (task.assignee === me) {
    return (
      <button type="button" className="button ghost" onClick={onUnclaim} disabled={busy}>
        Unassign
      </button>
    );
  }
  return null;
}
