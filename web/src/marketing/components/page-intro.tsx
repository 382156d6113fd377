import type { ReactNode } from 'react';

interface PageIntroProps {
  eyebrow: string;
  title: string;
  lead: string;
  /** Calls to action under the lead. */
  children?: ReactNode;
}

/** The top of a public page: its one h1, what the page is about in a sentence or two, and what to do next. */
export function PageIntro({ eyebrow, title, lead, children }: PageIntroProps) {
  return (
    <header className="mk-intro">
      <p className="mk-eyebrow">{eyebrow}</p>
      <h1 className="mk-title">{title}</h1>
      <p className="mk-lead">{lead}</p>
      {children && <div className="mk-actions">{children}</div>}
    </header>
  );
}
