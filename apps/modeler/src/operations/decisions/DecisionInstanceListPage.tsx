import type { DecisionInstanceFilter } from '@baton/api-contract';
import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { navigate, opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { Named } from '../ui/names';
import { PageButtons } from '../ui/PageButtons';
import { useLoader } from '@baton/web-client';

const PAGE_SIZE = 50;

/** The page's filters as its link holds them: `decision`, `state`, `after` and `before` (local date-times). */
const FILTERS = ['decision', 'state', 'after', 'before'] as const;
type Filters = Partial<Record<(typeof FILTERS)[number], string>>;

function filtersOf(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)]] : [])));
}

/** The search filter of the page's filters: Camunda's decision instance filter, dates as ranges. */
export function decisionInstanceFilter(filters: Filters): DecisionInstanceFilter {
  const evaluationDate = {
    ...(filters.after ? { $gte: new Date(filters.after).toISOString() } : {}),
    ...(filters.before ? { $lt: new Date(filters.before).toISOString() } : {}),
  };
  return {
    ...(filters.decision ? { decisionDefinitionId: filters.decision } : {}),
    ...(filters.state === 'EVALUATED' || filters.state === 'FAILED' ? { state: filters.state } : {}),
    ...(Object.keys(evaluationDate).length > 0 ? { evaluationDate } : {}),
  };
}

function hrefOf(filters: Filters, page: number): string {
  const params = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])));
  if (page > 0) params.set('page', String(page));
  const query = params.toString();
  return opsHref(`decision-instances${query ? `?${query}` : ''}`);
}

/**
 * Every decision evaluated, by business rule tasks and by the evaluation endpoint, newest first: by decision, state
 * and evaluation date, each a link to its table with the matched rules.
 */
export function DecisionInstanceListPage({ params }: { params: URLSearchParams }) {
  const filters = filtersOf(params);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const filter = decisionInstanceFilter(filters);
  const result = useLoader(
    () =>
      operationsApi.searchDecisionInstances({
        filter,
        page: { from: page * PAGE_SIZE, limit: PAGE_SIZE },
        sort: [{ field: 'evaluationDate', order: 'DESC' }],
      }),
    JSON.stringify({ filter, page }),
    5000,
  );
  const definitions = useLoader(() => operationsApi.decisionDefinitions(), 'decision-definitions');
  const [draft, setDraft] = useState<Filters>(filters);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value });
  const decisionIds = [...new Map((definitions.data ?? []).map((definition) => [definition.decisionDefinitionId, definition.name])).entries()];
  const total = result.data?.page.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <div data-testid="decision-instance-list">
      <h1>Decision instances</h1>
      <form
        className="ops-filters"
        aria-label="Filters"
        onSubmit={(event) => {
          event.preventDefault();
          navigate(hrefOf(draft, 0));
        }}
      >
        <label className="ops-field">
          Decision
          <select value={draft.decision ?? ''} onChange={set('decision')} aria-label="Decision">
            <option value="">any</option>
            {decisionIds.map(([id, name]) => (
              <option key={id} value={id}>
                {name && name !== id ? `${name} (${id})` : id}
              </option>
            ))}
          </select>
        </label>
        <label className="ops-field">
          State
          <select value={draft.state ?? ''} onChange={set('state')} aria-label="State">
            <option value="">any</option>
            <option>EVALUATED</option>
            <option>FAILED</option>
          </select>
        </label>
        <label className="ops-field">
          Evaluated after
          <input type="datetime-local" value={draft.after ?? ''} onChange={set('after')} aria-label="Evaluated after" />
        </label>
        <label className="ops-field">
          Evaluated before
          <input type="datetime-local" value={draft.before ?? ''} onChange={set('before')} aria-label="Evaluated before" />
        </label>
        <button type="submit" className="ops-primary">
          Apply
        </button>
      </form>
      <div className="ops-toolbar">
        <span data-testid="decision-instance-count">
          {result.data ? `${total.toLocaleString('en')} decision instance${total === 1 ? '' : 's'}` : result.error ? result.error.message : 'Searching…'}
        </span>
      </div>
      <table className="ops-table">
        <thead>
          <tr>
            <th>Decision</th>
            <th>Version</th>
            <th>State</th>
            <th>Evaluated</th>
            <th>Process instance</th>
            <th>Result</th>
          </tr>
        </thead>
        <tbody>
          {(result.data?.items ?? []).map((item) => (
            <tr key={item.decisionEvaluationInstanceKey}>
              <td>
                <a href={opsHref(`decision-instances/${item.decisionEvaluationInstanceKey}`)}>
                  <Named name={item.decisionDefinitionName} id={item.decisionDefinitionId} />
                </a>
              </td>
              <td>{item.decisionDefinitionVersion}</td>
              <td>
                <span className={`ops-state ops-state-${item.state === 'FAILED' ? 'incident' : 'completed'}`}>{item.state}</span>
              </td>
              <td>{formatDate(item.evaluationDate)}</td>
              <td>{item.processInstanceKey ? <a href={opsHref(`instances/${item.processInstanceKey}`)}>{item.processInstanceKey}</a> : '—'}</td>
              <td className="ops-message">{item.evaluationFailure ?? item.result}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <PageButtons page={page} pages={pages} onPage={(next) => navigate(hrefOf(filters, next))} testId="decision-page-number" />
    </div>
  );
}
