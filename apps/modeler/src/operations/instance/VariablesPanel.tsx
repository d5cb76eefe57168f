import type { ElementInstanceResult, VariableSearchResult } from '@baton/api-contract';
import { operationsApi } from '../api/operations-api';
import { useLoader } from '../ui/use-loader';

/** The instance's variables grouped by the scope that holds them: the process first, then each element instance. */
export function VariablesPanel({ processInstanceKey, elementInstances }: { processInstanceKey: string; elementInstances: readonly ElementInstanceResult[] }) {
  const variables = useLoader(() => operationsApi.variables(processInstanceKey), processInstanceKey, 3000);
  if (!variables.data) return <p className="ops-muted">{variables.error ? variables.error.message : 'Loading variables…'}</p>;
  if (variables.data.length === 0) return <p className="ops-muted">No variables.</p>;

  const scopes = new Map<string, VariableSearchResult[]>();
  for (const variable of variables.data) scopes.set(variable.scopeKey, [...(scopes.get(variable.scopeKey) ?? []), variable]);
  const scopeName = (scopeKey: string) => {
    if (scopeKey === processInstanceKey) return 'Process instance';
    const element = elementInstances.find((candidate) => candidate.elementInstanceKey === scopeKey);
    return element ? `${element.elementName} (${scopeKey})` : `Scope ${scopeKey}`;
  };
  const ordered = [...scopes.keys()].sort((a, b) => (a === processInstanceKey ? -1 : b === processInstanceKey ? 1 : a.localeCompare(b)));

  return (
    <div data-testid="variables">
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
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
