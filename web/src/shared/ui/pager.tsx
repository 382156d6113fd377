import './pager.css';

interface PagerProps {
  readonly label: string;
  readonly summary: string;
  readonly page: number;
  readonly pages: number;
  readonly previousLabel: string;
  readonly nextLabel: string;
  readonly onPage: (page: number) => void;
}

/**
 * Previous and next around "page n of m"; the summary is announced when the page changes. Every paged list uses
 * this one.
 */
export function Pager({ label, summary, page, pages, previousLabel, nextLabel, onPage }: PagerProps) {
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <p aria-live="polite">{summary}</p>
      <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
