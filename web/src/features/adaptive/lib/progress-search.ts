/** /progress?at=: the past moment the learner travels to; absent means now. */
export interface ProgressSearch {
  at?: string;
}

/** A hand-edited address must not break the page: a value that is not a date is dropped, a date is made ISO. */
export function parseProgressSearch(search: Record<string, unknown>): ProgressSearch {
  const { at } = search;
  if (typeof at !== 'string' || at === '') return {};
  const time = Date.parse(at);
  return Number.isNaN(time) ? {} : { at: new Date(time).toISOString() };
}
