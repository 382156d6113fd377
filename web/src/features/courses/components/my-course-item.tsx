import type { MyCoursesResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { myCoursesMessages } from '../messages/my-courses.messages';

type MyCourse = MyCoursesResponse['courses'][number];

/**
 * One enrolled course: a labelled progress bar and a link to carry on where the learner left off; a finished
 * course says so, in words beside its mark, and offers a review instead.
 */
export function MyCourseItem({ course }: { readonly course: MyCourse }) {
  const t = useT(myCoursesMessages);
  const format = useFormat();
  const completed = course.completedAt !== null;
  return (
    <article className="course-card my-course">
      <h2 className="course-card-title">
        <Link to="/courses/$courseId" params={{ courseId: course.courseId }}>
          {course.title}
        </Link>
      </h2>
      {course.completedAt !== null && (
        <p className="course-card-meta">
          <span className="badge badge-positive">✓ {t('completed')}</span> {t('completedOn', { when: format.date(course.completedAt) })}
        </p>
      )}
      <progress className="progress-bar" max={100} value={course.progressPercent} aria-label={t('progress', { title: course.title })} />
      <p className="course-card-meta">
        {t('progressText', { percent: course.progressPercent, done: course.lessonsCompleted, total: course.lessonCount })}
      </p>
      <p className="course-card-meta">
        {course.lastActivityAt ? t('lastActivity', { when: format.date(course.lastActivityAt) }) : t('notStarted')}
      </p>
      {/* A finished course's player opens on its completion view, with every lesson and quiz a link away. */}
      <Link
        to="/courses/$courseId/view"
        params={{ courseId: course.courseId }}
        className={completed ? 'button button-secondary' : 'button'}
        aria-label={t(completed ? 'review' : 'continue', { title: course.title })}
      >
        {t(completed ? 'reviewShort' : 'continueShort')}
      </Link>
    </article>
  );
}
