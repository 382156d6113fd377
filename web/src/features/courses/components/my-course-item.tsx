import type { MyCoursesResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { myCoursesMessages } from '../messages/my-courses.messages';

type MyCourse = MyCoursesResponse['courses'][number];

/** One enrolled course: a labelled progress bar and a link to carry on where the learner left off. */
export function MyCourseItem({ course }: { readonly course: MyCourse }) {
  const t = useT(myCoursesMessages);
  const format = useFormat();
  return (
    <article className="course-card my-course">
      <h2 className="course-card-title">
        <Link to="/courses/$courseId" params={{ courseId: course.courseId }}>
          {course.title}
        </Link>
      </h2>
      <progress className="progress-bar" max={100} value={course.progressPercent} aria-label={t('progress', { title: course.title })} />
      <p className="course-card-meta">
        {t('progressText', { percent: course.progressPercent, done: course.lessonsCompleted, total: course.lessonCount })}
      </p>
      <p className="course-card-meta">
        {course.lastActivityAt ? t('lastActivity', { when: format.date(course.lastActivityAt) }) : t('notStarted')}
      </p>
      <Link to="/courses/$courseId/view" params={{ courseId: course.courseId }} className="button" aria-label={t('continue', { title: course.title })}>
        {t('continueShort')}
      </Link>
    </article>
  );
}
