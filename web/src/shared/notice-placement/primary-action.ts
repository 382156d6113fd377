/**
 * What a page marks as the thing its reader came to do (continue learning, mark a lesson complete, submit an
 * answer): toasts, celebrations and tips make way for it. Spread on the element: `<button {...primaryAction}>`.
 */
export const primaryAction = { 'data-primary-action': '' } as const;

export const PRIMARY_ACTION_SELECTOR = '[data-primary-action]';
