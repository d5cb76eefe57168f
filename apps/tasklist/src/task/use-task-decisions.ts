import { useState } from 'react';
import { ApiError, type EngineClient } from '@baton/web-client';
import { claimTask, completeTask, unclaimTask, type VersionedTask } from '../api/user-tasks.js';
import { type Conflict, explainConflict, explainDenial } from './conflict.js';
import { latestTask } from './task-detail-data.js';

/** The engine refuses a decision on a task that changed (412), ended (409) or left the reviewer's reach (403, 404). */
const CONFLICT_STATUSES = [403, 404, 409, 412];

export interface TaskDecisions {
  versioned: VersionedTask;
  busy: boolean;
  conflict: Conflict | null;
  error: string | null;
  claim(): Promise<void>;
  unclaim(): Promise<void>;
  /** Claims the task first when nobody holds it, so that "completed by me" finds it; true when it was completed. */
  complete(variables: Record<string, unknown>): Promise<boolean>;
  /** Works from the task as it now is (found changed elsewhere), its new revision sent with the next decision. */
  adopt(latest: VersionedTask): void;
}

/**
 * Claim, unclaim and complete, each sent with the ETag of the task as the reviewer saw it: a change by anyone else
 * in between is refused by the engine and explained here, never overwritten. `onSettled` runs after each attempt,
 * taken or refused, so that the list beside shows the task as it now is without waiting for its next poll.
 */
export function useTaskDecisions(engine: EngineClient, me: string, initial: VersionedTask, onSettled: () => void): TaskDecisions {
  const [versioned, setVersioned] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = versioned.task.userTaskKey;

  async function decide(action: (current: VersionedTask) => Promise<VersionedTask | null>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      const next = await action(versioned);
      if (next) setVersioned(next);
      setConflict(null);
      return true;
    } catch (failure) {
      if (failure instanceof ApiError && CONFLICT_STATUSES.includes(failure.status)) {
        const latest = await latestTask(engine, key).catch(() => null);
        if (latest) setVersioned(latest);
        setConflict(explainDenial(failure.problem?.detail) ?? explainConflict(latest?.task ?? null, me));
      } else {
        setError(failure instanceof Error ? failure.message : String(failure));
      }
      return false;
    } finally {
      setBusy(false);
      onSettled();
    }
  }

  const reread = () => latestTask(engine, key);

  return {
    versioned,
    busy,
    conflict,
    error,
    claim: async () => {
      await decide(async (current) => {
        await claimTask(engine, key, me, current.etag);
        return reread();
      });
    },
    unclaim: async () => {
      await decide(async (current) => {
        await unclaimTask(engine, key, current.etag);
        return reread();
      });
    },
    adopt: (latest) => {
      setVersioned(latest);
      setConflict(null);
    },
    complete: (variables) =>
      decide(async (current) => {
        let etag = current.etag;
        if (current.task.assignee === null) {
          await claimTask(engine, key, me, etag);
          const claimed = await reread();
          if (!claimed) throw new ApiError(404, null);
          etag = claimed.etag;
        }
        await completeTask(engine, key, variables, etag);
        return null;
      }),
  };
}
