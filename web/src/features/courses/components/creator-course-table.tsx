import type { CreatorDashboardResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useFormat, useT } from '../../../shared/i18n';
import { useCourseWords } from '../lib/use-course-words';
import { creatorMessages } from '../messages/creator.messages';

/** The creator's courses, drafts and archived ones included, with their learners and links to edit and view. */
export function CreatorCourseTable({ courses }: { readonly courses: CreatorDashboardResponse['courses'] }) {
  const t = useT(creatorMessages);
  const words = useCourseWords();
  const format = useFormat();
  return (
    <div className="courses-table-scroll">
      <table className="courses-table">
        <caption className="sr-only">{t('courses')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('course')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('role')}</th>
            <th scope="col">{t('learners')}</th>
            <th scope="col">{t('updated')}</th>
            <th scope="col">{t('lastLearning')}</th>
            <th scope="col">{t('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => {
            const params = { courseId: course.courseId };
            return (
              <tr key={course.courseId}>
                <th scope="row">{course.title}</th>
                <td>{words.t(`status_${course.status}`)}</td>
                <td>{t(`role_${course.role}`)}</td>
                <td>{format.number(course.enrolmentCount)}</td>
                <td>
                  <time dateTime={course.updatedAt}>{format.date(course.updatedAt)}</time>
                </td>
                <td>{course.lastLearningAt ? <time dateTime={course.lastLearningAt}>{format.date(course.lastLearningAt)}</time> : t('noLearning')}</td>
                <td className="courses-table-actions">
                  <Link to="/courses/$courseId/edit" params={params} aria-label={t('edit', { title: course.title })}>
                    {t('editShort')}
                  </Link>
                  <Link to="/courses/$courseId" params={params} aria-label={t('view', { title: course.title })}>
                    {t('viewShort')}
                  </Link>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
