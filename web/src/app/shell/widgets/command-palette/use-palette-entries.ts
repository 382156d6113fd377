import { accessPolicies, decideAccess } from '@pathwise/contracts';
import { useMemo } from 'react';
import { useT } from '../../../../shared/i18n';
import { mayOffer } from '../lib/route-access';
import type { Viewer } from '../lib/viewer';
import { useNavigationOwner } from '../navigation-memory/navigation-owner';
import { readRecentPaths } from '../navigation-memory/recent-paths';
import { useRouteLabels } from '../navigation-memory/use-route-labels';
import { paletteMessages } from './messages';
import type { PaletteEntry } from './palette-search';

type EntryKey = 'dashboard' | 'myCourses' | 'createCourse';

interface FixedEntry {
  readonly key: EntryKey;
  readonly path: string;
  /** Spec section 6: Create Course is for instructors and admins only. */
  readonly onlyFor?: keyof typeof accessPolicies;
}

const fixedEntries: readonly FixedEntry[] = [
  { key: 'dashboard', path: '/dashboard' },
  { key: 'myCourses', path: '/my-courses' },
  { key: 'createCourse', path: '/courses/create', onlyFor: 'courseCreation' },
];

const splitKeywords = (list: string) => list.split(',').map((word) => word.trim()).filter(Boolean);

/**
 * Dashboard, My Courses, Create Course (when the role allows), then the pages visited lately. Read when the
 * palette opens, so the list includes the page just left.
 */
export function usePaletteEntries(viewer: Viewer | null, currentPath: string): PaletteEntry[] {
  const t = useT(paletteMessages);
  const owner = useNavigationOwner();
  const recentPaths = owner === null ? [] : readRecentPaths(owner);
  const { titleOf } = useRouteLabels(recentPaths);
  const recentKey = recentPaths.join(' ');
  return useMemo(() => {
    // Keywords match in the interface's language and in English, which many people type out of habit.
    const keywords = (key: `${EntryKey}Keywords` | 'recentKeywords') => [
      ...new Set([...splitKeywords(t(key)), ...splitKeywords(paletteMessages.en[key])]),
    ];
    const fixed = fixedEntries
      .filter((entry) => !entry.onlyFor || (viewer !== null && decideAccess(accessPolicies[entry.onlyFor], viewer).allowed))
      .filter((entry) => mayOffer(entry.path, viewer))
      .map<PaletteEntry>((entry) => ({
        id: entry.key,
        title: t(entry.key),
        subtitle: t(`${entry.key}Subtitle`),
        keywords: keywords(`${entry.key}Keywords`),
        path: entry.path,
      }));
    const taken = new Set([currentPath, ...fixed.map((entry) => entry.path)]);
    const recent = (recentKey === '' ? [] : recentKey.split(' '))
      .filter((path) => !taken.has(path) && mayOffer(path, viewer))
      .map<PaletteEntry>((path) => ({
        id: `recent:${path}`,
        title: titleOf(path),
        subtitle: t('recentSubtitle', { path }),
        keywords: keywords('recentKeywords'),
        path,
      }));
    return [...fixed, ...recent];
  }, [t, titleOf, viewer, currentPath, recentKey]);
}
