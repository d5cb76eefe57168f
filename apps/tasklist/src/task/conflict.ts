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

/** Camunda's detail for a transition a task listener denied; the reason is what the listener said. */
const DENIED = /was denied by Task Listener\. Reason to deny: '([\s\S]*)'$/;

/**
 * A completion a task listener denied (a check the process runs before the task may complete): the listener's reason,
 * and the reviewer's input kept in the form to correct and send again. Null for any other refusal.
 */
export function explainDenial(detail: string | undefined): Conflict | null {
  const reason = detail?.match(DENIED)?.[1];
  if (reason === undefined) return null;
  const why = reason.trim() === '' ? 'The check gave no reason.' : `The check said: "${reason}".`;
  return { title: 'A check of the process refused this completion', detail: `${why} Your input is still in the form: correct it and complete the task again.` };
}
