import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { instancesHref, navigate, opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { useLoader } from '../ui/use-loader';
import { BulkActions } from './BulkActions';
import { type FilterValues, filterValues, instanceFilter } from './instance-filter';
import { InstanceFilters } from './InstanceFilters';

const PAGE_SIZE = 50;

/** Instances by filter, a page at a time (offset paging: a page of 100,000 instances costs one indexed query). */
export function InstanceListPage({ params }: { params: URLSearchParams }) {
  const values = filterValues(params);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const filter = instanceFilter(values);
  const queryKey = JSON.stringify({ filter, page });
  const result = useLoader(
    () => operationsApi.searchInstances({ filter, page: { from: page * PAGE_SIZE, limit: PAGE_SIZE }, sort: [{ field: 'startDate', order: 'DESC' }] }),
    queryKey,
    5000,
  );
  const definitions = useLoader(() => operationsApi.definitions(), 'definitions');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = result.data?.items ?? [];
  const total = result.data?.page.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const goTo = (next: FilterValues, nextPage = 0) => {
    setSelected(new Set());
    navigate(instancesHref({ ...next, page: nextPage > 0 ? String(nextPage) : undefined }));
  };
  const toggle = (key: string) => {
    const next = new Set(selected);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    setSelected(next);
  };
  const allOnPage = items.length > 0 && items.every((item) => selected.has(item.processInstanceKey));

  return (
    <div data-testid="instance-list">
      <h1>Instances</h1>
      <InstanceFilters key={JSON.stringify(values)} values={values} definitions={definitions.data ?? []} onApply={(next) => goTo(next)} />
      <div className="ops-toolbar">
        <span data-testid="instance-count">
          {result.data ? `${total} instance${total === 1 ? '' : 's'}` : result.error ? result.error.message : 'Searching…'}
          {selected.size > 0 ? `, ${selected.size} selected` : ''}
        </span>
        <span className="ops-spacer" />
        <BulkActions selected={items.filter((item) => selected.has(item.processInstanceKey))} onDone={() => setSelected(new Set())} />
      </div>
      <table className="ops-table">
        <thead>
          <tr>
            <th>
              <input
                type="checkbox"
                aria-label="Select all on this page"
                checked={allOnPage}
                onChange={() => setSelected(allOnPage ? new Set() : new Set(items.map((item) => item.processInstanceKey)))}
              />
            </th>
            <th>Instance</th>
            <th>Process</th>
            <th>Version</th>
            <th>State</th>
            <th>Started</th>
            <th>Ended</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.processInstanceKey}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${item.processInstanceKey}`}
                  checked={selected.has(item.processInstanceKey)}
                  onChange={() => toggle(item.processInstanceKey)}
                />
              </td>
              <td>
                <a href={opsHref(`instances/${item.processInstanceKey}`)}>{item.processInstanceKey}</a>
              </td>
              <td>{item.processDefinitionName ?? item.processDefinitionId}</td>
              <td>{item.processDefinitionVersion}</td>
              <td>
                <span className={`ops-state ops-state-${item.hasIncident ? 'incident' : item.state.toLowerCase()}`}>
                  {item.hasIncident ? 'INCIDENT' : item.state}
                </span>
              </td>
              <td>{formatDate(item.startDate)}</td>
              <td>{formatDate(item.endDate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="ops-toolbar">
        <button type="button" disabled={page === 0} onClick={() => goTo(values, page - 1)}>
          ‹ Previous
        </button>
        <span>
          Page {page + 1} of {pages}
        </span>
        <button type="button" disabled={page + 1 >= pages} onClick={() => goTo(values, page + 1)}>
          Next ›
        </button>
      </div>
    </div>
  );
}
