import type { CourseAuthoringResponse, LessonVariantKind, LessonVariantResponse } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { MarkdownView } from '../../../shared/markdown';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { getCreatorDashboardQueryOptions } from '../../courses';
import { useAddVariantLesson } from '../api/add-variant-lesson';
import { useCourseLessons } from '../api/get-course-lessons';
import { useMakeLessonVariant } from '../api/make-lesson-variant';
import { variantsMessages } from '../messages';
import '../ai-studio.css';

const targetLanguages = ['en', 'es', 'fr'] as const;
type TargetLanguage = (typeof targetLanguages)[number];

/**
 * /features/advanced-ai-content (pro_plus): a course and one of its lessons, then an easier or harder variant of it
 * (the built-in drafting, from the lesson alone) or its translation (a configured model), shown to be added to the
 * course as a new lesson beside the one it was made from.
 */
export function AdvancedAiContentPage() {
  const t = useT(variantsMessages);
  useDocumentTitle(t('title'));
  const courses = useQuery(getCreatorDashboardQueryOptions());
  const [courseId, setCourseId] = useState<string | null>(null);
  const [lessonId, setLessonId] = useState<string | null>(null);
  const lessons = useCourseLessons(courseId);
  const options = lessons.data?.modules.flatMap((module) => module.lessons.map((lesson) => ({ ...lesson, moduleId: module.moduleId }))) ?? [];

  return (
    <div className="ai-variants">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {courses.isPending && <p role="status">{t('loadingCourses')}</p>}
      {courses.isError && <QueryError title={t('couldNotLoadCourses')} error={courses.error} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />}
      {courses.data?.courses.length === 0 && (
        <p>
          {t('noCourses')}{' '}
          <Link to="/courses/create" className="button">
            {t('createCourse')}
          </Link>
        </p>
      )}
      {courses.data && courses.data.courses.length > 0 && (
        <div className="ai-variants-choice">
          <Field label={t('course')}>
            {(control) => (
              <select
                {...control}
                className="input select"
                value={courseId ?? ''}
                onChange={(event) => {
                  setCourseId(event.target.value === '' ? null : event.target.value);
                  setLessonId(null);
                }}
              >
                <option value="">{t('chooseCourse')}</option>
                {courses.data.courses.map((course) => (
                  <option key={course.courseId} value={course.courseId}>
                    {course.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {courseId !== null && lessons.isPending && <p role="status">{t('loadingLessons')}</p>}
          {lessons.isError && <QueryError title={t('couldNotLoadLessons')} error={lessons.error} onRetry={() => void lessons.refetch()} retrying={lessons.isFetching} />}
          {lessons.data && options.length === 0 && <p>{t('noLessons')}</p>}
          {lessons.data && options.length > 0 && (
            <Field label={t('lesson')}>
              {(control) => (
                <select {...control} className="input select" value={lessonId ?? ''} onChange={(event) => setLessonId(event.target.value === '' ? null : event.target.value)}>
                  <option value="">{t('chooseLesson')}</option>
                  {options.map((lesson) => (
                    <option key={lesson.lessonId} value={lesson.lessonId}>
                      {lesson.title}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
        </div>
      )}
      {lessons.data && lessonId !== null && <VariantMaker key={`${lessons.data.courseId}:${lessonId}`} course={lessons.data} lessonId={lessonId} />}
    </div>
  );
}

function VariantMaker({ course, lessonId }: { readonly course: CourseAuthoringResponse; readonly lessonId: string }) {
  const t = useT(variantsMessages);
  const id = useId();
  const make = useMakeLessonVariant();
  const [target, setTarget] = useState<TargetLanguage>(targetLanguages.find((language) => language !== course.details.language) ?? 'es');
  const request = (kind: LessonVariantKind) => {
    if (make.isPending) return;
    make.mutate({ courseId: course.courseId, lessonId, kind, ...(kind === 'translation' ? { targetLanguage: target } : {}) });
  };
  return (
    <>
      <section className="card ai-variants-make" aria-labelledby={`${id}-make`}>
        <h2 id={`${id}-make`}>{t('makeHeading')}</h2>
        <div className="ai-variants-actions">
          <p>
            <button type="button" className="button" aria-disabled={make.isPending} aria-describedby={`${id}-easier`} onClick={() => request('easier')}>
              {t('easier')}
            </button>{' '}
            <span id={`${id}-easier`} className="field-hint">
              {t('easierHint')}
            </span>
          </p>
          <p>
            <button type="button" className="button" aria-disabled={make.isPending} aria-describedby={`${id}-harder`} onClick={() => request('harder')}>
              {t('harder')}
            </button>{' '}
            <span id={`${id}-harder`} className="field-hint">
              {t('harderHint')}
            </span>
          </p>
          <div className="ai-variants-translate">
            <Field label={t('translateTo')} hint={t('translateHint')}>
              {(control) => (
                <select {...control} className="input select" value={target} onChange={(event) => setTarget(event.target.value as TargetLanguage)}>
                  {targetLanguages
                    .filter((language) => language !== course.details.language)
                    .map((language) => (
                      <option key={language} value={language}>
                        {t(`language_${language}`)}
                      </option>
                    ))}
                </select>
              )}
            </Field>
            <button type="button" className="button button-secondary" aria-disabled={make.isPending} onClick={() => request('translation')}>
              {t('translate')}
            </button>
          </div>
        </div>
        <p className="form-status" role="status">
          {make.isPending ? t('making') : ''}
        </p>
        {make.isError && <QueryError title={t('couldNotMake')} error={make.error} />}
      </section>
      {make.data && <VariantPreview key={make.data.generationId} course={course} lessonId={lessonId} variant={make.data} />}
    </>
  );
}

function VariantPreview({ course, lessonId, variant }: { readonly course: CourseAuthoringResponse; readonly lessonId: string; readonly variant: LessonVariantResponse }) {
  const t = useT(variantsMessages);
  const id = useId();
  const add = useAddVariantLesson();
  const module = course.modules.find((each) => each.lessons.some((lesson) => lesson.lessonId === lessonId));
  const original = module?.lessons.find((lesson) => lesson.lessonId === lessonId);
  const addLesson = () => {
    if (add.isPending || add.isSuccess || !module || !original) return;
    add.mutate({
      courseId: course.courseId,
      lesson: {
        expectedVersion: course.version,
        moduleId: module.moduleId,
        lessonId: crypto.randomUUID(),
        title: variant.title.slice(0, 200),
        blocks: variant.blocks,
        estimatedMinutes: variant.estimatedMinutes,
        skillIds: original.skillIds,
      },
    });
  };
  return (
    <article className="card ai-variants-preview" aria-labelledby={`${id}-title`}>
      <p className="field-hint">{t('variantHeading')}</p>
      <h2 id={`${id}-title`}>{variant.title}</h2>
      <p className="field-hint">
        {t('minutes', { minutes: variant.estimatedMinutes })} · {t('credits', { spent: variant.creditsSpent, left: variant.creditsLeft })}
      </p>
      {variant.blocks.map((block, index) =>
        block.kind === 'text' ? (
          <MarkdownView key={index} text={block.text} topHeadingLevel={3} idPrefix={`${id}-${index}-`} />
        ) : block.kind === 'check' ? (
          <p key={index} className="ai-variants-check">
            {t('checkBlock', { prompt: block.item.prompt })}
          </p>
        ) : null,
      )}
      <div className="form-actions">
        {!add.isSuccess && (
          <button type="button" className="button" aria-disabled={add.isPending} onClick={addLesson}>
            {add.isPending ? t('adding') : t('add')}
          </button>
        )}
      </div>
      <p className="form-status" role="status">
        {add.isSuccess ? t('added', { title: variant.title }) : ''}
      </p>
      {add.isSuccess && (
        <p>
          <Link to="/courses/$courseId/edit" params={{ courseId: course.courseId }}>
            {t('openEditor')}
          </Link>
        </p>
      )}
      {add.isError && <QueryError title={t('couldNotAdd')} error={add.error} />}
    </article>
  );
}
