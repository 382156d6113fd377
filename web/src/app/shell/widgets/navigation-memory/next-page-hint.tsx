import { useLocation } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useT } from '../../../../shared/i18n';
import { AppLink } from '../lib/app-link';
import { mayOffer } from '../lib/route-access';
import { useViewer } from '../lib/viewer';
import { hintMessages } from './next-page-hint.messages';
import { useNavigationOwner } from './navigation-owner';
import { predictNextPage, readTransitions } from './next-page-predictions';
import { normalizePath } from './route-trail';
import { useRouteLabels } from './use-route-labels';

/** A link to the page this person usually opens next, when their own history (not this browser's) makes it likely enough. */
export function NextPageHint() {
  const t = useT(hintMessages);
  const viewer = useViewer();
  const path = normalizePath(useLocation().pathname);
  const [dismissedOn, setDismissedOn] = useState<string | null>(null);

  const owner = useNavigationOwner();
  const prediction = useMemo(() => (owner === null ? null : predictNextPage(readTransitions(owner), path)), [owner, path]);
  const { titleOf } = useRouteLabels(prediction ? [prediction.path] : []);
  if (!prediction || dismissedOn === path || prediction.path === path || !mayOffer(prediction.path, viewer)) return null;

  return (
    <aside className="next-hint widget-card" aria-label={t('label')}>
      <p className="next-hint-text">{t('text')}</p>
      <AppLink path={prediction.path} className="next-hint-link">
        {titleOf(prediction.path)}
      </AppLink>
      <button type="button" className="widget-icon-button" aria-label={t('dismiss')} title={t('dismiss')} onClick={() => setDismissedOn(path)}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
