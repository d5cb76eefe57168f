import { operationsApi } from '../api/operations-api';
import { formatDate } from '../ui/format';
import { useLoader } from '@baton/web-client';

/** The instance's user tasks: who may do them, who does, and when they were created and done. */
export function UserTasksPanel({ processInstanceKey }: { processInstanceKey: string }) {
  const tasks = useLoader(() => operationsApi.userTasks(processInstanceKey), processInstanceKey, 3000);
  if (!tasks.data) return <p className="ops-muted">{tasks.error ? tasks.error.message : 'Loading user tasks…'}</p>;
  if (tasks.data.length === 0) return <p className="ops-muted">No user tasks.</p>;
  return (
    <table className="ops-table" data-testid="user-tasks">
      <thead>
        <tr>
          <th>Task</th>
          <th>Element</th>
          <th>State</th>
          <th>Assignee</th>
          <th>Candidates</th>
          <th>Created</th>
          <th>Done</th>
        </tr>
      </thead>
      <tbody>
        {tasks.data.map((task) => (
          <tr key={task.userTaskKey}>
            <td>{task.name ?? task.elementId}</td>
            <td>{task.elementId}</td>
            <td>{task.state}</td>
            <td>{task.assignee ?? '—'}</td>
            <td>{[...task.candidateGroups, ...task.candidateUsers].join(', ') || '—'}</td>
            <td>{formatDate(task.creationDate)}</td>
            <td>{formatDate(task.completionDate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
