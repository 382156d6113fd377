import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorCode } from '../kernel/domain-error.js';
import { httpErrorFor } from './domain-problems.js';
import { problemFor } from './problem-details.js';

const field = { pointer: '#/params/threadId', detail: 'No such thread' };

describe('domain problems: the HTTP edge of the rules', () => {
  it.each<[DomainErrorCode, number, string, string]>([
    ['not-found', 404, 'Not Found', 'urn:pathwise:problem:not-found'],
    ['access-denied', 403, 'Access Denied', 'urn:pathwise:problem:access-denied'],
    ['conflict', 409, 'Conflict', 'urn:pathwise:problem:conflict'],
    ['gone', 410, 'Gone', 'urn:pathwise:problem:gone'],
    ['account-exists', 409, 'Account exists', 'urn:pathwise:problem:account-exists'],
    ['thread-locked', 409, 'Thread locked', 'urn:pathwise:problem:thread-locked'],
  ])('answers %s with %i %s, the message as detail and the fields as errors', (code, status, title, type) => {
    const { problem, expected } = problemFor(new DomainError(code, 'There is no thread t-1.', [field]), '100kb');
    expect(expected).toBe(true);
    expect(problem).toEqual({ type, title, status, detail: 'There is no thread t-1.', errors: [field] });
  });

  it('answers a refusal without fields with no errors member', () => {
    expect(problemFor(DomainError.conflict('A course needs at least one lesson before it is published.'), '100kb').problem).toEqual({
      type: 'urn:pathwise:problem:conflict',
      title: 'Conflict',
      status: 409,
      detail: 'A course needs at least one lesson before it is published.',
    });
  });

  it('answers invalid fields as the validation errors of a request, detailed field by field', () => {
    const error = httpErrorFor(DomainError.invalid([{ pointer: '#/body/postId', detail: 'The opening post cannot answer its own thread' }]));
    expect([error.status, error.title, error.problemType, error.message]).toEqual([
      400,
      'Invalid request',
      'urn:pathwise:problem:invalid-request',
      'body.postId: The opening post cannot answer its own thread',
    ]);
  });
});
