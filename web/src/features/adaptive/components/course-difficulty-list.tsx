import type { LearnerProfile } from '@pathwise/contracts';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useAdaptiveFeedback } from '../api/get-adaptive-feedback';
import { useDescribeAdaptiveError } from '../lib/use-describe-adaptive-error';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { dashboardMessages } from '../messages/dashboard.messages';

interface CourseDifficultyListProps {
  readonly userId: string;
  readonly difficulty: LearnerProfile['difficulty'];
  readonly courseTitle: (courseId: string) => string;
}

/** The level each course is served at, and feedback on the learner's last attempt there on request. */
export function CourseDifficultyList({ userId, difficulty, courseTitle }: CourseDifficultyListProps) {
  const t = useT(dashboardMessages);
  const headingId = useId();
  return (
    <section className="adaptive-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('difficultyHeading')}</h2>
      <p className="adaptive-muted">{t('difficultyIntro')}</p>
      {difficulty.length === 0 ? (
        <p>{t('noCourses')}</p>
      ) : (
        <ul className="adaptive-courses">
          {difficulty.map(({ courseId, level }) => (
            <CourseDifficulty key={courseId} userId={userId} courseId={courseId} title={courseTitle(courseId)} level={level} />
          ))}
        </ul>
      )}
    </section>
  );
}

interface CourseDifficultyProps {
  readonly userId: string;
  readonly courseId: string;
  readonly title: string;
  readonly level: LearnerProfile['difficulty'][number]['level'];
}

function CourseDifficulty({ userId, courseId, title, level }: CourseDifficultyProps) {
  const t = useT(dashboardMessages);
  const words = useT(adaptiveMessages);
  const describe = useDescribeAdaptiveError();
  const feedback = useAdaptiveFeedback(userId);
  return (
    <li className="adaptive-course" data-difficulty={level}>
      <div className="adaptive-course-summary">
        <span className="adaptive-course-title">{title}</span>
        <span className="adaptive-level">{words(`difficulty_${level}`)}</span>
        <button
          type="button"
          className="button button-secondary"
          aria-disabled={feedback.isPending}
          onClick={() => {
            if (!feedback.isPending) feedback.mutate({ courseId });
          }}
        >
          {t('feedbackButton', { course: title })}
        </button>
      </div>
      <div aria-live="polite">
        {feedback.isPending && <p className="adaptive-muted">{t('feedbackLoading')}</p>}
        {feedback.isError && (
          <div className="query-error" role="alert">
            <p className="query-error-title">{words('failedFeedback')}</p>
            <p className="query-error-detail">{describe(feedback.error)}</p>
          </div>
        )}
        {feedback.data && (
          <div className="adaptive-feedback">
            <p>{feedback.data.feedback}</p>
            {feedback.data.wentWrong.length > 0 && (
              <>
                <h3>{t('wentWrong')}</h3>
                <ul>
                  {feedback.data.wentWrong.map((wrong) => (
                    <li key={wrong.itemId}>{wrong.explanation}</li>
                  ))}
                </ul>
              </>
            )}
            {feedback.data.nextStep && <p>{t('nextStep', { title: feedback.data.nextStep.title })}</p>}
          </div>
        )}
      </div>
    </li>
  );
}
