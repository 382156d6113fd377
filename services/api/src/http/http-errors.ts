/** A field the client got wrong: `pointer` is a JSON pointer into the request (#/body/score, #/params/userId). */
export interface FieldError {
  readonly pointer: string;
  readonly detail: string;
}

/** Every error the API answers on purpose; one handler turns them into problem details. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    detail: string,
    readonly errors: readonly FieldError[] = [],
    /** A stable problem type, documented at /api/docs. */
    readonly problemType: string = `urn:pathwise:problem:${title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
    /** Response headers the answer needs (Retry-After, WWW-Authenticate). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(detail);
  }
}

export class InvalidRequestError extends HttpError {
  constructor(errors: readonly FieldError[], detail = describeFieldErrors(errors)) {
    super(400, 'Invalid request', detail, errors, 'urn:pathwise:problem:invalid-request');
  }
}

export class AuthenticationRequiredError extends HttpError {
  constructor(detail = 'Sign in to use this; send a valid access token as "Authorization: Bearer <token>".') {
    super(401, 'Authentication required', detail);
  }
}

/** The spec's Access Denied, with its message when a role is what is missing. */
export class AccessDeniedError extends HttpError {
  constructor(detail: string, errors: readonly FieldError[] = []) {
    super(403, 'Access Denied', detail, errors, 'urn:pathwise:problem:access-denied');
  }

  static requiringRole(role: string): AccessDeniedError {
    return new AccessDeniedError(`You don't have permission to access this page. This feature requires ${role} privileges.`);
  }
}

/** The request is well formed but clashes with the current state (a transition that is not allowed, an id taken). */
export class ConflictError extends HttpError {
  constructor(detail: string, errors: readonly FieldError[] = []) {
    super(409, 'Conflict', detail, errors, 'urn:pathwise:problem:conflict');
  }
}

export class NotFoundError extends HttpError {
  constructor(detail: string, errors: readonly FieldError[] = []) {
    super(404, 'Not Found', detail, errors);
  }
}

/** The detail of a problem that is its field errors: the first five, each where it is and what is wrong. */
export function describeFieldErrors(errors: readonly FieldError[]): string {
  return errors
    .slice(0, 5)
    .map((error) => `${error.pointer.replace(/^#\//, '').replaceAll('/', '.')}: ${error.detail}`)
    .join('; ');
}
