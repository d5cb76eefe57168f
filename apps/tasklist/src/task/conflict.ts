import type { UserTaskResult } from '@baton/api-contract';

export interface Conflict {
  title: string;
  detail: string;
}

/**
 * Why a decision on a task was refused, told from the task as it is now (`latest`; null when the reviewer can no
 * longer see it). The reviewer's input is never sent over a change they did not see.
 */
export function explainConflict(latest: UserTaskResult | null, me: string): Conflict {
  const kept = 'Your input was not submitted.';
  if (latest === null) {
    return { title: 'This task is no longer yours to decide', detail: `It was reassigned, or is no longer offered to your groups. ${kept}` };
  }
  if (latest.state === 'COMPLETED') {
    const who = latest.assignee === me ? 'You completed it in another window' : `${latest.assignee ?? 'Someone else'} completed it`;
    return { title: 'This task was completed by someone else', detail: `${who} while you had it open. ${kept}` };
  }
  if (latest.state === 'CANCELED') {
    return { title: 'This task was canceled', detail: `The process moved on without it. ${kept}` };
  }
  if (latest.assignee !== null && latest.assignee !== me) {
    return { title: 'This task was reassigned', detail: `It is now assigned to ${latest.assignee}. ${kept}` };
  }
  return {
    title: 'This task was changed while you had it open',
    detail: `Review it as it is now (your input is still in the form), then complete it again.`,
  };
}
