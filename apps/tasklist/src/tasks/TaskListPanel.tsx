import { latestProcesses } from '../api/process-definitions.js';
import { useSession } from '../auth/session-context.js';
import { Notice } from '../ui/Notice.js';
import { useLoader } from '@baton/web-client';
import { MoreFiltersPanel } from './MoreFiltersPanel.js';
import { Pager } from './Pager.js';
import { SavedFilters } from './SavedFilters.js';
import { TaskFilters } from './TaskFilters.js';
import { TaskListItem } from './TaskListItem.js';
import { type TaskListState, writeListState } from './task-list-state.js';
import './task-card.css';
import { useCardFields } from './use-card-fields.js';
import { TaskViewTabs } from './TaskViewTabs.js';
import { useTaskSearch } from './use-task-search.js';

const EMPTY: Record<TaskListState['view'], string> = {
  assigned: 'Nothing is assigned to you. Pick a task from “My groups”.',
  groups: 'Your groups have no open tasks. New ones appear here on their own.',
  unassigned: 'Every open task has someone working on it.',
  completed: 'You have not completed any task yet.',
};

interface TaskListPanelProps {
  state: TaskListState;
  selectedKey: string | null;
  onChange: (change: Partial<TaskListState>) => void;
  /** Bumped after a completion, to ask again at once rather than at the next poll. */
  refresh: number;
}

/** The list side: views, filters, the page of tasks and the pager. */
export function TaskListPanel({ state, selectedKey, onChange, refresh }: TaskListPanelProps) {
  const { engine } = useSession();
  const tasks = useTaskSearch(state, refresh);
  const processes = useLoader(() => latestProcesses(engine), 'processes');
  const fields = useCardFields(tasks.data?.items);
  const now = new Date();
  const query = writeListState(state);
  const page = tasks.data?.page;
  return (
    <section className="list-panel" aria-label="Tasks">
      <TaskViewTabs view={state.view} onChange={(view) => onChange({ view, page: 0 })} />
      <TaskFilters state={state} processes={processes.data ?? []} onChange={(change) => onChange({ ...change, page: 0 })} />
      <SavedFilters state={state} onChange={(saved) => onChange({ ...saved, page: 0 })} />
      <MoreFiltersPanel key={JSON.stringify(state.more ?? {})} more={state.more ?? {}} onChange={(more) => onChange({ more, page: 0 })} />
      {tasks.error && (
        <Notice tone="error" title="The tasks could not be loaded">
          {tasks.error.message}
        </Notice>
      )}
      {tasks.data && tasks.data.items.length === 0 && <p className="empty">{EMPTY[state.view]}</p>}
      {!tasks.data && !tasks.error && <p className="empty">Loading tasks…</p>}
      <ul className="task-list" aria-busy={tasks.loading}>
        {tasks.data?.items.map((task) => (
          <TaskListItem
            key={task.userTaskKey}
            task={task}
            selected={task.userTaskKey === selectedKey}
            query={query}
            now={now}
            fields={fields.get(task.userTaskKey)}
          />
        ))}
      </ul>
      {page && (
        <Pager
          page={state.page}
          shown={tasks.data?.items.length ?? 0}
          total={page.totalItems}
          more={page.hasMoreTotalItems ?? false}
          onPage={(next) => onChange({ page: next })}
        />
      )}
    </section>
  );
}
