import type { Request } from 'express';
import type { Language } from '@pathwise/event-schemas';
import type { Actor } from '../kernel/actor.js';
import type { Logger } from '../observability/logger.js';

/** What the server knows about a request once it has been identified and authenticated. */
export interface RequestContext {
  readonly requestId: string;
  readonly traceId: string;
  readonly logger: Logger;
  /** The language the answer is written in (the web app's, else Accept-Language's, else English). */
  readonly language: Language;
  actor: Actor | null;
}

const contexts = new WeakMap<Request, RequestContext>();

export function setRequestContext(request: Request, context: RequestContext): void {
  contexts.set(request, context);
}

export function requestContextOf(request: Request): RequestContext {
  const context = contexts.get(request);
  if (!context) throw new Error('The request-context middleware did not run for this request');
  return context;
}
