import { PAGE_SIZE } from './task-list-state.js';

/** "1–25 of 10,000+" with previous and next. */
export function Pager({ page, shown, total, more, onPage }: { page: number; shown: number; total: number; more: boolean; onPage: (page: number) => void }) {
  const first = page * PAGE_SIZE + 1;
  const last = page * PAGE_SIZE + shown;
  const hasNext = more || last < total;
  return (
    <nav className="pager" aria-label="Pages">
      <span aria-live="polite">{shown === 0 ? 'No tasks' : `${first}–${last} of ${total.toLocaleString()}${more ? '+' : ''}`}</span>
      <span className="pager-buttons">
        <button type="button" className="button ghost small" onClick={() => onPage(page - 1)} disabled={page === 0}>
          Previous
        </button>
        <button type="button" className="button ghost small" onClick={() => onPage(page + 1)} disabled={!hasNext}>
          Next
        </button>
      </span>
    </nav>
  );
}
