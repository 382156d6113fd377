import { useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
// The query alone, not the courses entry: that would make every course page a dependency of the adaptive pages.
import { getMyCoursesQueryOptions } from '../../courses';

/** A course's title from the learner's courses; its id while they load or if they cannot be read. */
export function useCourseTitles(): (courseId: string) => string {
  const { data } = useQuery(getMyCoursesQueryOptions());
  return useCallback(
    (courseId: string) => data?.courses.find((course) => course.courseId === courseId)?.title ?? courseId,
    [data],
  );
}
