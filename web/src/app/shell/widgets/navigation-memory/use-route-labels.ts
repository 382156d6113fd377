import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { getCourseQueryOptions } from '../../../../features/courses';
import { useT } from '../../../../shared/i18n';
import { segmentMessages } from './messages';
import { routeLabelMessages } from './route-label.messages';
import { isKnownSegment, trailOf, type Crumb } from './route-trail';

/** Whether a crumb is a course's own segment, /courses/<id>: it is named by the course's title. */
export const isCourseCrumb = (crumb: Crumb): boolean => !crumb.known && /^\/courses\/[^/]+$/.test(crumb.path);

const courseIdsIn = (paths: readonly string[]): string[] => [
  ...new Set(paths.flatMap((path) => trailOf(path).filter(isCourseCrumb).map((crumb) => crumb.segment))),
];

/**
 * Page names in the current language: a crumb's label, and a whole path's title ("Courses › Intro to Go › Edit").
 * The courses in `paths` are read as their pages read them (drafts too, for their authors) to be named by title;
 * until then, or where the reader may not see one, a course is named by what it is.
 */
export function useRouteLabels(paths: readonly string[]) {
  const t = useT(segmentMessages);
  const tLabel = useT(routeLabelMessages);
  const courseIds = courseIdsIn(paths);
  const titles = useQueries({
    queries: courseIds.map((courseId) => ({ ...getCourseQueryOptions(courseId), retry: false })),
    combine: (results) => results.map((result) => result.data?.course.title),
  });
  const courseKey = courseIds.join(' ');
  return useMemo(() => {
    const titleById = new Map(courseKey.split(' ').map((courseId, index) => [courseId, titles[index]] as const));
    const labelOf = (crumb: Crumb) => {
      if (isCourseCrumb(crumb)) return titleById.get(crumb.segment) ?? tLabel('course');
      return crumb.known && isKnownSegment(crumb.segment) ? t(crumb.segment) : crumb.segment;
    };
    const titleOf = (path: string) => {
      const crumbs = trailOf(path);
      return crumbs.length === 1 ? t('home') : crumbs.slice(1).map(labelOf).join(' › ');
    };
    return { labelOf, titleOf };
  }, [t, tLabel, courseKey, titles]);
}
