import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ReactNode } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { getMyCoursesQueryOptions } from '../../courses';
import { gamificationMessages } from '../messages';

/**
 * The course tab's choice among the courses the learner is enrolled in (the same list as "My courses"), the most
 * recent first and chosen until they pick another; with none, where to find one.
 */
export function LeaderboardCoursePicker({ children }: { readonly children: (courseId: string) => ReactNode }) {
  const t = useT(gamificationMessages);
  const describeError = useDescribeError();
  const selectId = useId();
  const myCourses = useQuery(getMyCoursesQueryOptions());
  const [picked, setPicked] = useState<string>();
  if (myCourses.isPending) return <p role="status">{t('loadingCourses')}</p>;
  if (myCourses.isError) return <p role="alert">{t('coursesFailed', { reason: describeError(myCourses.error) })}</p>;
  const { courses } = myCourses.data;
  if (courses.length === 0) {
    return (
      <p>
        {t('noCourses')} <Link to="/courses">{t('browseCourses')}</Link>
      </p>
    );
  }
  const courseId = picked && courses.some((course) => course.courseId === picked) ? picked : courses[0]!.courseId;
  return (
    <>
      <div className="field leaderboard-course">
        <label htmlFor={selectId} className="field-label">
          {t('yourCourse')}
        </label>
        <select id={selectId} className="input select" value={courseId} onChange={(event) => setPicked(event.target.value)}>
          {courses.map((course) => (
            <option key={course.courseId} value={course.courseId}>
              {course.title}
            </option>
          ))}
        </select>
      </div>
      {children(courseId)}
    </>
  );
}
