import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { getCreatorDashboardQueryOptions } from '../../courses';
import { useCourseNarration } from '../api/get-course-narration';
import { useStartCourseNarration } from '../api/start-course-narration';
import { voiceStudioMessages } from '../messages';
import { LessonNarrationRow } from './lesson-narration-row';
import { NarrationSettingsForm } from './narration-settings-form';
import '../narration.css';

/** /features/ai-voice-studio: pick one of your courses, choose its voice, narrate its lessons and hear them. */
export function VoiceStudioPage() {
  const t = useT(voiceStudioMessages);
  useDocumentTitle(t('title'));
  const courses = useQuery(getCreatorDashboardQueryOptions());
  const [chosen, setChosen] = useState<string | null>(null);
  const courseId = chosen ?? courses.data?.courses[0]?.courseId ?? null;
  return (
    <div className="voice-studio">
      <div className="page-header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </div>
      {courses.isPending && (
        <p className="narration-status" role="status">
          {t('loadingCourses')}
        </p>
      )}
      {courses.isError && <QueryError title={t('couldNotLoadCourses')} error={courses.error} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />}
      {courses.data?.courses.length === 0 && (
        <section className="card" aria-labelledby="voice-studio-empty-heading">
          <h2 id="voice-studio-empty-heading">{t('noCoursesTitle')}</h2>
          <p>{t('noCoursesBody')}</p>
          <Link className="button" to="/courses/create">
            {t('createCourse')}
          </Link>
        </section>
      )}
      {courses.data && courses.data.courses.length > 0 && courseId && (
        <>
          <Field label={t('course')}>
            {(control) => (
              <select {...control} className="input select" value={courseId} onChange={(event) => setChosen(event.target.value)}>
                {courses.data.courses.map((course) => (
                  <option key={course.courseId} value={course.courseId}>
                    {course.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <CourseNarration key={courseId} courseId={courseId} />
        </>
      )}
    </div>
  );
}

function CourseNarration({ courseId }: { readonly courseId: string }) {
  const t = useT(voiceStudioMessages);
  const describeError = useDescribeError();
  const narration = useCourseNarration(courseId);
  const start = useStartCourseNarration();
  if (narration.isPending) {
    return (
      <p className="narration-status" role="status">
        {t('loadingNarration')}
      </p>
    );
  }
  if (narration.isError) {
    return <QueryError title={t('couldNotLoadNarration')} error={narration.error} onRetry={() => void narration.refetch()} retrying={narration.isFetching} />;
  }
  const { engine, lessons, job } = narration.data;
  const running = job?.state === 'running';
  return (
    <>
      <p className="field-hint">{t(`engine_${engine ?? 'none'}`)}</p>
      <NarrationSettingsForm key={JSON.stringify(narration.data.settings)} narration={narration.data} />
      <section aria-labelledby="voice-studio-lessons-heading" className="voice-studio">
        <div className="voice-studio-lesson-head">
          <h2 id="voice-studio-lessons-heading">{t('lessons')}</h2>
          {engine && lessons.length > 0 && (
            <button type="button" className="button" aria-disabled={running || start.isPending} onClick={() => !running && !start.isPending && start.mutate(courseId)}>
              {start.isPending ? t('starting') : t('narrateCourse')}
            </button>
          )}
        </div>
        {job && (
          <div role="status" className="narration-status">
            {job.state === 'running' && (
              <>
                <p>{t('jobRunning', { done: job.lessonsDone, total: job.lessonsTotal })}</p>
                <progress aria-label={t('lessonProgress')} max={job.lessonsTotal} value={job.lessonsDone} />
              </>
            )}
            {job.state === 'done' && <p>{t('jobDone', { count: job.paragraphsNarrated })}</p>}
            {job.state === 'failed' && <p>{t('jobFailed', { reason: job.failure ?? '' })}</p>}
          </div>
        )}
        {start.isError && (
          <p className="form-alert" role="alert">
            {t('couldNotStart', { reason: describeError(start.error) })}
          </p>
        )}
        {lessons.length === 0 ? (
          <p>{t('noLessons')}</p>
        ) : (
          <ul className="voice-studio-lessons">
            {lessons.map((lesson) => (
              <LessonNarrationRow key={lesson.lessonId} courseId={courseId} lesson={lesson} mayNarrate={engine !== null} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
