/**
 * Where the API serves a cover uploaded to it: the course's own images, which the web app's CSP lets it draw. In a
 * module of its own, without zod, so that a page that only asks whether a cover is uploaded loads no schema.
 */
export const UPLOADED_COURSE_COVER_PATH = '/api/files/course-covers/';
