import type { UserTaskResult } from '@baton/api-contract';

export interface ChangeExplanation {
  title: string;
  detail: string;
  /** Still open to the reviewer: they can take the task as it now is and complete it. */
  canContinue: boolean;
}

const KEPT = 'What you typed stays in the form; nothing was submitted.';

/**
 * What happened to the open task elsewhere, told from the task as it is now (`latest`; null when the reviewer can
 * no longer see it). Said while the reviewer works, before they press Complete (compare `explainConflict`, said after).
 */
export function explainChange(latest: UserTaskResult | null, me: string): ChangeExplanation {
  if (latest === null) {
    return {
      title: 'This task is no longer yours to decide',
      detail: `It was reassigned, or is no longer offered to your groups. ${KEPT}`,
      canContinue: false,
    };
  }
  if (latest.state === 'COMPLETED') {
    const who = latest.assignee === me ? 'You completed it in another window' : `${latest.assignee ?? 'Someone else'} completed it`;
    return { title: 'This task was completed elsewhere', detail: `${who} while you had it open. ${KEPT}`, canContinue: false };
  }
  if (latest.state !== 'CREATED') {
    return { title: 'This task was canceled', detail: `The process moved on without it. ${KEPT}`, canContinue: false };
  }
  if (latest.assignee !== null && latest.assignee !== me) {
    return { title: `This task was reassigned to ${latest.assignee}`, detail: `Only they can complete it now. ${KEPT}`, canContinue: false };
  }
  return {
    title: 'This task was changed while you had it open',
    detail: `Its assignment or its data changed. Show it as it is now before completing it. ${KEPT}`,
    canContinue: true,
  };
}
