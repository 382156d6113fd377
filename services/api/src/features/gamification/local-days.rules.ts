/**
 * Streaks count the learner's own calendar days. A learning event's occurredAt carries the device's offset
 * (2026-11-23T23:30:00-05:00), so its local day is the date as written there; events timed by the server (a graded
 * quiz) are placed with the last offset the learner's device reported.
 */
export function localDayOf(occurredAt: string): string {
  return occurredAt.slice(0, 10);
}

/** The offset from UTC in minutes of an ISO date-time: -300 for -05:00, 0 for Z. */
export function utcOffsetMinutesOf(occurredAt: string): number {
  const match = /([+-])(\d{2}):?(\d{2})$/.exec(occurredAt);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** The local day, at the given offset, of an instant. */
export function localDayAt(instant: Date, utcOffsetMinutes: number): string {
  return new Date(instant.getTime() + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

export function dayAfter(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** The streak after learning on `day`: one more if the last learning day was the day before, else a new one. */
export function nextStreak(lastLearningDay: string | null, streakDays: number, day: string): number {
  if (lastLearningDay === day) return streakDays;
  return lastLearningDay !== null && dayAfter(lastLearningDay) === day ? streakDays + 1 : 1;
}
