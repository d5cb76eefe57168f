import type { VariableSearchResult } from '@baton/api-contract';

/** The variables the task sees, as the engine answers them (JSON values). */
export function TaskVariables({ variables }: { variables: VariableSearchResult[] }) {
  if (variables.length === 0) return <p className="muted">The task sees no variables.</p>;
  return (
    <table className="variables">
      <caption className="visually-hidden">Variables of the task</caption>
      <thead>
        <tr>
          <th scope="col">Name</th>
          <th scope="col">Value</th>
        </tr>
      </thead>
      <tbody>
        {variables.map((variable) => (
          <tr key={variable.variableKey}>
            <th scope="row">{variable.name}</th>
            <td>
              <code>{variable.value}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
