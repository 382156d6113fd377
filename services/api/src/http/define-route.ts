import { once } from 'node:events';
import { SpanStatusCode } from '@opentelemetry/api';
import { accessPolicies, decideAccess, type AccessPolicyName } from '@pathwise/contracts';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';
import type { Language } from '@pathwise/event-schemas';
import type { z } from 'zod';
import { apiTracer } from '../observability/telemetry.js';
import { AccessDeniedError, AuthenticationRequiredError, HttpError, InvalidRequestError, type FieldError } from './http-errors.js';
import { requestContextOf, type RequestContext } from './request-context.js';
import { unsafeInputErrors } from './unsafe-input.js';
import { zodWordingFor } from './zod-wording.js';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type AnySchema = z.ZodType;
type Infer<S> = S extends AnySchema ? z.output<S> : undefined;

/** `public`: anyone; `user`: any signed-in user (what else they may do is decided where the data is loaded). */
export type RouteAccess = 'public' | 'user';

export interface RouteResponse {
  readonly description: string;
  readonly schema?: AnySchema;
}

export interface RouteResult {
  readonly status: number;
  readonly body?: unknown;
  readonly headers?: Record<string, string>;
  /** Bytes instead of JSON (files). */
  readonly raw?: { readonly contentType: string; readonly bytes: Buffer };
  /** A body written as it is produced (an export), so a large one is never held whole in memory. */
  readonly stream?: { readonly contentType: string; readonly chunks: AsyncIterable<string> };
}

export interface RouteDefinition<P extends AnySchema | undefined = AnySchema | undefined, Q extends AnySchema | undefined = AnySchema | undefined, B extends AnySchema | undefined = AnySchema | undefined> {
  readonly method: Method;
  /** Express-style, below /api: '/learning/activity/:userId'. */
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly access: RouteAccess;
  /** A named policy of contracts' access table, checked for signed-in users (exact role and plan matching). */
  readonly policy?: AccessPolicyName;
  /** Take the body as bytes of these types instead of JSON (uploads); the body schema then sees a Buffer. */
  readonly rawBody?: { readonly types: readonly string[]; readonly limit: string };
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  readonly responses: Readonly<Record<number, RouteResponse>>;
  handle(input: {
    params: Infer<P>;
    query: Infer<Q>;
    body: Infer<B>;
    context: RequestContext;
    /** For the few routes that need more than their parsed input: cookies, client address, user agent. */
    request: Request;
    response: Response;
  }): Promise<RouteResult>;
}

/** Declares a route once: its zod schemas both validate requests and document them in the OpenAPI document. */
export function defineRoute<P extends AnySchema | undefined = undefined, Q extends AnySchema | undefined = undefined, B extends AnySchema | undefined = undefined>(
  route: RouteDefinition<P, Q, B>,
): RouteDefinition {
  return route as unknown as RouteDefinition;
}

function fieldErrors(location: 'params' | 'query' | 'body', error: z.ZodError): FieldError[] {
  const pointer = (path: readonly PropertyKey[]) => `#/${[location, ...path.map(String)].join('/')}`;
  return error.issues.flatMap((issue) =>
    // Point at each field a client may not send (subscription_tier on a profile), not at the object holding it.
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({ pointer: pointer([...issue.path, key]), detail: `${key} is not a field you can send here` }))
      : [{ pointer: pointer(issue.path), detail: issue.message }],
  );
}

function parsePart(location: 'params' | 'query' | 'body', schema: AnySchema | undefined, value: unknown, errors: FieldError[], language: Language) {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value, zodWordingFor(language));
  if (parsed.success) return parsed.data;
  errors.push(...fieldErrors(location, parsed.error));
  return undefined;
}

function isJson(request: Request): boolean {
  return typeof request.is(['application/json', 'application/*+json']) === 'string';
}

function handlerFor(route: RouteDefinition, validateResponses: boolean): RequestHandler {
  return async (request: Request, response: Response) => {
    const context = requestContextOf(request);
    if (route.access === 'user' && !context.actor) throw new AuthenticationRequiredError();
    if (route.policy && context.actor) {
      const decision = decideAccess(accessPolicies[route.policy], context.actor);
      if (!decision.allowed && decision.reason === 'access_denied') throw new AccessDeniedError(decision.message);
      if (!decision.allowed) throw new HttpError(403, 'Subscription Required', decision.message, [], 'urn:pathwise:problem:subscription-required');
    }
    if (route.body && !route.rawBody && !isJson(request)) {
      throw new InvalidRequestError([{ pointer: '#/body', detail: 'Expected a JSON body (Content-Type: application/json)' }]);
    }
    const unsafe = [
      ...unsafeInputErrors(request.params, '#/params'),
      ...unsafeInputErrors(request.query, '#/query'),
      ...unsafeInputErrors(request.body, '#/body'),
    ];
    if (unsafe.length > 0) throw new InvalidRequestError(unsafe);
    const errors: FieldError[] = [];
    const { language } = context;
    const params = parsePart('params', route.params, request.params, errors, language);
    const query = parsePart('query', route.query, request.query, errors, language);
    const body = parsePart('body', route.body, request.body, errors, language);
    if (errors.length > 0) throw new InvalidRequestError(errors);

    const result = await apiTracer().startActiveSpan(`command ${route.method.toUpperCase()} ${route.path}`, async (span) => {
      try {
        return await route.handle({ params, query, body, context, request, response } as Parameters<RouteDefinition['handle']>[0]);
      } catch (error) {
        span.setStatus({ code: SpanStatusCode.ERROR });
        throw error;
      } finally {
        span.end();
      }
    });
    const schema = route.responses[result.status]?.schema;
    if (validateResponses && schema) schema.parse(result.body);
    for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, value);
    if (result.raw) response.status(result.status).type(result.raw.contentType).send(result.raw.bytes);
    else if (result.stream) await writeStream(response, result.status, result.stream);
    else if (result.body === undefined) response.status(result.status).end();
    else response.status(result.status).json(result.body);
  };
}

/**
 * Writes chunks as they come, waiting whenever the client reads slower than they are made. A failure once the status
 * is sent can no longer become a problem+json: the connection is cut, so the client sees an incomplete download.
 */
async function writeStream(response: Response, status: number, stream: NonNullable<RouteResult['stream']>) {
  response.status(status).type(stream.contentType);
  try {
    for await (const chunk of stream.chunks) {
      if (response.destroyed) return;
      if (!response.write(chunk)) await once(response, 'drain');
    }
    response.end();
  } catch (error) {
    if (!response.headersSent) throw error;
    response.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}

/** Mounts routes on a router; validation of responses against their schemas is on outside production. */
export function mountRoutes(routes: readonly RouteDefinition[], options: { validateResponses: boolean }): Router {
  const router = express.Router();
  for (const route of routes) {
    // An upload is refused before its bytes are read when nobody is signed in.
    const signedIn: RequestHandler = (request, _response, next) => {
      if (route.access === 'user' && !requestContextOf(request).actor) throw new AuthenticationRequiredError();
      next();
    };
    const handlers = route.rawBody ? [signedIn, express.raw({ type: [...route.rawBody.types], limit: route.rawBody.limit })] : [];
    router[route.method](route.path, ...handlers, handlerFor(route, options.validateResponses));
  }
  return router;
}
