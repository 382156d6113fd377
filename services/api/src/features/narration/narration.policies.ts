import { DomainError } from '../../kernel/domain-error.js';

/** The course's creator and co-authors narrate it (the plan is the routes' gate); admins do not, as they do not edit it. */
export function refuseUnlessAuthor(isAuthor: boolean): void {
  if (!isAuthor) throw DomainError.accessDenied('Only the authors of this course narrate it.');
}
