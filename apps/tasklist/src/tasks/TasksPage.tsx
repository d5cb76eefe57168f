import { useState } from 'react';
import { navigate } from '../routing/router.js';
import { TaskDetail } from '../task/TaskDetail.js';
import { Notice } from '../ui/Notice.js';
import { readListState, type TaskListState, writeListState } from './task-list-state.js';
import { TaskListPanel } from './TaskListPanel.js';

/** The list of tasks beside the selected one; on a narrow screen, one or the other. */
export function TasksPage({ userTaskKey, params }: { userTaskKey: string | null; params: URLSearchParams }) {
  const state = readListState(params);
  const [refresh, setRefresh] = useState(0);
  const [completed, setCompleted] = useState<string | null>(null);

  const change = (next: Partial<TaskListState>) => {
    const path = userTaskKey ? `tasks/${userTaskKey}` : '';
    navigate(`${path}${writeListState({ ...state, ...next })}`, { replace: true });
  };
  const onCompleted = (taskName: string) => {
    setCompleted(taskName);
    setRefresh((value) => value + 1);
    navigate(writeListState(state));
  };

  return (
    <div className={`tasks-page${userTaskKey ? ' has-selection' : ''}`}>
      <TaskListPanel state={state} selectedKey={userTaskKey} onChange={change} refresh={refresh} />
      <div className="detail-panel">
        {userTaskKey ? (
          <>
            <button type="button" className="button ghost small back-to-list" onClick={() => navigate(writeListState(state))}>
              ← Back to the list
            </button>
            <TaskDetail userTaskKey={userTaskKey} onCompleted={onCompleted} onChanged={() => setRefresh((value) => value + 1)} />
          </>
        ) : (
          <div className="detail-empty">
            {completed && (
              <Notice tone="success" title={`“${completed}” is completed`}>
                The process has moved on. Pick the next task from the list.
              </Notice>
            )}
            <h2>No task selected</h2>
            <p className="muted">
              Pick a task from the list to see its form, where it stands in its process, and its data. New tasks appear in the list on their own.
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
