import { useState } from 'react';
import { operationsApi } from '../api/operations-api';
import { instancesHref, navigate, opsHref } from '../routes';
import { formatDate } from '../ui/format';
import { Named } from '../ui/names';
import { useLoader } from '@baton/web-client';
import { BulkActions } from './BulkActions';
import { type FilterValues, filterValues, instanceFilter } from './instance-filter';
import { InstanceFilters } from './InstanceFilters';

const PAGE_SIZE = 50;

/** Where a page starts: the first page, or after / before the cursor of the page next to it. */
type PageAnchor = { after: string } | { before: string } | Record<string, never>;

function anchorOf(params: URLSearchParams): PageAnchor {
  const after = params.get('after');
  const before = params.get('before');
  return after ? { after } : before ? { before } : {};
}

/**
 * Instances by filter, newest first, a page at a time. Pages go by cursor (keyset on the instance key), so the
 * thousandth page of 100,000 instances costs what the first does; the total is counted up to the engine's cap.
 */
export function InstanceListPage({ params }: { params: URLSearchParams }) {
  const values = filterValues(params);
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const anchor = anchorOf(params);
  const filter = instanceFilter(values);
  const queryKey = JSON.stringify({ filter, anchor });
  const result = useLoader(
    () => operationsApi.searchInstances({ filter, page: { ...anchor, limit: PAGE_SIZE }, sort: [{ field: 'processInstanceKey', order: 'DESC' }] }),
    queryKey,
    5000,
  );
  const definitions = useLoader(() => operationsApi.definitions(), 'definitions');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const items = result.data?.items ?? [];
  const total = result.data?.page.totalItems ?? 0;
  const more = result.data?.page.hasMoreTotalItems ?? false;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const goTo = (next: FilterValues, nextPage = 0, cursor: { after?: string; before?: string } = {}) => {
    setSelected(new Set());
    navigate(instancesHref({ ...next, ...cursor, page: nextPage > 0 ? String(nextPage) : undefined }));
  };
  const hasNext = more || page + 1 < pages;
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
          {result.data
            ? `${more ? 'more than ' : ''}${total.toLocaleString('en')} instance${total === 1 ? '' : 's'}`
            : result.error
              ? result.error.message
              : 'Searching…'}
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
              <td>
                <Named name={item.processDefinitionName} id={item.processDefinitionId} />
              </td>
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
        <button type="button" onClick={() => goTo(values)} disabled={page === 0}>
          « First
        </button>
        <button
          type="button"
          disabled={page === 0 || !result.data?.page.startCursor}
          onClick={() => goTo(values, page - 1, page === 1 ? {} : { before: result.data!.page.startCursor! })}
        >
          ‹ Previous
        </button>
        <span data-testid="page-number">
          Page {page + 1} of {more ? `more than ${pages}` : pages}
        </span>
        <button
          type="button"
          disabled={!hasNext || !result.data?.page.endCursor}
          onClick={() => goTo(values, page + 1, { after: result.data!.page.endCursor! })}
        >
          Next ›
        </button>
      </div>
    </div>
  );
}
