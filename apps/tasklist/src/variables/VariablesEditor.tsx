import { type Ref, useImperativeHandle, useRef, useState } from 'react';
import type { FormHandle } from '../forms/FormView.js';
import { type RowProblems, readRows, type VariableRow } from './variable-rows.js';
import './variables-editor.css';

/**
 * A task without a form takes its data as variables, as Camunda's tasklist lets it: a name and a JSON value per row.
 * `values()` answers them for the completion, or null after marking the rows that need fixing.
 */
export function VariablesEditor({ readOnly, ref }: { readOnly: boolean; ref?: Ref<FormHandle> }) {
  const [rows, setRows] = useState<VariableRow[]>([]);
  const [problems, setProblems] = useState<Map<number, RowProblems>>(new Map());
  const nextId = useRef(1);
  const focusId = useRef<number | null>(null);

  useImperativeHandle(ref, () => ({
    async values() {
      const result = readRows(rows);
      if ('problems' in result) {
        setProblems(result.problems);
        return null;
      }
      setProblems(new Map());
      return result.variables;
    },
  }));

  const add = () => {
    const id = nextId.current++;
    focusId.current = id;
    setRows((current) => [...current, { id, name: '', value: '' }]);
  };
  const update = (id: number, change: Partial<VariableRow>) => {
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));
    setProblems((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  };
  const remove = (id: number) => setRows((current) => current.filter((row) => row.id !== id));

  return (
    <div className="variables-editor">
      <p className="muted">
        This task has no form. {readOnly ? '' : 'Add the variables to complete it with (values as JSON: "text" in quotes, 12, true, {"key": 1}), or none.'}
      </p>
      {rows.length > 0 && (
        <ul className="variable-rows">
          {rows.map((row, index) => {
            const problem = problems.get(row.id);
            const nameError = `variable-${row.id}-name-error`;
            const valueError = `variable-${row.id}-value-error`;
            return (
              <li key={row.id} className="variable-row">
                <label>
                  <span>Name</span>
                  <input
                    ref={(input) => {
                      if (input && focusId.current === row.id) {
                        focusId.current = null;
                        input.focus();
                      }
                    }}
                    value={row.name}
                    disabled={readOnly}
                    aria-label={`Name of variable ${index + 1}`}
                    aria-invalid={problem?.name ? true : undefined}
                    aria-describedby={problem?.name ? nameError : undefined}
                    onChange={(event) => update(row.id, { name: event.target.value })}
                  />
                  {problem?.name && (
                    <span id={nameError} className="field-hint">
                      {problem.name}
                    </span>
                  )}
                </label>
                <label>
                  <span>Value (JSON)</span>
                  <textarea
                    value={row.value}
                    rows={1}
                    disabled={readOnly}
                    aria-label={`Value (JSON) of variable ${index + 1}`}
                    aria-invalid={problem?.value ? true : undefined}
                    aria-describedby={problem?.value ? valueError : undefined}
                    onChange={(event) => update(row.id, { value: event.target.value })}
                  />
                  {problem?.value && (
                    <span id={valueError} className="field-hint">
                      {problem.value}
                    </span>
                  )}
                </label>
                <button
                  type="button"
                  className="button ghost small"
                  onClick={() => remove(row.id)}
                  disabled={readOnly}
                  aria-label={`Remove variable ${index + 1}`}
                >
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {!readOnly && (
        <button type="button" className="button secondary small" onClick={add}>
          Add variable
        </button>
      )}
    </div>
  );
}
