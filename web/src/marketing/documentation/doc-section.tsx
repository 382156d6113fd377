import type { ReactNode } from 'react';

interface DocSectionProps {
  id: string;
  audience: string;
  title: string;
  children: ReactNode;
}

/** One topic of the documentation, with who it is for; its heading takes focus from the table of contents. */
export function DocSection({ id, audience, title, children }: DocSectionProps) {
  return (
    <section className="mk-doc-section" aria-labelledby={id}>
      <p className="mk-audience">{audience}</p>
      <h2 id={id} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}
