import type { ProcessDefinitionResult } from '@baton/api-contract';
import { DUE_FILTERS, type DueFilter, TASK_SORTS, type TaskListState, type TaskSort } from './task-list-state.js';

interface TaskFiltersProps {
  state: TaskListState;
  processes: ProcessDefinitionResult[];
  onChange: (change: Partial<TaskListState>) => void;
}

/** Process and due date filters, and the sort order. */
export function TaskFilters({ state, processes, onChange }: TaskFiltersProps) {
  return (
    <div className="filters">
      <label>
        <span>Process</span>
        <select value={state.process ?? ''} onChange={(event) => onChange({ process: event.target.value || null })}>
          <option value="">All processes</option>
          {processes.map((process) => (
            <option key={process.processDefinitionKey} value={process.processDefinitionId}>
              {process.name ?? process.processDefinitionId}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Due</span>
        <select value={state.due} onChange={(event) => onChange({ due: event.target.value as DueFilter })}>
          {DUE_FILTERS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>Sort</span>
        <select value={state.sort} onChange={(event) => onChange({ sort: event.target.value as TaskSort })}>
          {TASK_SORTS.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
