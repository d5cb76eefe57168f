/** Previous and next around "Page n of m", for a list the engine pages by offset. */
export function PageButtons({ page, pages, onPage, testId }: { page: number; pages: number; onPage: (page: number) => void; testId: string }) {
  return (
    <div className="ops-toolbar">
      <button type="button" disabled={page === 0} onClick={() => onPage(page - 1)}>
        ‹ Previous
      </button>
      <span data-testid={testId}>
        Page {page + 1} of {pages}
      </span>
      <button type="button" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next ›
      </button>
    </div>
  );
}
