import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Every in-app path the public pages link to; each is checked against the route catalog by page-link.spec.ts. */
export const marketingPaths = [
  '/',
  '/demo',
  '/signup',
  '/login',
  '/pricing',
  '/billing',
  '/features',
  '/features/adaptive-learning',
  '/features/adaptive-assessments',
  '/features/ai-content',
  '/features/adaptive-builder',
  '/features/adaptive-builder-demo',
  '/features/emotional-design-demo',
  '/about',
  '/contact',
  '/documentation',
  '/resources',
  '/privacy',
  '/terms',
  '/courses',
  '/courses/create',
  '/profile',
  '/settings',
  '/admin/users',
  '/admin/leads',
] as const;

export type MarketingPath = (typeof marketingPaths)[number];

interface PageLinkProps {
  to: MarketingPath;
  /** Query parameters the page reads (the plan /pricing chose, for /billing). */
  search?: Readonly<Record<string, string>>;
  className?: string;
  children: ReactNode;
}

/** A client-side link to one of {@link marketingPaths}. */
export function PageLink({ to, search, className, children }: PageLinkProps) {
  // Widened on purpose: the router registers these routes lazily and in its own time, while this list is held to
  // the route catalog by a test, so a page never links to a path no route serves.
  const path: string = to;
  return (
    <Link to={path} search={search} className={className}>
      {children}
    </Link>
  );
}
