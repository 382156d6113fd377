import type { MouseEvent } from 'react';

export interface TocEntry {
  id: string;
  title: string;
}

interface TableOfContentsProps {
  label: string;
  entries: readonly TocEntry[];
}

/**
 * In-page links to the sections of a long page. Following the fragment would put it into the router's location;
 * focusing the section's heading instead scrolls there and moves keyboard focus along.
 */
export function TableOfContents({ label, entries }: TableOfContentsProps) {
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <nav className="mk-toc" aria-label={label}>
      <p className="mk-toc-title">{label}</p>
      <ol>
        {entries.map((entry) => (
          <li key={entry.id}>
            <a href={`#${entry.id}`} onClick={(event) => jump(event, entry.id)}>
              {entry.title}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
