import type { UserTaskResult } from '@baton/api-contract';
import { formatDateTime, formatRelative } from '../ui/format.js';
import { Link } from '../ui/Link.js';
import { isOverdue } from './task-search-query.js';

/** One task in the list: name, process, when it came, when it is due, priority and who holds it. */
export function TaskListItem({ task, selected, query, now }: { task: UserTaskResult; selected: boolean; query: string; now: Date }) {
  const overdue = isOverdue(task, now);
  const since = task.completionDate ?? task.creationDate;
  return (
    <li className={`task-item${selected ? ' selected' : ''}${overdue ? ' overdue' : ''}`}>
      <Link to={`tasks/${task.userTaskKey}${query}`} aria-current={selected ? 'page' : undefined} className="task-link">
        <span className="task-name">{task.name ?? task.elementId}</span>
        <span className="task-process">{task.processName ?? task.processDefinitionId}</span>
        <span className="task-facts">
          <time dateTime={since} title={formatDateTime(since)}>
            {task.completionDate ? 'Completed' : 'Created'} {formatRelative(since, now)}
          </time>
          {task.dueDate && (
            <span className={`badge ${overdue ? 'badge-danger' : 'badge-neutral'}`} title={formatDateTime(task.dueDate)}>
              {overdue ? 'Overdue' : 'Due'} {formatRelative(task.dueDate, now)}
            </span>
          )}
          {task.priority >= 75 && <span className="badge badge-warning">High priority</span>}
          <span className="task-assignee">{task.assignee ? task.assignee : 'Unassigned'}</span>
        </span>
      </Link>
    </li>
  );
}
