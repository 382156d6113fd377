import type { CoursePlayerResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { isStepFinished, type LearnerProgress, type ResolvedStep } from '../lib/player-steps';
import { playerMessages } from '../messages/player.messages';
import { SkipBadge } from './skip-badge';

interface PlayerOutlineProps {
  readonly course: CoursePlayerResponse;
  readonly current: ResolvedStep | undefined;
  readonly progress: LearnerProgress;
}

/** Every lesson and quiz as a link, module by module; the open one is marked as the current page. */
export function PlayerOutline({ course, current, progress }: PlayerOutlineProps) {
  const t = useT(playerMessages);
  const params = { courseId: course.courseId };
  const isCurrent = (kind: 'lesson' | 'quiz', id: string) => current?.kind === kind && current.id === id;
  return (
    <nav className="player-outline" aria-label={t('outline')}>
      <ol>
        {course.modules.map((module) => (
          <li key={module.moduleId}>
            <p className="player-outline-module">{module.title}</p>
            <ul>
              {module.lessons.map((lesson) => {
                const done = isStepFinished({ kind: 'lesson', id: lesson.lessonId }, progress);
                const skippable = course.skippableLessonIds.includes(lesson.lessonId);
                return (
                  <li key={lesson.lessonId}>
                    <Link to="/courses/$courseId/view" params={params} search={{ lesson: lesson.lessonId }} aria-current={isCurrent('lesson', lesson.lessonId) ? 'page' : undefined}>
                      {done && <span aria-hidden="true">✓ </span>}
                      {lesson.title}
                      {done && <span className="sr-only"> ({t('completed')})</span>}
                      {skippable && (
                        <>
                          {' '}
                          <SkipBadge />
                        </>
                      )}
                    </Link>
                  </li>
                );
              })}
              {module.quizzes.map((quiz) => {
                const passed = isStepFinished({ kind: 'quiz', id: quiz.quizId }, progress);
                return (
                  <li key={quiz.quizId}>
                    <Link to="/courses/$courseId/view" params={params} search={{ quiz: quiz.quizId }} aria-current={isCurrent('quiz', quiz.quizId) ? 'page' : undefined}>
                      {passed && <span aria-hidden="true">✓ </span>}
                      {t('quiz')}: {quiz.title}
                      {passed && <span className="sr-only"> ({t('quizPassed')})</span>}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ol>
    </nav>
  );
}
