import { HttpError, type FieldError } from '../../http/http-errors.js';

/** Forum refusals name the part of the request they are about, as validation errors do. */
const at = (pointer: string, detail: string): FieldError[] => [{ pointer, detail }];

const notFound = (detail: string, pointer: string, what: string) => new HttpError(404, 'Not Found', detail, at(pointer, what));

export const courseNotFound = (courseId: string) => notFound(`There is no course ${courseId}.`, '#/params/courseId', 'No such course');

export const threadNotFound = (threadId: string) =>
  notFound(`There is no thread ${threadId} in this course's forum.`, '#/params/threadId', 'No such thread');

export const postNotFound = (postId: string, pointer = '#/params/postId') =>
  notFound(`There is no post ${postId} in this thread.`, pointer, 'No such post');

/** The spec's Access Denied, naming what the refusal is about. */
export const forumAccessDenied = (detail: string, pointer: string) =>
  new HttpError(403, 'Access Denied', detail, at(pointer, detail), 'urn:pathwise:problem:access-denied');

export const threadLocked = () =>
  new HttpError(409, 'Thread locked', 'This thread is locked and takes no replies.', at('#/params/threadId', 'The thread is locked'));
