import type { ElementInstanceResult, VariableSearchResult } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { useLoader } from '@baton/web-client';
import type { VariableDraft } from '../variables/variable-draft';
import { elementLabel, variableScopes } from '../variables/variable-scopes';
import { VariableForm } from '../variables/VariableForm';

/**
 * The instance's variables grouped by the scope that holds them: the process first, then each element instance. A
 * variable of a scope still active can be changed, and a variable added to any active scope.
 */
export function VariablesPanel({ processInstanceKey, elementInstances }: { processInstanceKey: string; elementInstances: readonly ElementInstanceResult[] }) {
  const variables = useLoader(() => operationsApi.variables(processInstanceKey), processInstanceKey, 3000);
  const [form, setForm] = useState<{ draft: VariableDraft; editing: boolean } | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!variables.data) return <p className="ops-muted">{variables.error ? variables.error.message : 'Loading variables…'}</p>;

  // An ended instance takes no variables: none of its scopes is active.
  const active = elementInstances.some((element) => element.state === 'ACTIVE');
  const writable = active ? variableScopes(processInstanceKey, elementInstances) : [];
  const scopes = new Map<string, VariableSearchResult[]>();
  for (const variable of variables.data) scopes.set(variable.scopeKey, [...(scopes.get(variable.scopeKey) ?? []), variable]);
  const scopeName = (scopeKey: string) => {
    if (scopeKey === processInstanceKey) return 'Process instance';
    const element = elementInstances.find((candidate) => candidate.elementInstanceKey === scopeKey);
    return element ? `${elementLabel(element.elementName, element.elementId)}, ${scopeKey}` : `Scope ${scopeKey}`;
  };
  const ordered = [...scopes.keys()].sort((a, b) => (a === processInstanceKey ? -1 : b === processInstanceKey ? 1 : a.localeCompare(b)));

  const edit = async (variable: VariableSearchResult) => {
    const value = variable.isTruncated ? (await operationsApi.variable(variable.variableKey)).value : variable.value;
    setSaved(null);
    setForm({ draft: { scopeKey: variable.scopeKey, name: variable.name, value }, editing: true });
  };

  return (
    <div data-testid="variables">
      <div className="ops-variables-actions">
        {active && (
          <button
            type="button"
            onClick={() => {
              setSaved(null);
              setForm({ draft: { scopeKey: processInstanceKey, name: '', value: '' }, editing: false });
            }}
          >
            Add variable
          </button>
        )}
        {saved && (
          <span className="ops-success" role="status">
            {saved}
          </span>
        )}
      </div>
      {form && (
        <VariableForm
          key={`${form.draft.scopeKey}/${form.draft.name}`}
          scopes={writable}
          initial={form.draft}
          editing={form.editing}
          onCancel={() => setForm(null)}
          onSaved={(draft) => {
            setForm(null);
            setSaved(`Saved ${draft.name.trim()} in ${writable.find((scope) => scope.key === draft.scopeKey)?.label ?? draft.scopeKey}.`);
            variables.reload();
          }}
        />
      )}
      {variables.data.length === 0 && <p className="ops-muted">No variables.</p>}
      {ordered.map((scopeKey) => (
        <section key={scopeKey} className="ops-scope">
          <h3>{scopeName(scopeKey)}</h3>
          <table className="ops-table">
            <tbody>
              {scopes.get(scopeKey)!.map((variable) => (
                <tr key={variable.variableKey}>
                  <th scope="row">{variable.name}</th>
                  <td className="ops-value">
                    {variable.value}
                    {variable.isTruncated ? ' …' : ''}
                  </td>
                  <td className="ops-row-action">
                    {writable.some((scope) => scope.key === scopeKey) && (
                      <button type="button" className="ops-link" onClick={() => void edit(variable)} aria-label={`Edit ${variable.name}`}>
                        Edit
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
