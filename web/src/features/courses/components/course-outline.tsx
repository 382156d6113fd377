import type { CourseDetailResponse } from '@pathwise/contracts';
import { useT } from '../../../shared/i18n';
import { coursePageMessages } from '../messages/course-page.messages';

/** Modules in order, each with its lessons (and their minutes) and its quizzes (and their size). */
export function CourseOutline({ outline }: { readonly outline: CourseDetailResponse['outline'] }) {
  const t = useT(coursePageMessages);
  return (
    <section className="course-section" aria-labelledby="course-outline-heading">
      <h2 id="course-outline-heading">{t('outline')}</h2>
      {outline.length === 0 ? (
        <p className="courses-status">{t('emptyOutline')}</p>
      ) : (
        <ol className="course-outline">
          {outline.map((module, index) => (
            <li key={module.moduleId}>
              <h3>{t('module', { number: index + 1, title: module.title })}</h3>
              <ul className="course-outline-items">
                {module.lessons.map((lesson) => (
                  <li key={lesson.lessonId}>
                    <span>{lesson.title}</span>
                    <span className="course-outline-meta">{t('lessonMinutes', { count: lesson.estimatedMinutes })}</span>
                  </li>
                ))}
                {module.quizzes.map((quiz) => (
                  <li key={quiz.quizId}>
                    <span>{quiz.title}</span>
                    <span className="course-outline-meta">{t('quizItems', { count: quiz.itemCount })}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
