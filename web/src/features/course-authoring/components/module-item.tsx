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
import { ModuleEntries } from './module-entries';
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
        <ModuleEntries
          heading={t('lessons')}
          emptyText={t('noLessons')}
          addLabel={t('addLesson')}
          items={module.lessons}
          entry={(lesson) => ({
            id: lesson.lessonId,
            title: lesson.title,
            hint: t('minutesShort', { count: lesson.estimatedMinutes }),
            editLabel: t('editLesson', { title: lesson.title }),
            removeLabel: t('removeLesson', { title: lesson.title }),
          })}
          openId={open.kind === 'lesson' ? open.id : null}
          onOpen={(id) => setOpen({ kind: 'lesson', id })}
          onRemove={(lesson) => {
            removal.start();
            removeLesson.mutate({ ...base, lessonId: lesson.lessonId }, removal.outcome());
          }}
          editor={(lesson) => <LessonEditor moduleId={module.moduleId} lesson={lesson} onClose={close} onAdded={(id) => setOpen({ kind: 'lesson', id })} />}
        />
        <ModuleEntries
          heading={t('quizzes')}
          emptyText={t('noQuizzes')}
          addLabel={t('addQuiz')}
          items={module.quizzes}
          entry={(quiz) => ({
            id: quiz.quizId,
            title: quiz.title,
            hint: t('itemsShort', { count: quiz.items.length }),
            editLabel: t('editQuiz', { title: quiz.title }),
            removeLabel: t('removeQuiz', { title: quiz.title }),
          })}
          openId={open.kind === 'quiz' ? open.id : null}
          onOpen={(id) => setOpen({ kind: 'quiz', id })}
          onRemove={(quiz) => {
            removal.start();
            removeQuiz.mutate({ ...base, quizId: quiz.quizId }, removal.outcome());
          }}
          editor={(quiz) => <QuizEditor moduleId={module.moduleId} quiz={quiz} onClose={close} onAdded={(id) => setOpen({ kind: 'quiz', id })} />}
        />
        <WriteFeedback status={removal.status} formError={removal.errors.formError} />
      </section>
    </li>
  );
}
