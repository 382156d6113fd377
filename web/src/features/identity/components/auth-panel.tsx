import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';

interface AuthPanelProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The frame of the sign-in pages: one narrow card, a heading, the form, and the ways to the other pages. */
export function AuthPanel({ title, intro, children, footer }: AuthPanelProps) {
  useDocumentTitle(title);
  return (
    <section className="auth-panel" aria-labelledby="auth-heading">
      <h1 id="auth-heading">{title}</h1>
      {intro && <p className="auth-intro">{intro}</p>}
      {children}
      {footer && <div className="auth-footer">{footer}</div>}
    </section>
  );
}
