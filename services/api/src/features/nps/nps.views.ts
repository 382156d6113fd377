import { encodeNpsCommentCursor, type AdminNpsResponse } from '@pathwise/contracts';
import type { NpsComment, NpsCommentCursor, NpsWeek } from '@pathwise/projections';
import { netPromoterScore } from './nps-survey.rules.js';

const sum = (counts: readonly number[]) => counts.reduce((total, count) => total + count, 0);

/** The admins' figures from the read model's counts: the score, its parts, the weekly trend and a page of comments. */
export function adminNpsView(
  figures: { distribution: number[]; weeks: NpsWeek[] },
  page: { comments: NpsComment[]; next: NpsCommentCursor | null },
): AdminNpsResponse {
  const { distribution, weeks } = figures;
  return {
    score: netPromoterScore(distribution),
    responses: sum(distribution),
    promoters: sum(distribution.slice(9)),
    passives: sum(distribution.slice(7, 9)),
    detractors: sum(distribution.slice(0, 7)),
    distribution,
    trend: weeks.map((week) => ({ weekStart: week.weekStart, score: netPromoterScore(week.distribution) ?? 0, responses: sum(week.distribution) })),
    comments: {
      items: page.comments.map((comment) => ({
        responseId: comment.responseId,
        score: comment.score,
        comment: comment.comment,
        role: comment.role as AdminNpsResponse['comments']['items'][number]['role'],
        plan: comment.plan as AdminNpsResponse['comments']['items'][number]['plan'],
        answeredAt: comment.answeredAt.toISOString(),
      })),
      nextCursor: page.next && encodeNpsCommentCursor(page.next),
    },
  };
}
