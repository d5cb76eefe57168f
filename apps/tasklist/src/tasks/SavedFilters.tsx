import { type FormEvent, useState } from 'react';
import { deleteTaskFilter, saveTaskFilter, savedTaskFilters } from '../api/task-filters.js';
import { useSession } from '../auth/session-context.js';
import { useLoader } from '@baton/web-client';
import { filterSettings, matchingFilter, stateOfSettings } from './saved-filter-settings.js';
import type { TaskListState } from './task-list-state.js';

/**
 * The reviewer's saved filters, kept in the engine (every device they sign in from has them): pick one to show its
 * tasks, save what the list shows under a name, delete the one shown.
 */
export function SavedFilters({ state, onChange }: { state: TaskListState; onChange: (state: TaskListState) => void }) {
  const { engine } = useSession();
  const saved = useLoader(() => savedTaskFilters(engine), 'saved-filters');
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const filters = saved.data ?? [];
  const current = matchingFilter(filters, state);

  const run = async (action: () => Promise<unknown>) => {
    setError(null);
    try {
      await action();
      saved.reload();
      return true;
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      return false;
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => saveTaskFilter(engine, name.trim(), filterSettings(state)))) setNaming(false);
  };

  return (
    <div className="saved-filters">
      <label>
        <span>Saved filter</span>
        <select
          value={current?.savedTaskFilterKey ?? ''}
          onChange={(event) => {
            const chosen = filters.find((filter) => filter.savedTaskFilterKey === event.target.value);
            if (chosen) onChange(stateOfSettings(chosen.filter));
          }}
        >
          <option value="">{filters.length === 0 ? 'None saved yet' : current ? '' : 'Choose…'}</option>
          {filters.map((filter) => (
            <option key={filter.savedTaskFilterKey} value={filter.savedTaskFilterKey}>
              {filter.name}
            </option>
          ))}
        </select>
      </label>
      {current ? (
        <button type="button" className="button ghost small" onClick={() => run(() => deleteTaskFilter(engine, current.savedTaskFilterKey))}>
          Delete “{current.name}”
        </button>
      ) : (
        !naming && (
          <button
            type="button"
            className="button ghost small"
            onClick={() => {
              setName('');
              setNaming(true);
            }}
          >
            Save this filter…
          </button>
        )
      )}
      {naming && !current && (
        <form className="saved-filter-name" onSubmit={save} aria-label="Save this filter">
          <label>
            <span>Name of the filter</span>
            {/* biome-ignore lint/a11y/noAutofocus: the reviewer just asked to name the filter */}
            <input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} required autoFocus />
          </label>
          <button type="submit" className="button secondary small" disabled={name.trim() === ''}>
            Save
          </button>
          <button type="button" className="button ghost small" onClick={() => setNaming(false)}>
            Cancel
          </button>
        </form>
      )}
      {error && (
        <p className="field-hint" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
