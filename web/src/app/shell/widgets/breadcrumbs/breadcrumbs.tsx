import { useLocation } from '@tanstack/react-router';
import { useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { isServedPath } from '../../../../shared/navigation/route-catalog';
import { AppLink } from '../lib/app-link';
import { trailOf, type Crumb } from '../navigation-memory/route-trail';
import { isCourseCrumb, useRouteLabels } from '../navigation-memory/use-route-labels';
import { collapseCrumbs } from './collapse-crumbs';
import { breadcrumbMessages } from './messages';
import '../widgets.css';

/** The trail of the current path; placed under the top bar by the root layout. Nothing on the home page. */
export function Breadcrumbs() {
  const { pathname } = useLocation();
  const t = useT(breadcrumbMessages);
  const { labelOf } = useRouteLabels([pathname]);
  // Expanding is for this page only; the next page starts collapsed again.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);

  const crumbs = trailOf(pathname);
  // A course's title is the crumb that gives way when the trail is short of room.
  const courseCrumb = crumbs.find(isCourseCrumb);
  if (crumbs.length < 2) return null;
  const items = expandedOn === pathname ? crumbs.map((crumb) => ({ kind: 'crumb', crumb }) as const) : collapseCrumbs(crumbs);
  const last = crumbs.at(-1);

  const renderCrumb = (crumb: Crumb) => {
    const label = labelOf(crumb);
    if (crumb === last) return <span aria-current="page">{label}</span>;
    // An intermediate segment such as /courses/abc/purchase's "purchase" may have no page of its own.
    return isServedPath(crumb.path) ? <AppLink path={crumb.path}>{label}</AppLink> : <span>{label}</span>;
  };

  return (
    <nav className="breadcrumbs" aria-label={t('label')} data-tour="breadcrumbs">
      <ol className="breadcrumbs-list">
        {items.map((item) =>
          item.kind === 'crumb' ? (
            <li key={item.crumb.path} className={item.crumb === courseCrumb ? 'breadcrumbs-item breadcrumbs-item-title' : 'breadcrumbs-item'}>
              {renderCrumb(item.crumb)}
            </li>
          ) : (
            <li key="ellipsis" className="breadcrumbs-item">
              <button
                type="button"
                className="breadcrumbs-ellipsis"
                aria-label={t('showAll', { count: item.hidden.length })}
                onClick={() => setExpandedOn(pathname)}
              >
                …
              </button>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
