import type { ProcessDefinitionResult } from '@baton/api-contract';
import { LabelledSelect } from '../ui/LabelledSelect.js';
import { DUE_FILTERS, TASK_SORTS, type TaskListState } from './task-list-state.js';

interface TaskFiltersProps {
  state: TaskListState;
  processes: ProcessDefinitionResult[];
  onChange: (change: Partial<TaskListState>) => void;
}

/** Process and due date filters, and the sort order. */
export function TaskFilters({ state, processes, onChange }: TaskFiltersProps) {
  // The same process deployed to several of the reviewer's tenants is one choice: the filter is by process id.
  const byId = new Map(processes.map((process) => [process.processDefinitionId, process.name ?? process.processDefinitionId]));
  const processOptions = [{ id: '', label: 'All processes' }, ...[...byId].map(([id, label]) => ({ id, label }))];
  return (
    <div className="filters">
      <LabelledSelect label="Process" value={state.process ?? ''} options={processOptions} onChange={(process) => onChange({ process: process || null })} />
      <LabelledSelect label="Due" value={state.due} options={DUE_FILTERS} onChange={(due) => onChange({ due })} />
      <LabelledSelect label="Sort" value={state.sort} options={TASK_SORTS} onChange={(sort) => onChange({ sort })} />
    </div>
  );
}
