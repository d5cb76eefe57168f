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
import './list-updating.css';
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
  // A new filter keeps the previous list on screen, dimmed and marked busy, until its own answer replaces it.
  const shown = tasks.data ?? tasks.previous;
  const updating = !tasks.data && shown !== undefined;
  const fields = useCardFields(shown?.items);
  const now = new Date();
  const query = writeListState(state);
  const page = shown?.page;
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
      {!shown && !tasks.error && <p className="empty">Loading tasks…</p>}
      {updating && (
        <p className="list-updating" role="status">
          Updating the list…
        </p>
      )}
      <ul className={`task-list${updating ? ' updating' : ''}`} aria-busy={tasks.loading}>
        {shown?.items.map((task) => (
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
          shown={shown?.items.length ?? 0}
          total={page.totalItems}
          more={page.hasMoreTotalItems ?? false}
          onPage={(next) => onChange({ page: next })}
        />
      )}
    </section>
  );
}
