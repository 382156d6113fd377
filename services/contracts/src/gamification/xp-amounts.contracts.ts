/**
 * XP amounts the web app shows before the server awards them. Kept free of zod, so a page may import one without
 * loading the contracts' schemas.
 */

/** Finishing a course (every lesson completed, every quiz passed): once per course, a level-up bonus's worth. */
export const COURSE_COMPLETED_XP = 100;
