import type { AdaptiveAnalytics, LearnerProfile, MeResponse } from '@pathwise/contracts';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useAuth } from '../../identity';
import { useAdaptiveAnalytics } from '../api/get-adaptive-analytics';
import { useLearnerProfile } from '../api/get-learner-profile';
import { learningMoments, timelinesBySkill, masterySpan } from '../lib/learning-moments';
import { pastMoment } from '../lib/progress-search';
import { useCourseTitles } from '../lib/use-course-titles';
import { useDescribeAdaptiveError } from '../lib/use-describe-adaptive-error';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { progressMessages } from '../messages/progress.messages';
import { MasteryTimeline } from './mastery-timeline';
import { SkillList } from './skill-list';
import { TimeTravelControl } from './time-travel-control';
import '../adaptive.css';
import { useFormatDuration } from '../../../shared/lib/use-format-duration';

/** /progress: "how I progressed": mastery over time per skill, and the profile as it stood at a moment picked (?at=). */
export default function ProgressPage() {
  const t = useT(progressMessages);
  const { user } = useAuth();
  useDocumentTitle(t('docTitle'));
  if (!user) return null;
  return <Progress user={user} />;
}

function Progress({ user }: { readonly user: MeResponse }) {
  const t = useT(progressMessages);
  const words = useT(adaptiveMessages);
  const describe = useDescribeAdaptiveError();
  const at = pastMoment(useSearch({ from: '/signed-in/progress' }).at);
  const analytics = useAdaptiveAnalytics(user.uid);
  return (
    <div className="adaptive-page" data-tone={analytics.data?.profile.stateOfMind.state}>
      <div className="adaptive-header">
        <h1>{t('title')}</h1>
        <Link to="/learner-dashboard">{t('dashboardLink')}</Link>
      </div>
      <p className="adaptive-muted">{t('intro')}</p>
      {analytics.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : analytics.isError ? (
        <QueryError
          title={words('request_analytics')}
          error={describe(analytics.error)}
          onRetry={() => void analytics.refetch()}
          retrying={analytics.isFetching}
        />
      ) : (
        <ProgressView userId={user.uid} analytics={analytics.data} at={at} />
      )}
    </div>
  );
}

interface ProgressViewProps {
  readonly userId: string;
  readonly analytics: AdaptiveAnalytics;
  readonly at: string | undefined;
}

function ProgressView({ userId, analytics, at }: ProgressViewProps) {
  const t = useT(progressMessages);
  const navigate = useNavigate();
  const duration = useFormatDuration();
  const moments = learningMoments(analytics);
  const first = moments[0];
  const last = moments.at(-1);
  if (!first || !last) {
    return (
      <section className="adaptive-card adaptive-empty" aria-labelledby="progress-empty-title">
        <h2 id="progress-empty-title">{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <Link to="/my-courses" className="button">
          {t('emptyLink')}
        </Link>
      </section>
    );
  }
  const names = new Map(analytics.profile.skills.map((skill) => [skill.skillId, skill.skillName]));
  const timelines = timelinesBySkill(analytics);
  const span = masterySpan(timelines, at);
  const travel = (moment: string | undefined) =>
    void navigate({ to: '/progress', search: { at: moment }, replace: true });
  return (
    <>
      <TimeTravelControl key={at ?? 'now'} moments={moments} at={at} onTravel={travel} />
      <p className="adaptive-muted">
        {analytics.totals.attempts === 0
          ? t('totalsNoAnswers', { time: duration(analytics.totals.timeSpentSeconds) })
          : t('totals', { correct: analytics.totals.correct, attempts: analytics.totals.attempts, time: duration(analytics.totals.timeSpentSeconds) })}
      </p>
      {span && <MasteryTimeline timelines={timelines} skillName={(skillId) => names.get(skillId) ?? skillId} span={span} at={at} />}
      {at ? <PastSnapshot userId={userId} at={at} /> : <Snapshot profile={analytics.profile} past={false} />}
    </>
  );
}

function PastSnapshot({ userId, at }: { readonly userId: string; readonly at: string }) {
  const t = useT(progressMessages);
  const words = useT(adaptiveMessages);
  const describe = useDescribeAdaptiveError();
  const profile = useLearnerProfile(userId, at);
  if (profile.isPending) return <p aria-busy="true">{t('snapshotLoading')}</p>;
  if (profile.isError) {
    return (
      <QueryError
        title={words('failedRefreshProfile')}
        error={describe(profile.error)}
        onRetry={() => void profile.refetch()}
        retrying={profile.isFetching}
      />
    );
  }
  return <Snapshot profile={profile.data} past />;
}

function Snapshot({ profile, past }: { readonly profile: LearnerProfile; readonly past: boolean }) {
  const t = useT(progressMessages);
  const words = useT(adaptiveMessages);
  const courseTitle = useCourseTitles();
  const headingId = useId();
  return (
    <section className="adaptive-snapshot" aria-labelledby={headingId} data-tone={profile.stateOfMind.state}>
      <h2 id={headingId}>{t(past ? 'snapshotHeading' : 'snapshotHeadingNow')}</h2>
      <p>{t('stateThen', { state: words(`state_${profile.stateOfMind.state}`) })}</p>
      {profile.difficulty.length > 0 && (
        <ul className="adaptive-plain-list">
          {profile.difficulty.map(({ courseId, level }) => (
            <li key={courseId}>{t('difficultyThen', { course: courseTitle(courseId), level: words(`difficulty_${level}`) })}</li>
          ))}
        </ul>
      )}
      <SkillList skills={profile.skills} />
    </section>
  );
}
