/**
 * The media type of every error answer (RFC 9457). Apart from the problem's schema: the web app checks for it on
 * the first paint, before zod has loaded.
 */
export const PROBLEM_CONTENT_TYPE = 'application/problem+json';
