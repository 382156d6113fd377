/** /progress?at=: the past moment the learner travels to; absent means now. */
export interface ProgressSearch {
  at?: string;
}

/**
 * A hand-edited address must not break the page: a value that is not a date is dropped, a date is made ISO. The key
 * is always returned, as undefined when dropped: the router keeps a raw value the route leaves out.
 */
export function parseProgressSearch(search: Record<string, unknown>): ProgressSearch {
  const { at } = search;
  const time = typeof at === 'string' && at !== '' ? Date.parse(at) : Number.NaN;
  return { at: Number.isNaN(time) ? undefined : new Date(time).toISOString() };
}
