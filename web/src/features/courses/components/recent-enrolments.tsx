import type { CreatorDashboardResponse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { creatorMessages } from '../messages/creator.messages';

/** Who joined the creator's courses lately, newest first. */
export function RecentEnrolments({ enrolments }: { readonly enrolments: CreatorDashboardResponse['recentEnrolments'] }) {
  const t = useT(creatorMessages);
  const format = useFormat();
  return (
    <section className="course-section" aria-labelledby="recent-enrolments-heading">
      <h2 id="recent-enrolments-heading">{t('recent')}</h2>
      {enrolments.length === 0 ? (
        <p className="courses-status">{t('noRecent')}</p>
      ) : (
        <ul className="recent-enrolments">
          {enrolments.map((enrolment, index) => (
            <li key={`${enrolment.courseId}-${enrolment.at}-${index}`}>
              <span>{t('recentItem', { learner: enrolment.learnerName ?? t('someone'), course: enrolment.courseTitle })}</span>{' '}
              <time dateTime={enrolment.at}>{format.date(enrolment.at, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
