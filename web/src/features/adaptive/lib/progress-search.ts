/**
 * /progress?at=: the past moment the learner travels to, as an ISO instant; undefined means now. A hand-edited
 * address must not break the page: a value that is not a date is taken as now.
 */
export function pastMoment(at: string | undefined): string | undefined {
  const time = at ? Date.parse(at) : Number.NaN;
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
