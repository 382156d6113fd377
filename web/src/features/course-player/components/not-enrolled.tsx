import { Link } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n';
import { useCourse, useFormatPrice } from '../../courses';
import { playerMessages } from '../messages/player.messages';

/**
 * The player of a course the learner has not joined: what to do about it (enrol, or buy it at its price) and the way
 * to the course page that does it. Asking again would be refused again, so there is nothing to retry.
 */
export function NotEnrolled({ courseId }: { readonly courseId: string }) {
  const t = useT(playerMessages);
  const course = useCourse(courseId);
  const formatPrice = useFormatPrice('');
  const details = course.data?.course;
  const whatToDo =
    details === undefined ? t('notEnrolledHow') : details.priceCents === 0 ? t('notEnrolledFree') : t('notEnrolledPaid', { price: formatPrice(details.priceCents, details.currency) });
  return (
    <div className="player-blocked" role="region" aria-labelledby="player-not-enrolled-heading">
      <h1 id="player-not-enrolled-heading">{details?.title ?? t('notEnrolledTitle')}</h1>
      <p>{whatToDo}</p>
      <p>
        <Link className="button" to="/courses/$courseId" params={{ courseId }}>
          {t('toCoursePage')}
        </Link>
      </p>
    </div>
  );
}
