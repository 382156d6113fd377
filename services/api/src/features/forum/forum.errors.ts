import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';

/** Forum refusals name the part of the request they are about, as validation errors do. */
const at = (pointer: string, detail: string): FieldProblem[] => [{ pointer, detail }];

export const courseNotFound = (courseId: string) => DomainError.notFound(`There is no course ${courseId}.`, at('#/params/courseId', 'No such course'));

export const threadNotFound = (threadId: string) =>
  DomainError.notFound(`There is no thread ${threadId} in this course's forum.`, at('#/params/threadId', 'No such thread'));

export const postNotFound = (postId: string, pointer = '#/params/postId') =>
  DomainError.notFound(`There is no post ${postId} in this thread.`, at(pointer, 'No such post'));

/** The spec's Access Denied, naming what the refusal is about. */
export const forumAccessDenied = (detail: string, pointer: string) => DomainError.accessDenied(detail, at(pointer, detail));

export const threadLocked = () => new DomainError('thread-locked', 'This thread is locked and takes no replies.', at('#/params/threadId', 'The thread is locked'));
