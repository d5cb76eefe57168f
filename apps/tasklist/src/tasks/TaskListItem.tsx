import type { UserTaskResult } from '@baton/api-contract';
import { formatDateTime, formatRelative } from '../ui/format.js';
import { Link } from '../ui/Link.js';
import type { CardField } from './card-fields.js';
import { isOverdue } from './task-search-query.js';

/** One task in the list: name, process, its instance's business id, the business data its model chooses, when it came, when it is due, priority and who holds it. */
export function TaskListItem({
  task,
  selected,
  query,
  now,
  fields = [],
}: {
  task: UserTaskResult;
  selected: boolean;
  query: string;
  now: Date;
  fields?: readonly CardField[];
}) {
  const overdue = isOverdue(task, now);
  const since = task.completionDate ?? task.creationDate;
  return (
    <li className={`task-item${selected ? ' selected' : ''}${overdue ? ' overdue' : ''}`}>
      <Link to={`tasks/${task.userTaskKey}${query}`} aria-current={selected ? 'page' : undefined} className="task-link">
        <span className="task-name">{task.name ?? task.elementId}</span>
        <span className="task-process">{task.processName ?? task.processDefinitionId}</span>
        {task.businessId && (
          <span className="task-business-id">
            <span className="task-field-name">Business id</span> {task.businessId}
          </span>
        )}
        {fields.length > 0 && (
          <span className="task-fields">
            {fields.map((field) => (
              <span key={field.name} className="task-field">
                <span className="task-field-name">{field.name}</span> {field.value}
              </span>
            ))}
          </span>
        )}
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
