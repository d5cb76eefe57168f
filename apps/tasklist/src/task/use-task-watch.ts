import { useEffect, useRef, useState } from 'react';
import type { EngineClient } from '@baton/web-client';
import type { VersionedTask } from '../api/user-tasks.js';
import { latestTask } from './task-detail-data.js';

/** Within the 5 s a reviewer may take to notice; one GET of one task each time, only while the page is visible. */
export const WATCH_INTERVAL_MS = 2000;

export interface TaskChange {
  /** The task as it is now; null when the reviewer can no longer see it. */
  latest: VersionedTask | null;
}

/**
 * Follows the open task in the engine (which has no push channel: the ETag, the task's revision, is read every
 * `WATCH_INTERVAL_MS`). A revision other than the one the reviewer is working from means someone else completed,
 * reassigned or changed the task, or a variable it sees: the change is returned, and the form is left alone so that
 * the reviewer's input stays. `known` is the revision the page holds; while `paused` (a decision of the reviewer's own
 * is on its way) nothing is read, and an answer that crosses one of the reviewer's own decisions is dropped.
 */
export function useTaskWatch(engine: EngineClient, known: VersionedTask, paused: boolean, onChange: () => void): TaskChange | null {
  const [change, setChange] = useState<TaskChange | null>(null);
  const knownEtag = useRef(known.etag);
  knownEtag.current = known.etag;
  const pausedRef = useRef(paused);
  pausedRef.current = paused;
  const changed = useRef(onChange);
  changed.current = onChange;
  const key = known.task.userTaskKey;
  const watching = known.task.state === 'CREATED';

  /** The revision last reported as a change (null: the task was gone), so that each change is reported once. */
  const reported = useRef<string | null | undefined>(undefined);

  // A decision of the reviewer's own answers for the task: what was said before it no longer holds.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the known revision changing is the reason to forget
  useEffect(() => {
    reported.current = undefined;
    setChange(null);
  }, [known.etag]);

  useEffect(() => {
    if (!watching) return;
    let alive = true;
    const read = async () => {
      if (pausedRef.current || document.visibilityState !== 'visible') return;
      const asked = knownEtag.current;
      const latest = await latestTask(engine, key).catch(() => undefined);
      // undefined: the engine could not be reached; the next read tries again.
      if (!alive || latest === undefined || pausedRef.current || asked !== knownEtag.current) return;
      const seen = latest?.etag ?? null;
      if (seen === asked || seen === reported.current) return;
      reported.current = seen;
      setChange({ latest });
      changed.current();
      // Completed, canceled or out of reach: nothing more will happen to it that the reviewer can act on.
      if (latest === null || latest.task.state !== 'CREATED') window.clearInterval(timer);
    };
    const timer = window.setInterval(read, WATCH_INTERVAL_MS);
    return () => {
      alive = false;
      window.clearInterval(timer);
    };
  }, [engine, key, watching]);

  return change;
}
