import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@pathwise/contracts';
import type { z } from 'zod';
import { readAuthToken } from '../lib/auth-token';
import { ApiError, parseRetryAfter } from './api-error';
import { readCsrfToken } from './csrf-token';

const API_BASE = '/api';

/**
 * Where, and as whom, the server reads the API while it renders a page: it has neither the page's origin nor a stored
 * token. `bearerToken` is the signed-in person's whose page it is, or null for a visitor's.
 */
export interface ServerApiReader {
  readonly origin: string;
  readonly bearerToken: string | null;
}

/** None in a browser. On the server, the reader of the page being rendered: several may be under way at once. */
let currentServerReader: () => ServerApiReader | undefined = () => undefined;

/** For server rendering: every request then goes where, and as whom, the page under way names. */
export function readApiOnServerAs(reader: () => ServerApiReader | undefined): void {
  currentServerReader = reader;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A response's schema, or a loader of it (`() => import('./x.schemas').then((m) => m.X)`). Code that runs for the
 * first paint passes a loader, so that zod and the contract arrive beside the response they check rather than in
 * the JavaScript the page waits for before it can paint.
 */
export type ResponseSchema<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

/** Starts loading a schema named by its loader; a failed load is reported where the schema is awaited. */
export function loadResponseSchema<T>(schema: ResponseSchema<T>): Promise<z.ZodType<T>> {
  const loading = typeof schema === 'function' ? schema() : Promise.resolve(schema);
  // A request that fails first never awaits its schema; its load failing then is not an unhandled rejection.
  loading.catch(() => undefined);
  return loading;
}

export interface ApiFetchOptions<T> {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is, with its own type as the Content-Type (an uploaded image); wins over `body`. */
  rawBody?: Blob;
  /** Every response is validated: a server that drifts from the contract fails here, not deep in a component. */
  schema: ResponseSchema<T>;
  signal?: AbortSignal;
}

export async function readProblem(response: Response): Promise<ProblemDetails | undefined> {
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.toLowerCase().startsWith(PROBLEM_CONTENT_TYPE)) return undefined;
  try {
    const [body, { ProblemDetails }] = await Promise.all([response.json(), import('./problem-details.schema')]);
    const parsed = ProblemDetails.safeParse(body);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function encodeBody(body: unknown, rawBody: Blob | undefined, headers: Headers): BodyInit | undefined {
  if (rawBody) {
    headers.set('Content-Type', rawBody.type || 'application/octet-stream');
    return rawBody;
  }
  if (body === undefined) return undefined;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

/**
 * Calls the same-origin API (`path` is relative to /api, e.g. `/platform/overview`) with JSON in and out.
 * Sends the session cookie, the stored bearer token when there is one, and on writes the session's CSRF token.
 * Throws {@link ApiError} on any non-OK status.
 */
export async function apiFetch<T>(path: string, options: ApiFetchOptions<T>): Promise<T> {
  const { method = 'GET', body, rawBody, signal } = options;
  const schema = loadResponseSchema(options.schema);
  const headers = new Headers({ Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` });
  const serverReader = currentServerReader();
  const token = serverReader ? serverReader.bearerToken : readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  // A write carried by the session cookie is refused (403) without it: the cookie alone could be a forged request.
  const csrfToken = method === 'GET' ? null : readCsrfToken();
  if (csrfToken) headers.set('X-CSRF-Token', csrfToken);

  const response = await fetch(`${serverReader?.origin ?? ''}${API_BASE}${path}`, {
    method,
    headers,
    body: encodeBody(body, rawBody, headers),
    credentials: 'same-origin',
    signal,
  });

  if (!response.ok) {
    throw new ApiError(
      response.status,
      response.statusText,
      await readProblem(response),
      parseRetryAfter(response.headers.get('retry-after')),
    );
  }

  const payload: unknown = response.status === 204 ? undefined : await response.json();
  const parsed = (await schema).safeParse(payload);
  if (!parsed.success) {
    throw new Error(`Unexpected response from ${method} ${API_BASE}${path}`, { cause: parsed.error });
  }
  return parsed.data;
}
