import { STATUS_CODES } from 'node:http';
import { trace } from '@opentelemetry/api';
import { PROBLEM_CONTENT_TYPE, type ProblemDetails } from '@pathwise/contracts';
import { EventSchemaViolationError, EventStoreError } from '@pathwise/event-store';
import type { ErrorRequestHandler, Response } from 'express';
import { DomainError } from '../kernel/domain-error.js';
import type { Logger } from '../observability/logger.js';
import { httpErrorFor } from './domain-problems.js';
import { HttpError, InvalidRequestError } from './http-errors.js';
import { requestLanguage } from './request-language.js';
import { wordProblem } from './problem-wording/word-problem.js';

interface BodyParserError {
  type?: string;
  status?: number;
  limit?: number;
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)}mb`;
  return bytes % 1024 === 0 ? `${bytes / 1024}kb` : `${bytes}b`;
}

function traceIdNow(): string {
  return trace.getActiveSpan()?.spanContext().traceId ?? '00000000000000000000000000000000';
}

/** Maps whatever was thrown to the problem the client gets; anything unexpected becomes a bare 500. */
interface ProblemAnswer {
  readonly problem: Omit<ProblemDetails, 'traceId' | 'instance'>;
  readonly expected: boolean;
  readonly headers?: Readonly<Record<string, string>>;
}

export function problemFor(error: unknown, bodyLimit: string): ProblemAnswer {
  if (error instanceof DomainError) return problemFor(httpErrorFor(error), bodyLimit);
  if (error instanceof HttpError) {
    const problem = { type: error.problemType, title: error.title, status: error.status, detail: error.message };
    return {
      problem: error.errors.length > 0 ? { ...problem, errors: [...error.errors] } : problem,
      expected: true,
      headers: error.headers,
    };
  }
  if (error instanceof EventSchemaViolationError) {
    return {
      problem: {
        type: 'urn:pathwise:problem:event-schema-violation',
        title: error.title,
        status: error.status,
        detail: error.message,
        errors: error.issues.map((issue) => ({ pointer: `#/event/${issue.path.replaceAll('.', '/')}`, detail: issue.message })),
      },
      expected: true,
    };
  }
  if (error instanceof EventStoreError) {
    return {
      problem: {
        type: `urn:pathwise:problem:${error.title.toLowerCase().replace(/[^a-z]+/g, '-')}`,
        title: error.title,
        status: error.status,
        detail: error.message,
      },
      expected: true,
    };
  }
  const parserError = error as BodyParserError;
  if (parserError?.type === 'entity.parse.failed') {
    const invalid = new InvalidRequestError([{ pointer: '#/body', detail: 'The body is not valid JSON' }], 'The request body is not valid JSON');
    return problemFor(invalid, bodyLimit);
  }
  if (parserError?.type === 'entity.too.large') {
    // Uploads have limits of their own; the parser says which one was hit.
    const limit = parserError.limit ? formatBytes(parserError.limit) : bodyLimit;
    return {
      problem: {
        type: 'urn:pathwise:problem:payload-too-large',
        title: 'Payload Too Large',
        status: 413,
        detail: `The request body exceeds the limit of ${limit}`,
        errors: [{ pointer: '#/body', detail: `Larger than ${limit}` }],
      },
      expected: true,
    };
  }
  if (error instanceof URIError && (error as { status?: unknown }).status === 400) {
    // The router decodes path parameters before any route runs, so it cannot say which one failed.
    return problemFor(new InvalidRequestError([{ pointer: '#/params', detail: 'A path parameter is not valid percent-encoded UTF-8' }]), bodyLimit);
  }
  if (parserError?.type === 'encoding.unsupported' || parserError?.type === 'charset.unsupported') {
    return {
      problem: { type: 'urn:pathwise:problem:unsupported-media-type', title: 'Unsupported Media Type', status: 415, detail: 'Send UTF-8 JSON' },
      expected: true,
    };
  }
  // Express's own middleware (static files, parsers) throws errors carrying a 4xx status; only the status text is
  // shown, never their message, which can hold file paths.
  const httpError = error as { status?: unknown };
  if (typeof httpError?.status === 'number' && httpError.status >= 400 && httpError.status < 500) {
    const title = STATUS_CODES[httpError.status] ?? 'Client Error';
    return {
      problem: { type: 'about:blank', title, status: httpError.status, detail: title },
      expected: true,
    };
  }
  return {
    problem: { type: 'about:blank', title: 'Internal Server Error', status: 500, detail: 'An unexpected error occurred.' },
    expected: false,
  };
}

export function sendProblem(
  response: Response,
  problem: Omit<ProblemDetails, 'traceId' | 'instance'>,
  instance: string,
  headers: Readonly<Record<string, string>> = {},
): void {
  const body: ProblemDetails = { ...problem, instance, traceId: traceIdNow() };
  if (problem.status === 401) response.setHeader('WWW-Authenticate', 'Bearer');
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  response.status(problem.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

/** The one place errors become responses: RFC 9457 bodies with a trace id, never a stack or SQL. */
export function problemDetailsHandler(logger: Logger, bodyLimit: string): ErrorRequestHandler {
  return (error, request, response, next) => {
    if (response.headersSent) return next(error);
    const { problem, expected, headers } = problemFor(error, bodyLimit);
    if (expected) logger.info({ status: problem.status, title: problem.title, path: request.path }, 'request refused');
    else logger.error({ err: error, path: request.path }, 'request failed');
    // Worded for whoever reads it; the log above keeps the English.
    const language = requestLanguage(request);
    sendProblem(response, wordProblem(problem, language), request.originalUrl, { 'Content-Language': language, ...headers });
  };
}
