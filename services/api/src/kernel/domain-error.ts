/**
 * What a refusal is about, as the rules see it. The HTTP edge maps each code to its status and problem type; the
 * rules never know either.
 */
export type DomainErrorCode =
  | 'invalid'
  | 'not-found'
  | 'access-denied'
  | 'conflict'
  | 'gone'
  | 'account-exists'
  | 'thread-locked'
  | 'plan-limit'
  | 'payment-failed'
  | 'credits-exhausted';

/** A field the refusal names: a JSON pointer into the command as the client sent it (#/body/postId, #/params/courseId). */
export interface FieldProblem {
  readonly pointer: string;
  readonly detail: string;
}

/** A command the rules refuse: its code, the fields (or ids) concerned, and a message a person can act on. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly fields: readonly FieldProblem[] = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }

  /** The command's fields break the rules; the message lists them, as the edge does. */
  static invalid(fields: readonly FieldProblem[]): DomainError {
    return new DomainError('invalid', fields.map((field) => `${field.pointer}: ${field.detail}`).join('; '), fields);
  }

  static notFound(message: string, fields: readonly FieldProblem[] = []): DomainError {
    return new DomainError('not-found', message, fields);
  }

  static accessDenied(message: string, fields: readonly FieldProblem[] = []): DomainError {
    return new DomainError('access-denied', message, fields);
  }

  /** The command is well formed but clashes with the current state (a transition that is not allowed, an id taken). */
  static conflict(message: string, fields: readonly FieldProblem[] = []): DomainError {
    return new DomainError('conflict', message, fields);
  }

  /** The account's plan allows no more of this (published courses, say): a higher plan would. */
  static planLimit(message: string): DomainError {
    return new DomainError('plan-limit', message);
  }

  /** The payment provider refused to take a payment the command needed (a saved card declined). */
  /** The account has fewer AI credits than the work asks: a higher plan grants more each month. */
  static creditsExhausted(message: string): DomainError {
    return new DomainError('credits-exhausted', message);
  }

  static paymentFailed(message: string, fields: readonly FieldProblem[] = []): DomainError {
    return new DomainError('payment-failed', message, fields);
  }
}
