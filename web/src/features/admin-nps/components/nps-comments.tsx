import type { AdminNpsResponse } from '@pathwise/contracts';
import { useFormat, useT } from '../../../shared/i18n';
import { CursorPager, type useCursorPages } from '../../../shared/ui/cursor-pager';
import { ScrollingTable } from '../../../shared/ui/scrolling-table';
import { adminNpsMessages } from '../messages';

interface NpsCommentsProps {
  readonly comments: AdminNpsResponse['comments'];
  readonly pages: ReturnType<typeof useCursorPages>;
}

/** What people wrote beside their score, newest first, a page at a time. */
export function NpsComments({ comments, pages }: NpsCommentsProps) {
  const t = useT(adminNpsMessages);
  const { date, number } = useFormat();
  return (
    <section className="card nps-section" aria-labelledby="nps-comments-heading">
      <h2 id="nps-comments-heading">{t('commentsHeading')}</h2>
      {comments.items.length === 0 ? (
        <p className="nps-muted">{t('noComments')}</p>
      ) : (
        <ScrollingTable label={t('commentsTable')} className="nps-table nps-comments-table">
          <thead>
            <tr>
              <th scope="col">{t('columnAnswered')}</th>
              <th scope="col" className="numeric">
                {t('columnScore')}
              </th>
              <th scope="col">{t('columnRole')}</th>
              <th scope="col">{t('columnPlan')}</th>
              <th scope="col">{t('columnComment')}</th>
            </tr>
          </thead>
          <tbody>
            {comments.items.map((item) => (
              <tr key={item.responseId}>
                <td>{date(item.answeredAt, { dateStyle: 'medium' })}</td>
                <td className="numeric">{number(item.score)}</td>
                <td>{t(`role_${item.role}`)}</td>
                <td>{t(`plan_${item.plan}`)}</td>
                <td className="nps-comment">{item.comment}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
      <CursorPager
        pages={pages}
        nextCursor={comments.nextCursor}
        label={t('commentPages')}
        summary={t('page', { page: pages.page })}
        previousLabel={t('previous')}
        nextLabel={t('next')}
      />
    </section>
  );
}
