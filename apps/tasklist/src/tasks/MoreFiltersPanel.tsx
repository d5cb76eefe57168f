import { type FormEvent, useState } from 'react';
import { useSession } from '../auth/session-context.js';
import { countMoreFilters, type MoreFilters } from './more-filters.js';
import './more-filters.css';

const DATE_FIELDS = [
  { from: 'createdFrom', to: 'createdTo', label: 'Created' },
  { from: 'followUpFrom', to: 'followUpTo', label: 'Follow-up' },
  { from: 'dueFrom', to: 'dueTo', label: 'Due' },
] as const;

/**
 * Filters by a variable's value, a candidate group and days of creation, follow-up and due date, folded away until asked for.
 * They apply together on "Apply", so that typing a value does not search at each key.
 */
export function MoreFiltersPanel({ more, onChange }: { more: MoreFilters; onChange: (more: MoreFilters) => void }) {
  const { user } = useSession();
  const [draft, setDraft] = useState<MoreFilters>(more);
  const active = countMoreFilters(more);
  const set = (key: keyof MoreFilters, value: string) => setDraft((current) => ({ ...current, [key]: value || undefined }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onChange(draft);
  };

  return (
    <details className="more-filters" open={active > 0 || undefined}>
      <summary>More filters{active > 0 ? ` (${active} on)` : ''}</summary>
      <form onSubmit={apply} aria-label="More filters">
        <fieldset>
          <legend>Variable</legend>
          <label>
            <span>Name</span>
            <input value={draft.variableName ?? ''} onChange={(event) => set('variableName', event.target.value)} placeholder="supplier" />
          </label>
          <label>
            <span>equals</span>
            <input value={draft.variableValue ?? ''} onChange={(event) => set('variableValue', event.target.value)} placeholder='Nordwind, 420 or {"a": 1}' />
          </label>
        </fieldset>
        <label>
          <span>Candidate group</span>
          <select value={draft.group ?? ''} onChange={(event) => set('group', event.target.value)}>
            <option value="">Any group</option>
            {user.groups.map((group) => (
              <option key={group} value={group}>
                {group}
              </option>
            ))}
          </select>
        </label>
        {DATE_FIELDS.map((field) => (
          <fieldset key={field.label}>
            <legend>{field.label}</legend>
            <label>
              <span>from</span>
              <input type="date" value={draft[field.from] ?? ''} onChange={(event) => set(field.from, event.target.value)} />
            </label>
            <label>
              <span>to</span>
              <input type="date" value={draft[field.to] ?? ''} onChange={(event) => set(field.to, event.target.value)} />
            </label>
          </fieldset>
        ))}
        <div className="more-filters-actions">
          <button
            type="button"
            className="button ghost small"
            onClick={() => {
              setDraft({});
              onChange({});
            }}
          >
            Clear
          </button>
          <button type="submit" className="button secondary small">
            Apply
          </button>
        </div>
      </form>
    </details>
  );
}
