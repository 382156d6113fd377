/** The three kinds of board: all-time across the platform, all-time within one course, and one ISO week's XP. */
export const boardKinds = ['global', 'course', 'weekly'] as const;
export type BoardKind = (typeof boardKinds)[number];

/** A board's key in storage: `global`, `course:<courseId>` or `week:<YYYY>-W<ww>`. */
export type BoardKey = string;

export const GLOBAL_BOARD: BoardKey = 'global';
export const courseBoard = (courseId: string): BoardKey => `course:${courseId}`;
export const weeklyBoard = (isoWeek: string): BoardKey => `week:${isoWeek}`;

const DAY_MS = 86_400_000;

/**
 * The ISO 8601 week (`2026-W48`) a calendar day (`YYYY-MM-DD`) falls in: weeks start on Monday, and week 1 is the
 * one holding the year's first Thursday, so 2027-01-01 (a Friday) is in 2026-W53.
 */
export function isoWeekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not a calendar day: ${day}`);
  const weekday = (date.getUTCDay() + 6) % 7; // Monday 0 .. Sunday 6
  const thursday = new Date(date.getTime() + (3 - weekday) * DAY_MS);
  const year = thursday.getUTCFullYear();
  const week = 1 + Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS));
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The boards one award of XP counts on: always the global and that week's board, and its course's when it has one. */
export function boardsOf(award: { courseId: string | null; localDay: string }): BoardKey[] {
  const boards = [GLOBAL_BOARD, weeklyBoard(isoWeekOf(award.localDay))];
  if (award.courseId !== null) boards.push(courseBoard(award.courseId));
  return boards;
}
