import type { CourseModule } from '@pathwise/contracts';
import { useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useRemoveLesson } from '../api/remove-lesson';
import { useRemoveModule } from '../api/remove-module';
import { useRemoveQuiz } from '../api/remove-quiz';
import { useEditedCourse } from '../lib/editor-context';
import { useWriteForm } from '../lib/use-write-form';
import { contentMessages } from '../messages/content.messages';
import { LessonEditor } from './lesson-editor';
import { ModuleTitleForm } from './module-title-form';
import { QuizEditor } from './quiz-editor';
import { WriteFeedback } from './write-feedback';

/** What is open inside a module: nothing, its title, a lesson or a quiz ('new' for one not saved yet). */
type Open = { kind: 'none' } | { kind: 'title' } | { kind: 'lesson'; id: string } | { kind: 'quiz'; id: string };

const NO_FIELDS = [] as const;

/** One module: its lessons and quizzes, each opened for editing in place, one at a time. */
export function ModuleItem({ module, number }: { readonly module: CourseModule; readonly number: number }) {
  const t = useT(contentMessages);
  const course = useEditedCourse();
  const removeModule = useRemoveModule();
  const removeLesson = useRemoveLesson();
  const removeQuiz = useRemoveQuiz();
  const removal = useWriteForm(NO_FIELDS);
  const [open, setOpen] = useState<Open>({ kind: 'none' });
  const close = () => setOpen({ kind: 'none' });
  const base = { courseId: course.courseId, expectedVersion: course.version };
  const headingId = `module-${module.moduleId}-heading`;

  return (
    <li className="module-item">
      <section aria-labelledby={headingId}>
        <div className="module-header">
          <h3 id={headingId}>
            {number}. {module.title}
          </h3>
          <span className="editor-item-actions">
            <button type="button" className="button button-secondary" aria-label={t('renameModule', { title: module.title })} onClick={() => setOpen({ kind: 'title' })}>
              {t('rename')}
            </button>
            <button type="button" className="button button-secondary" aria-label={t('removeModule', { title: module.title })} onClick={() => {
              removal.start();
              removeModule.mutate({ ...base, moduleId: module.moduleId }, removal.outcome());
            }}>
              ✕
            </button>
          </span>
        </div>
        {open.kind === 'title' && <ModuleTitleForm module={module} onDone={close} />}
        <h4>{t('lessons')}</h4>
        {module.lessons.length === 0 && <p className="field-hint">{t('noLessons')}</p>}
        <ul className="editor-list">
          {module.lessons.map((lesson) => (
            <li key={lesson.lessonId} className="editor-list-item">
              {open.kind === 'lesson' && open.id === lesson.lessonId ? (
                <LessonEditor moduleId={module.moduleId} lesson={lesson} onClose={close} />
              ) : (
                <>
                  <span>
                    {lesson.title} <span className="field-hint">{t('minutesShort', { count: lesson.estimatedMinutes })}</span>
                  </span>
                  <span className="editor-item-actions">
                    <button type="button" className="button button-secondary" aria-label={t('editLesson', { title: lesson.title })} onClick={() => setOpen({ kind: 'lesson', id: lesson.lessonId })}>
                      ✎
                    </button>
                    <button type="button" className="button button-secondary" aria-label={t('removeLesson', { title: lesson.title })} onClick={() => {
                      removal.start();
                      removeLesson.mutate({ ...base, lessonId: lesson.lessonId }, removal.outcome());
                    }}>
                      ✕
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        {open.kind === 'lesson' && open.id === 'new' ? (
          <LessonEditor moduleId={module.moduleId} lesson={null} onClose={close} onAdded={(id) => setOpen({ kind: 'lesson', id })} />
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setOpen({ kind: 'lesson', id: 'new' })}>
            {t('addLesson')}
          </button>
        )}
        <h4>{t('quizzes')}</h4>
        {module.quizzes.length === 0 && <p className="field-hint">{t('noQuizzes')}</p>}
        <ul className="editor-list">
          {module.quizzes.map((quiz) => (
            <li key={quiz.quizId} className="editor-list-item">
              {open.kind === 'quiz' && open.id === quiz.quizId ? (
                <QuizEditor moduleId={module.moduleId} quiz={quiz} onClose={close} />
              ) : (
                <>
                  <span>
                    {quiz.title} <span className="field-hint">{t('itemsShort', { count: quiz.items.length })}</span>
                  </span>
                  <span className="editor-item-actions">
                    <button type="button" className="button button-secondary" aria-label={t('editQuiz', { title: quiz.title })} onClick={() => setOpen({ kind: 'quiz', id: quiz.quizId })}>
                      ✎
                    </button>
                    <button type="button" className="button button-secondary" aria-label={t('removeQuiz', { title: quiz.title })} onClick={() => {
                      removal.start();
                      removeQuiz.mutate({ ...base, quizId: quiz.quizId }, removal.outcome());
                    }}>
                      ✕
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
        {open.kind === 'quiz' && open.id === 'new' ? (
          <QuizEditor moduleId={module.moduleId} quiz={null} onClose={close} onAdded={(id) => setOpen({ kind: 'quiz', id })} />
        ) : (
          <button type="button" className="button button-secondary" onClick={() => setOpen({ kind: 'quiz', id: 'new' })}>
            {t('addQuiz')}
          </button>
        )}
        <WriteFeedback status={removal.status} formError={removal.errors.formError} />
      </section>
    </li>
  );
}
