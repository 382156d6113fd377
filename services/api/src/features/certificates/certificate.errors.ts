import { DomainError, type FieldProblem } from '../../kernel/domain-error.js';

const at = (pointer: string, detail: string): FieldProblem[] => [{ pointer, detail }];

export const certificateNotFound = (certificateId: string) =>
  DomainError.notFound(`There is no certificate ${certificateId}.`, at('#/params/certificateId', 'No such certificate'));

export const certificateCourseNotFound = (courseId: string) =>
  DomainError.notFound(`There is no course ${courseId}.`, at('#/params/courseId', 'No such course'));

export const certificateCriteriaDenied = () =>
  DomainError.accessDenied(
    "Only the course's creator and co-authors can set its certificate criteria.",
    at('#/params/courseId', "Only the course's creator and co-authors can set its certificate criteria."),
  );

export const revocationDenied = () =>
  DomainError.accessDenied(
    "Only an admin or the course's creator can revoke its certificates.",
    at('#/params/certificateId', "Only an admin or the course's creator can revoke its certificates."),
  );

export const courseCertificatesDenied = () =>
  DomainError.accessDenied(
    "Only the course's creator, its co-authors and admins see who holds its certificates.",
    at('#/params/courseId', "Only the course's creator, its co-authors and admins see who holds its certificates."),
  );

export const revokedCertificateUnchangeable = () =>
  new DomainError('conflict', 'A revoked certificate is not reissued.', at('#/params/certificateId', 'The certificate is revoked'));

export const certificateNameUnchanged = () =>
  DomainError.conflict(
    'This certificate already carries your current name, so there is nothing to reissue.',
    at('#/params/certificateId', 'The certificate already carries your current name'),
  );

export const certificateNameHidden = () =>
  DomainError.conflict(
    'This certificate does not show your name, so there is nothing to reissue: show your name on it instead.',
    at('#/params/certificateId', 'The certificate does not show your name'),
  );

export const unknownCriteriaLesson = (index: number, lessonId: string) =>
  DomainError.invalid(at(`#/body/requiredLessonIds/${index}`, `The course has no lesson ${lessonId}`));

export const unknownCriteriaSkill = (index: number, skillId: string) =>
  DomainError.invalid(at(`#/body/masteryRequirements/${index}/skillId`, `The course has no skill ${skillId}`));

export const statusListNotFound = (listId: string) =>
  DomainError.notFound(`There is no status list ${listId}.`, at('#/params/listId', 'No such status list'));
