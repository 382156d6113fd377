import { useId, useState } from 'react';
import { QueryError } from '../../../shared/ui/query-error';
import { useT } from '../../../shared/i18n';
import { usePersonalizedContent } from '../api/get-personalized-content';
import { useDescribeAdaptiveError } from '../lib/use-describe-adaptive-error';
import { dashboardMessages } from '../messages/dashboard.messages';
import { SuggestionItem } from './suggestion-item';

interface NextContentCardProps {
  readonly userId: string;
  /** The learner's courses, the most recently active first: the first is asked about unless another is picked. */
  readonly courseIds: readonly string[];
  readonly courseTitle: (courseId: string) => string;
}

/** The next best lesson of a course (POST /api/ai/adaptive/content) and the reviews that are due. */
export function NextContentCard({ userId, courseIds, courseTitle }: NextContentCardProps) {
  const t = useT(dashboardMessages);
  const headingId = useId();
  const selectId = useId();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const courseId = picked && courseIds.includes(picked) ? picked : courseIds[0];
  return (
    <section className="adaptive-card adaptive-next" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('nextHeading')}</h2>
      {courseIds.length > 1 && (
        <div className="field">
          <label htmlFor={selectId}>{t('courseChoice')}</label>
          <select id={selectId} value={courseId} onChange={(event) => setPicked(event.target.value)}>
            {courseIds.map((id) => (
              <option key={id} value={id}>
                {courseTitle(id)}
              </option>
            ))}
          </select>
        </div>
      )}
      {courseId ? <CourseContent userId={userId} courseId={courseId} /> : <p>{t('noNext')}</p>}
    </section>
  );
}

function CourseContent({ userId, courseId }: { readonly userId: string; readonly courseId: string }) {
  const t = useT(dashboardMessages);
  const describe = useDescribeAdaptiveError();
  const content = usePersonalizedContent(userId, courseId, 'lesson');
  if (content.isPending) return <p aria-busy="true">{t('contentLoading')}</p>;
  if (content.isError) {
    return (
      <QueryError
        title={t('nextHeading')}
        error={describe(content.error)}
        onRetry={() => void content.refetch()}
        retrying={content.isFetching}
      />
    );
  }
  const { content: next, dueReviews } = content.data;
  return (
    <>
      {next ? <SuggestionItem suggestion={next} primary /> : <p>{t('noNext')}</p>}
      <h3>{t('dueReviews')}</h3>
      {dueReviews.length === 0 ? (
        <p>{t('noReviews')}</p>
      ) : (
        <ul className="adaptive-plain-list">
          {dueReviews.map((review) => (
            <li key={`${review.courseId}/${review.skillIds.join(',')}/${review.title}`}>
              <SuggestionItem suggestion={review} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
