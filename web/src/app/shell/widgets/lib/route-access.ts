import { accessPolicies, decideAccess } from '@pathwise/contracts';
import { isServedPath, routeCatalog, type CatalogRoute } from '../../../../shared/navigation/route-catalog';
import type { Viewer } from './viewer';

const patternOf = (route: CatalogRoute) => new RegExp(`^${route.path.replace(/\$[A-Za-z]+/g, '[^/]+')}$`);

/** The catalog route serving a concrete path; a static route wins over a parameter (/courses/create is not a course). */
export function routeOfPath(path: string): CatalogRoute | undefined {
  return routeCatalog.find((route) => route.path === path) ?? routeCatalog.find((route) => patternOf(route).test(path));
}

/**
 * Whether a widget may link a person to `path`: a route must serve it, and its gate must let them in. A visitor is
 * still offered signed-in pages, which send them through sign-in and back; role and plan pages would only answer
 * Access Denied or Subscription Required, so they are left out.
 */
export function mayOffer(path: string, viewer: Viewer | null): boolean {
  if (!isServedPath(path)) return false;
  const route = routeOfPath(path);
  if (!route || route.access === 'public') return true;
  if (!viewer) return route.access === 'signedIn';
  return decideAccess(accessPolicies[route.access], viewer).allowed;
}
