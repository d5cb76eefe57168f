import { useState } from 'react';
import { ApiError } from '@baton/web-client';
import { operationsApi } from '../api/operations-api';
import { type FieldErrors, refusalField, type VariableDraft, variableRequest } from './variable-draft';
import type { VariableScope } from './variable-scopes';

/**
 * Adds a variable, or changes one (its name and scope then fixed), with the value as JSON. Invalid JSON is refused
 * here; the engine's refusal shows beside the field it concerns.
 */
export function VariableForm({
  scopes,
  initial,
  editing = false,
  onSaved,
  onCancel,
}: {
  scopes: readonly VariableScope[];
  initial: VariableDraft;
  editing?: boolean;
  onSaved: (draft: VariableDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<VariableDraft>) => {
    setDraft({ ...draft, ...patch });
    setErrors({});
  };

  const save = async () => {
    const checked = variableRequest(draft);
    if ('errors' in checked) return setErrors(checked.errors);
    setBusy(true);
    try {
      await operationsApi.setVariables(draft.scopeKey, checked.request);
      onSaved(draft);
    } catch (failure) {
      const error = failure as Error;
      setErrors(error instanceof ApiError ? { [refusalField(error.status, error.message)]: error.message } : { value: error.message });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: keyof FieldErrors) =>
    errors[field] && (
      <span className="ops-error" role="alert" id={`variable-${field}-error`}>
        {errors[field]}
      </span>
    );

  return (
    <form
      className="ops-variable-form"
      aria-label={editing ? `Change variable ${initial.name}` : 'Add a variable'}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="ops-field">
        Scope
        <select
          value={draft.scopeKey}
          disabled={editing}
          onChange={(event) => change({ scopeKey: event.target.value })}
          aria-invalid={errors.scope ? true : undefined}
          aria-describedby={errors.scope ? 'variable-scope-error' : undefined}
        >
          {scopes.map((scope) => (
            <option key={scope.key} value={scope.key}>
              {scope.label}
            </option>
          ))}
        </select>
        {fieldError('scope')}
      </label>
      <label className="ops-field">
        Name
        <input
          value={draft.name}
          readOnly={editing}
          onChange={(event) => change({ name: event.target.value })}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'variable-name-error' : undefined}
        />
        {fieldError('name')}
      </label>
      <label className="ops-field">
        Value (JSON)
        <textarea
          value={draft.value}
          rows={Math.min(8, Math.max(2, draft.value.split('\n').length))}
          onChange={(event) => change({ value: event.target.value })}
          aria-invalid={errors.value ? true : undefined}
          aria-describedby={errors.value ? 'variable-value-error' : undefined}
          spellCheck={false}
        />
        {fieldError('value')}
      </label>
      <div className="ops-dialog-buttons">
        {onCancel && (
          <button type="button" onClick={onCancel} disabled={busy}>
            Cancel
          </button>
        )}
        <button type="submit" className="ops-primary" disabled={busy}>
          Save variable
        </button>
      </div>
    </form>
  );
}
