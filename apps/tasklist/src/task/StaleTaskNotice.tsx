import { Notice } from '../ui/Notice.js';
import { explainChange } from './task-change.js';
import type { TaskChange } from './use-task-watch.js';

/** Says what happened to the open task elsewhere; when it is still the reviewer's, offers it as it now is. */
export function StaleTaskNotice({ change, me, onShowLatest }: { change: TaskChange; me: string; onShowLatest: () => void }) {
  const explanation = explainChange(change.latest?.task ?? null, me);
  return (
    <Notice
      tone="warning"
      title={explanation.title}
      action={
        explanation.canContinue ? (
          <button type="button" className="button secondary small" onClick={onShowLatest}>
            Show it as it is now
          </button>
        ) : undefined
      }
    >
      {explanation.detail}
    </Notice>
  );
}
