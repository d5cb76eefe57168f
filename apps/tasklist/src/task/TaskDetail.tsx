import { useSession } from '../auth/session-context.js';
import { Notice } from '../ui/Notice.js';
import { useLoader } from '@baton/web-client';
import { loadTaskDetail } from './task-detail-data.js';
import { TaskWorkspace } from './TaskWorkspace.js';

/** The task page: loads the task, its form and variables, then hands them to the workspace. */
export function TaskDetail({ userTaskKey, onCompleted, onChanged }: { userTaskKey: string; onCompleted: (taskName: string) => void; onChanged: () => void }) {
  const { engine } = useSession();
  const detail = useLoader(() => loadTaskDetail(engine, userTaskKey), userTaskKey);
  if (detail.error && !detail.data) {
    return (
      <div className="task-detail">
        <Notice tone="error" title="This task cannot be shown">
          {detail.error.message}
        </Notice>
      </div>
    );
  }
  if (!detail.data || detail.data.versioned.task.userTaskKey !== userTaskKey) return <p className="task-detail muted">Loading the task…</p>;
  return <TaskWorkspace key={userTaskKey} data={detail.data} onCompleted={onCompleted} onChanged={onChanged} />;
}
