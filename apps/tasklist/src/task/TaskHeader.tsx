import type { UserTaskResult } from '@baton/api-contract';
import type { Ref } from 'react';
import { formatDateTime, formatRelative } from '../ui/format.js';
import { isOverdue } from '../tasks/task-search-query.js';

/** The task's name, its process, and who holds it until when. */
export function TaskHeader({ task, now, titleRef }: { task: UserTaskResult; now: Date; titleRef: Ref<HTMLHeadingElement> }) {
  const overdue = isOverdue(task, now);
  return (
    <div className="task-heading">
      <p className="eyebrow">{task.processName ?? task.processDefinitionId}</p>
      <h2 id="task-title" ref={titleRef} tabIndex={-1}>
        {task.name ?? task.elementId}
      </h2>
      <dl className="task-meta">
        <div>
          <dt>Assignee</dt>
          <dd>{task.assignee ?? <span className="muted">Unassigned</span>}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd className={overdue ? 'overdue-text' : undefined}>
            {task.dueDate ? `${formatDateTime(task.dueDate)}${overdue ? ' (overdue)' : ''}` : <span className="muted">No due date</span>}
          </dd>
        </div>
        <div>
          <dt>Priority</dt>
          <dd>{task.priority}</dd>
        </div>
        <div>
          <dt>{task.state === 'COMPLETED' ? 'Completed' : 'Created'}</dt>
          <dd>
            <time dateTime={task.completionDate ?? task.creationDate} title={formatDateTime(task.completionDate ?? task.creationDate)}>
              {formatRelative(task.completionDate ?? task.creationDate, now)}
            </time>
          </dd>
        </div>
      </dl>
    </div>
  );
}
