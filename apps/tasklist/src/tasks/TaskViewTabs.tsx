import { TASK_VIEWS, type TaskView } from './task-list-state.js';

/** The four views, as a row of toggle buttons (one pressed). */
export function TaskViewTabs({ view, onChange }: { view: TaskView; onChange: (view: TaskView) => void }) {
  return (
    <nav className="view-tabs" aria-label="Task views">
      {TASK_VIEWS.map((option) => (
        <button key={option.id} type="button" className="view-tab" aria-pressed={option.id === view} onClick={() => onChange(option.id)}>
          {option.label}
        </button>
      ))}
    </nav>
  );
}
