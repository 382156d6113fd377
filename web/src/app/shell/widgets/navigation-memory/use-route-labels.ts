import { useMemo } from 'react';
import { useT } from '../../../../shared/i18n';
import { segmentMessages } from './messages';
import { isKnownSegment, trailOf, type Crumb } from './route-trail';

/** Page names in the current language: a crumb's label, and a whole path's title ("Courses › abc › Edit"). */
export function useRouteLabels() {
  const t = useT(segmentMessages);
  return useMemo(() => {
    const labelOf = (crumb: Crumb) => (crumb.known && isKnownSegment(crumb.segment) ? t(crumb.segment) : crumb.segment);
    const titleOf = (path: string) => {
      const crumbs = trailOf(path);
      return crumbs.length === 1 ? t('home') : crumbs.slice(1).map(labelOf).join(' › ');
    };
    return { labelOf, titleOf };
  }, [t]);
}
