import { useId } from 'react';
import { useFormat, useT } from '../../../shared/i18n';
import type { RecentActivity } from '../lib/recent-activity';
import { adaptiveMessages } from '../messages/adaptive.messages';
import { dashboardMessages } from '../messages/dashboard.messages';

type EventKey = 'event_lesson_start' | 'event_lesson_complete' | 'event_quiz_attempt';
const eventKeys: Readonly<Record<string, EventKey>> = {
  lesson_start: 'event_lesson_start',
  lesson_complete: 'event_lesson_complete',
  quiz_attempt: 'event_quiz_attempt',
};

interface RecentActivityCardProps {
  readonly activity: RecentActivity;
  readonly courseTitle: (courseId: string) => string;
}

/** The client's recent lists (spec section 9): the last 9 difficulty changes and the last 99 learning events. */
export function RecentActivityCard({ activity, courseTitle }: RecentActivityCardProps) {
  const t = useT(dashboardMessages);
  const words = useT(adaptiveMessages);
  const format = useFormat();
  const headingId = useId();
  const when = (at: string) => format.date(at, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="adaptive-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('activityHeading')}</h2>
      <h3>{t('adjustmentsHeading')}</h3>
      {activity.adjustments.length === 0 ? (
        <p>{t('noAdjustments')}</p>
      ) : (
        <ol className="adaptive-adjustments" aria-label={t('adjustmentsHeading')}>
          {activity.adjustments.map((adjustment, index) => (
            <li key={`${adjustment.timestamp}/${index}`}>
              <time dateTime={adjustment.timestamp}>{when(adjustment.timestamp)}</time>{' '}
              {t('adjustment', {
                course: courseTitle(adjustment.courseId),
                old: words(`difficulty_${adjustment.oldLevel}`),
                new: words(`difficulty_${adjustment.newLevel}`),
                reason: adjustment.reason,
              })}
            </li>
          ))}
        </ol>
      )}
      <h3>{t('eventsHeading', { count: activity.events.length })}</h3>
      {activity.events.length === 0 ? (
        <p>{t('noEvents')}</p>
      ) : (
        <ol className="adaptive-events" aria-label={t('eventsHeading', { count: activity.events.length })}>
          {activity.events.map((event) => {
            const key = eventKeys[event.eventType];
            return (
              <li key={event.key}>
                <time dateTime={event.occurredAt}>{when(event.occurredAt)}</time>{' '}
                {t('eventIn', { event: key ? t(key) : event.eventType, course: courseTitle(event.courseId) })}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
