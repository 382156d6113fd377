import type { LearnerProfile, MeResponse } from '@pathwise/contracts';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useT } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { QueryError } from '../../../shared/ui/query-error';
import { useAuth } from '../../identity';
import { useLearnerProfile } from '../api/get-learner-profile';
import { adaptiveStore, useRecentActivity } from '../lib/adaptive-store';
import { useCourseTitles } from '../lib/use-course-titles';
import { useDescribeAdaptiveError } from '../lib/use-describe-adaptive-error';
import { coursesByRecency, weakestSkills } from '../lib/weakest-skills';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { dashboardMessages } from '../messages/dashboard.messages';
import { CourseDifficultyList } from './course-difficulty-list';
import { LearningStyleCard } from './learning-style-card';
import { NextContentCard } from './next-content-card';
import { RecentActivityCard } from './recent-activity-card';
import { SkillList } from './skill-list';
import { StateOfMindPanel } from './state-of-mind-panel';
import '../adaptive.css';
import { primaryAction } from '../../../shared/notice-placement';

/**
 * /learner-dashboard: levels and their reasons, the next step, the difficulty served, the learner's state of mind
 * and the formats their recent study went to.
 */
export default function LearnerDashboardPage() {
  const t = useT(dashboardMessages);
  const { user } = useAuth();
  useDocumentTitle(t('docTitle'));
  // Rendered inside the sign-in gate; the check only narrows the type.
  if (!user) return null;
  return <LearnerDashboard user={user} />;
}

function LearnerDashboard({ user }: { readonly user: MeResponse }) {
  const t = useT(dashboardMessages);
  const words = useT(adaptiveMessages);
  const describe = useDescribeAdaptiveError();
  const profile = useLearnerProfile(user.uid);

  useEffect(() => {
    if (profile.data) adaptiveStore.seed(profile.data);
  }, [profile.data]);

  return (
    <div className="adaptive-page" data-tone={profile.data?.stateOfMind.state}>
      <div className="adaptive-header">
        <h1>{t('title')}</h1>
        <Link to="/progress">{t('progressLink')}</Link>
      </div>
      {profile.isPending ? (
        <p aria-busy="true">{t('loading')}</p>
      ) : profile.isError ? (
        <QueryError
          title={words('failedRefreshProfile')}
          error={describe(profile.error)}
          onRetry={() => void profile.refetch()}
          retrying={profile.isFetching}
        />
      ) : (
        <ProfileView user={user} profile={profile.data} />
      )}
    </div>
  );
}

const hasActivity = (profile: LearnerProfile) =>
  profile.recentEvents.length > 0 || profile.skills.some((skill) => skill.attempts > 0);

function ProfileView({ user, profile }: { readonly user: MeResponse; readonly profile: LearnerProfile }) {
  const t = useT(dashboardMessages);
  const activity = useRecentActivity(user.uid);
  const courseTitle = useCourseTitles();
  const name = user.profile.display_name ?? user.email ?? undefined;

  if (!hasActivity(profile) && activity.events.length === 0) {
    return (
      <section className="adaptive-card adaptive-empty" aria-labelledby="adaptive-empty-title">
        <h2 id="adaptive-empty-title">{t('emptyTitle')}</h2>
        <p>{t('emptyText')}</p>
        <Link to="/my-courses" className="button" {...primaryAction}>
          {t('emptyLink')}
        </Link>
      </section>
    );
  }
  return (
    <>
      <StateOfMindPanel reading={profile.stateOfMind} name={name} reviewFirst={weakestSkills(profile.skills)} />
      {activity.latestResponse && (
        <p className="adaptive-card" role="status">
          {t('latestResponse', { message: activity.latestResponse.message })}
        </p>
      )}
      <div className="adaptive-grid">
        <NextContentCard userId={user.uid} courseIds={coursesByRecency(profile)} courseTitle={courseTitle} />
        <CourseDifficultyList userId={user.uid} difficulty={profile.difficulty} courseTitle={courseTitle} />
        <LearningStyleCard reading={profile.learningStyleReading} />
      </div>
      <SkillList skills={profile.skills} />
      <RecentActivityCard activity={activity} courseTitle={courseTitle} />
    </>
  );
}
