import { AskCourseAssistantRequest, type CourseAssistantAnswer } from '@pathwise/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { getMyCoursesQueryOptions } from '../../courses';
import { AiCreditsBalance } from '../../identity/pages';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { useFormErrors } from '../../../shared/lib/use-form-errors';
import { Field } from '../../../shared/ui/field';
import { QueryError } from '../../../shared/ui/query-error';
import { useAskCourseAssistant } from '../api/ask-course-assistant';
import { aiAssistantMessages } from '../messages';
import { AssistantAnswer } from './assistant-answer';
import '../ai-assistant.css';

const FIELDS = ['question'] as const;
const QuestionCheck = AskCourseAssistantRequest.pick({ question: true });

interface Exchange {
  readonly id: number;
  readonly courseTitle: string;
  readonly answer: CourseAssistantAnswer;
}

/** /ai-assistant: pick one of my courses, ask, and read an answer built from its lessons, each part linked to its lesson. */
export function AiAssistantPage() {
  const t = useT(aiAssistantMessages);
  useDocumentTitle(t('title'));
  const courses = useQuery(getMyCoursesQueryOptions());
  return (
    <div className="ai-assistant">
      <div className="page-header ai-assistant-header">
        <div>
          <h1>{t('title')}</h1>
          <p>{t('intro')}</p>
        </div>
        <Suspense fallback={null}>
          <AiCreditsBalance />
        </Suspense>
      </div>
      {courses.isPending && (
        <p className="ai-assistant-status" role="status">
          {t('loadingCourses')}
        </p>
      )}
      {courses.isError && (
        <QueryError title={t('coursesCouldNotLoad')} error={courses.error} onRetry={() => void courses.refetch()} retrying={courses.isFetching} />
      )}
      {courses.data?.courses.length === 0 && (
        <section className="card ai-assistant-empty" aria-labelledby="ai-assistant-empty-heading">
          <h2 id="ai-assistant-empty-heading">{t('noCoursesTitle')}</h2>
          <p>{t('noCoursesBody')}</p>
          <Link className="button" to="/courses">
            {t('browseCourses')}
          </Link>
        </section>
      )}
      {courses.data && courses.data.courses.length > 0 && (
        <AskForm courses={courses.data.courses.map((course) => ({ courseId: course.courseId, title: course.title }))} />
      )}
    </div>
  );
}

function AskForm({ courses }: { readonly courses: readonly { readonly courseId: string; readonly title: string }[] }) {
  const t = useT(aiAssistantMessages);
  const headingId = useId();
  const [courseId, setCourseId] = useState(courses[0]!.courseId);
  const [question, setQuestion] = useState('');
  const [exchanges, setExchanges] = useState<readonly Exchange[]>([]);
  const ask = useAskCourseAssistant();
  const errors = useFormErrors(FIELDS, (_field, issue) =>
    issue.code === 'too_big' ? t('questionTooLong', { max: Number(issue.maximum) }) : t('questionMissing'),
  );
  const courseTitle = courses.find((course) => course.courseId === courseId)?.title ?? '';

  const send = () => {
    if (ask.isPending) return;
    const checked = QuestionCheck.safeParse({ question });
    if (!checked.success) {
      errors.showIssues(checked.error);
      return;
    }
    errors.clear();
    ask.mutate(
      { courseId, question: checked.data.question },
      {
        onSuccess: (answer) => {
          setExchanges((before) => [...before, { id: before.length + 1, courseTitle, answer }]);
          setQuestion('');
        },
        onError: (error) => errors.showRequestError(error),
      },
    );
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    send();
  };
  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      send();
    }
  };

  return (
    <>
      {exchanges.length > 0 && (
        <section className="ai-assistant-conversation" aria-label={t('conversation')}>
          <ol className="ai-assistant-exchanges">
            {exchanges.map((exchange) => (
              <li key={exchange.id} className="card ai-assistant-exchange">
                <p className="ai-assistant-question">
                  <span className="ai-assistant-asked">{t('you', { course: exchange.courseTitle })}</span>
                  <q>{exchange.answer.question}</q>
                </p>
                <AssistantAnswer answer={exchange.answer} />
              </li>
            ))}
          </ol>
        </section>
      )}
      <form className="form card ai-assistant-form" noValidate onSubmit={submit} aria-labelledby={headingId} aria-busy={ask.isPending}>
        <h2 id={headingId} className="sr-only">
          {t('ask')}
        </h2>
        {errors.formError && (
          <div className="form-alert" role="alert">
            <p>{t('couldNotAnswer')}</p>
            <p>{errors.formError}</p>
          </div>
        )}
        <Field label={t('course')}>
          {(control) => (
            <select {...control} className="input select" name="course" value={courseId} onChange={(event) => setCourseId(event.target.value)}>
              {courses.map((course) => (
                <option key={course.courseId} value={course.courseId}>
                  {course.title}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('question')} hint={t('questionHint')} error={errors.fieldErrors.question}>
          {(control) => (
            <textarea
              {...control}
              ref={errors.register('question')}
              className="input"
              name="question"
              rows={3}
              maxLength={500}
              value={question}
              onKeyDown={sendOnShortcut}
              onChange={(event) => {
                setQuestion(event.target.value);
                errors.clear('question');
              }}
            />
          )}
        </Field>
        <div className="form-actions">
          <button type="submit" className="button" aria-disabled={ask.isPending}>
            {t('ask')}
          </button>
          <p className="form-status" role="status">
            {ask.isPending ? t('asking') : ''}
          </p>
        </div>
      </form>
    </>
  );
}
