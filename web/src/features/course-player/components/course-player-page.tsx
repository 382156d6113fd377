import { Link, useNavigate } from '@tanstack/react-router';
import { Suspense, useEffect, useRef, useState } from 'react';
import { lazyWhenOnline } from '../../../shared/lib/load-when-online';
import { ApiError } from '../../../shared/api/api-error';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { CertificateMoment } from '../../certificates';
import { useCoursePlayer } from '../api/get-course-player';
import {
  indexOfStep,
  isCourseFinished,
  mergedProgress,
  resumeStepIndex,
  searchOfStep,
  stepsOf,
  type LearnerProgress,
  type PlayerStep,
} from '../lib/player-steps';
import { useStudyMode } from '../lib/use-study-mode';
import { playerMessages } from '../messages/player.messages';
import { LessonView } from './lesson-view';
import { NotEnrolled } from './not-enrolled';
import { PlayerOutline } from './player-outline';
import { PlayerSkeleton } from './player-skeleton';
import { QuizView } from './quiz-view';
import { StepPager } from './step-pager';
import { StudyModeToggle } from './study-mode-toggle';
import '../player.css';

interface CoursePlayerPageProps {
  readonly courseId: string;
  /** The lesson or quiz in the address, if any. */
  readonly step: PlayerStep | null;
}

// Seen once per course: it and the reads it makes (mastery, the catalogue) load when it shows, not with every step.
const CompletionView = lazyWhenOnline(() => import('./completion-view').then((module) => ({ default: module.CompletionView })));

const nothingFinished: LearnerProgress = { completedLessonIds: [], passedQuizIds: [] };

/** /courses/$courseId/view: the learning player. */
export function CoursePlayerPage({ courseId, step }: CoursePlayerPageProps) {
  const t = useT(playerMessages);
  const player = useCoursePlayer(courseId);
  const studyMode = useStudyMode();
  const navigate = useNavigate();
  // What the learner finished on this page: the server's read of it may lag behind the answer that recorded it.
  const [finishedHere, setFinishedHere] = useState<LearnerProgress>(nothingFinished);
  const steps = player.data ? stepsOf(player.data) : [];
  const progress = player.data ? mergedProgress(player.data, finishedHere) : nothingFinished;
  const courseFinished = isCourseFinished(steps, progress);
  const addressed = indexOfStep(steps, step);
  // Without a step in the address, the player resumes at the first unfinished step, or shows a finished course's completion.
  const index = addressed >= 0 ? addressed : courseFinished ? -1 : (resumeStepIndex(steps, progress) ?? 0);
  const current = index >= 0 ? steps[index] : undefined;
  const showCompletion = player.data !== undefined && addressed < 0 && courseFinished;
  useDocumentTitle(current?.title ?? player.data?.title ?? t('loading'));

  // The resumed step goes into the address, so that finishing it leaves the learner there (Next leads on) rather
  // than moving them to whatever is unfinished next; a reload lands on the same step.
  const resumedKey = addressed < 0 && current ? `${current.kind}:${current.id}` : null;
  useEffect(() => {
    if (resumedKey === null || !current) return;
    void navigate({ to: '/courses/$courseId/view', params: { courseId }, search: searchOfStep(current), replace: true });
    // The key names the step: a new object for the same step is no reason to navigate again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resumedKey, courseId, navigate]);

  // A new step moves focus to its heading, as a page change would, so keyboard and screen-reader users land on it.
  const currentKey = current ? `${current.kind}:${current.id}` : null;
  const shownKey = useRef<string | null>(null);
  useEffect(() => {
    if (currentKey === null) return;
    const isFirst = shownKey.current === null;
    shownKey.current = currentKey;
    // The first step is where the page opened: focus stays where the browser put it.
    if (!isFirst) document.getElementById('player-step-heading')?.focus();
  }, [currentKey]);

  if (player.isPending) {
    return <PlayerSkeleton label={t('loading')} />;
  }
  if (player.isError) {
    if (player.error instanceof ApiError && (player.error.status === 403 || player.error.status === 402)) return <NotEnrolled courseId={courseId} />;
    return (
      <div className="player-blocked">
        <QueryError title={t('couldNotLoad')} error={player.error} onRetry={() => void player.refetch()} retrying={player.isFetching} />
        <Link to="/courses/$courseId" params={{ courseId }}>
          {t('toCoursePage')}
        </Link>
      </div>
    );
  }

  const course = player.data;
  const lessonCount = steps.filter((entry) => entry.kind === 'lesson').length;
  const done = steps.filter((entry) => entry.kind === 'lesson' && progress.completedLessonIds.includes(entry.id)).length;
  const finishLesson = (lessonId: string) =>
    setFinishedHere((finished) => ({ ...finished, completedLessonIds: [...finished.completedLessonIds, lessonId] }));
  const passQuiz = (quizId: string) => setFinishedHere((finished) => ({ ...finished, passedQuizIds: [...finished.passedQuizIds, quizId] }));
  const record = course.viewer.isEnrolled;

  return (
    <div className="course-player" data-study-mode={studyMode.on ? 'on' : 'off'}>
      <header className="player-header">
        <h1>
          <Link to="/courses/$courseId" params={{ courseId }}>
            {course.title}
          </Link>
        </h1>
        <StudyModeToggle on={studyMode.on} onToggle={studyMode.toggle} />
        <div className="player-progress">
          <progress max={Math.max(1, lessonCount)} value={done} aria-label={t('progress')} />
          <p>{t('progressText', { done, total: lessonCount })}</p>
        </div>
        {record && steps.length > 0 && (
          <p className="player-placement">
            <Link to="/courses/$courseId/placement" params={{ courseId }}>
              {t('takePlacement')}
            </Link>{' '}
            <span className="field-hint">{t('placementHint')}</span>
          </p>
        )}
        {!record && course.viewer.isStaff && <p className="player-notice">{t('preview')}</p>}
      </header>
      {steps.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state-title">{t('empty')}</p>
        </div>
      ) : (
        <div className="player-body">
          <PlayerOutline course={course} current={current} progress={progress} />
          <div className="player-step">
            {record && <CertificateMoment courseId={courseId} courseTitle={course.title} courseFinished={player.data ? courseFinished : null} />}
            {showCompletion && (
              <Suspense fallback={<p role="status">{t('loading')}</p>}>
                <CompletionView course={course} />
              </Suspense>
            )}
            {current?.kind === 'lesson' && (
              <LessonView
                key={current.id}
                courseId={courseId}
                lesson={current.lesson}
                completed={progress.completedLessonIds.includes(current.id)}
                record={record}
                skippable={current.skippable}
                onCompleted={() => finishLesson(current.id)}
              />
            )}
            {current?.kind === 'quiz' && (
              <QuizView key={current.id} courseId={courseId} quiz={current.quiz} onGraded={(result) => result.passed && passQuiz(current.id)} />
            )}
            {current && <StepPager courseId={courseId} previous={steps[index - 1]} next={steps[index + 1]} courseFinished={courseFinished} />}
          </div>
        </div>
      )}
    </div>
  );
}
