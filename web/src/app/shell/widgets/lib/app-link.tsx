import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

interface AppLinkProps {
  /** A concrete path the route catalog serves; callers check it with `isServedPath` or `mayOffer`. */
  readonly path: string;
  readonly className?: string;
  readonly children: ReactNode;
  readonly onClick?: () => void;
  readonly role?: 'menuitem';
  readonly tabIndex?: number;
}

/**
 * A router link to a path known only at run time (a recent page, a prediction), not a literal route. Only an exact
 * match is the current page: the router's default would also mark /courses as current on /courses/abc/edit.
 */
export function AppLink({ path, children, ...rest }: AppLinkProps) {
  return (
    <Link to={path} activeOptions={{ exact: true }} {...rest}>
      {children}
    </Link>
  );
}
