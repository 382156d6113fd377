import type { Executor } from '@pathwise/event-store';
import { sql } from 'kysely';
import { LIVE_SCHEMA } from '../../runner/projection.js';
import { NPS_RESPONSES, NPS_SURVEY_PEOPLE } from './nps-survey.projection.js';

export interface NpsSurveyPerson {
  readonly registeredAt: Date | null;
  readonly lastCertificateAt: Date | null;
  readonly lastAnsweredAt: Date | null;
  readonly lastDismissedAt: Date | null;
}

/** What decides whether to ask one person now; all null for someone the log knows nothing of yet. */
export async function getNpsSurveyPerson(db: Executor, userId: string): Promise<NpsSurveyPerson> {
  const { rows } = await sql<{ registered_at: Date | null; last_certificate_at: Date | null; last_answered_at: Date | null; last_dismissed_at: Date | null }>`
    SELECT registered_at, last_certificate_at, last_answered_at, last_dismissed_at FROM ${sql.id(LIVE_SCHEMA, NPS_SURVEY_PEOPLE)} WHERE user_id = ${userId}
  `.execute(db);
  const row = rows[0];
  return {
    registeredAt: row?.registered_at ?? null,
    lastCertificateAt: row?.last_certificate_at ?? null,
    lastAnsweredAt: row?.last_answered_at ?? null,
    lastDismissedAt: row?.last_dismissed_at ?? null,
  };
}

/** Which answers the admins look at: by the role and plan their givers had, answered in [from, until). */
export interface NpsResponseFilter {
  readonly role?: string | undefined;
  readonly plan?: string | undefined;
  readonly from?: Date | undefined;
  readonly until?: Date | undefined;
}

const matching = (filter: NpsResponseFilter) => sql`
  (${filter.role ?? null}::text IS NULL OR role = ${filter.role ?? null})
  AND (${filter.plan ?? null}::text IS NULL OR plan = ${filter.plan ?? null})
  AND (${filter.from?.toISOString() ?? null}::timestamptz IS NULL OR answered_at >= ${filter.from?.toISOString() ?? null}::timestamptz)
  AND (${filter.until?.toISOString() ?? null}::timestamptz IS NULL OR answered_at < ${filter.until?.toISOString() ?? null}::timestamptz)
`;

export interface NpsWeek {
  /** The Monday (UTC) the week starts on, as YYYY-MM-DD. */
  readonly weekStart: string;
  /** How many answered each score that week, index 0 to 10. */
  readonly distribution: number[];
}

const emptyDistribution = () => new Array<number>(11).fill(0);

/** How many answered each score, over all matching answers and week by week (oldest week first). */
export async function getNpsFigures(db: Executor, filter: NpsResponseFilter): Promise<{ distribution: number[]; weeks: NpsWeek[] }> {
  const { rows } = await sql<{ week_start: string; score: number; answers: number }>`
    SELECT to_char(date_trunc('week', answered_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week_start, score, count(*)::int AS answers
    FROM ${sql.id(LIVE_SCHEMA, NPS_RESPONSES)} WHERE ${matching(filter)}
    GROUP BY 1, 2 ORDER BY 1, 2
  `.execute(db);
  const distribution = emptyDistribution();
  const weeks = new Map<string, number[]>();
  for (const row of rows) {
    distribution[row.score]! += row.answers;
    const week = weeks.get(row.week_start) ?? emptyDistribution();
    week[row.score]! += row.answers;
    weeks.set(row.week_start, week);
  }
  return { distribution, weeks: [...weeks].map(([weekStart, counts]) => ({ weekStart, distribution: counts })) };
}

export interface NpsComment {
  readonly responseId: string;
  readonly score: number;
  readonly comment: string;
  readonly role: string;
  readonly plan: string;
  readonly answeredAt: Date;
}

/** Where a page of comments starts: after the answer given at `answeredAt` with id `responseId`, newest first. */
export interface NpsCommentCursor {
  readonly answeredAt: string;
  readonly responseId: string;
}

/** A page of the matching answers that came with a comment, newest first, and where the next page starts. */
export async function listNpsComments(
  db: Executor,
  filter: NpsResponseFilter,
  page: { cursor?: NpsCommentCursor | undefined; limit: number },
): Promise<{ comments: NpsComment[]; next: NpsCommentCursor | null }> {
  const after = page.cursor ? sql`AND (answered_at, response_id) < (${page.cursor.answeredAt}::timestamptz, ${page.cursor.responseId})` : sql``;
  const { rows } = await sql<{ response_id: string; score: number; comment: string; role: string; plan: string; answered_at: Date }>`
    SELECT response_id, score, comment, role, plan, answered_at FROM ${sql.id(LIVE_SCHEMA, NPS_RESPONSES)}
    WHERE comment IS NOT NULL AND ${matching(filter)} ${after}
    ORDER BY answered_at DESC, response_id DESC LIMIT ${page.limit + 1}
  `.execute(db);
  const comments = rows.slice(0, page.limit).map<NpsComment>((row) => ({
    responseId: row.response_id,
    score: row.score,
    comment: row.comment,
    role: row.role,
    plan: row.plan,
    answeredAt: row.answered_at,
  }));
  const last = comments.at(-1);
  return { comments, next: rows.length > page.limit && last ? { answeredAt: last.answeredAt.toISOString(), responseId: last.responseId } : null };
}
