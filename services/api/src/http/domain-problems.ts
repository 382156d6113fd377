import type { DomainError, DomainErrorCode } from '../kernel/domain-error.js';
import { AccessDeniedError, ConflictError, HttpError, InvalidRequestError, NotFoundError } from './http-errors.js';

/** The one table from the rules' refusals to what the client reads: status, title, problem type and field pointers. */
const problemOfCode: { readonly [Code in DomainErrorCode]: (error: DomainError) => HttpError } = {
  invalid: (error) => new InvalidRequestError(error.fields),
  'not-found': (error) => new NotFoundError(error.message, error.fields),
  'access-denied': (error) => new AccessDeniedError(error.message, error.fields),
  conflict: (error) => new ConflictError(error.message, error.fields),
  gone: (error) => new HttpError(410, 'Gone', error.message, error.fields),
  'account-exists': (error) => new HttpError(409, 'Account exists', error.message, error.fields),
  'thread-locked': (error) => new HttpError(409, 'Thread locked', error.message, error.fields),
  'plan-limit': (error) => new HttpError(403, 'Plan limit reached', error.message, error.fields),
  'payment-failed': (error) => new HttpError(402, 'Payment Required', error.message, error.fields),
  'credits-exhausted': (error) => new HttpError(402, 'AI credits exhausted', error.message, error.fields),
};

export const httpErrorFor = (error: DomainError): HttpError => problemOfCode[error.code](error);
