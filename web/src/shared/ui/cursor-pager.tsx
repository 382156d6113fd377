import { useState } from 'react';
import { Pager } from './pager';

/**
 * Pages of a list that the server hands out by cursor: the cursor of the page shown, and those of the pages seen
 * before it, so that "Previous" goes back without the server counting pages.
 */
export function useCursorPages() {
  // The cursor each page seen starts at: the first page at none.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  return {
    cursor: cursors.at(-1) ?? null,
    page: cursors.length,
    /** Back to the first page, as when the list's filters change. */
    restart: () => setCursors([null]),
    /** To page `to`: one past the last seen starts at `nextCursor`, an earlier one at the cursor it started at. */
    goTo: (to: number, nextCursor: string | null) => setCursors((seen) => (to > seen.length ? [...seen, nextCursor] : seen.slice(0, to))),
  };
}

interface CursorPagerProps {
  readonly pages: ReturnType<typeof useCursorPages>;
  /** The server's cursor for the page after the one shown; null on the last page. */
  readonly nextCursor: string | null;
  readonly label: string;
  readonly summary: string;
  readonly previousLabel: string;
  readonly nextLabel: string;
}

/** The pager of a cursor-paged list, shown only when there is another page to go to. */
export function CursorPager({ pages, nextCursor, ...labels }: CursorPagerProps) {
  if (pages.page === 1 && !nextCursor) return null;
  return <Pager {...labels} page={pages.page} pages={nextCursor ? pages.page + 1 : pages.page} onPage={(to) => pages.goTo(to, nextCursor)} />;
}
