import { PROBLEM_CONTENT_TYPE } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { jsonReply, problemReply, rawReply, stubApi } from '../../testing/stub-api';
import { apiFetch } from './api-client';
import { ApiError, describeError } from './api-error';
import { setCsrfToken } from './csrf-token';
import { errorWordingIn } from './use-describe-error';

const Ok = z.object({ ok: z.literal(true) });

const sentHeaders = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) => new Headers(fetchMock.mock.calls[0]?.[1]?.headers);

describe('apiFetch', () => {
  it('sends the auth_token from storage as a bearer token, in preference to token', async () => {
    window.localStorage.setItem('token', 'fallback');
    window.localStorage.setItem('auth_token', 'primary');
    const { fetchMock } = stubApi({ 'GET /api/anything': jsonReply(Ok, { ok: true }) });

    await apiFetch('/anything', { schema: Ok });

    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer primary');
  });

  it('falls back to token when there is no auth_token', async () => {
    window.localStorage.setItem('token', 'fallback');
    const { fetchMock } = stubApi({ 'GET /api/anything': jsonReply(Ok, { ok: true }) });

    await apiFetch('/anything', { schema: Ok });

    expect(sentHeaders(fetchMock).get('authorization')).toBe('Bearer fallback');
  });

  it('sends a JSON body to /api with the given method', async () => {
    const { fetchMock } = stubApi({ 'POST /api/things': jsonReply(Ok, { ok: true }) });

    await apiFetch('/things', { method: 'POST', body: { name: 'x' }, schema: Ok });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/things');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"name":"x"}');
    expect(sentHeaders(fetchMock).get('content-type')).toBe('application/json');
  });

  it('throws an ApiError "status statusText" carrying the problem body', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such course', traceId: 't' };
    stubApi({ 'GET /api/courses/x': problemReply(problem, 'Not Found', { 'content-type': `${PROBLEM_CONTENT_TYPE}; charset=utf-8` }) });

    const error = await apiFetch('/courses/x', { schema: Ok }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('404 Not Found');
    expect((error as ApiError).problem).toEqual(problem);
  });

  it('rejects a response that does not match the schema', async () => {
    // Not what the schema says, on purpose: the client's own check is under test.
    stubApi({ 'GET /api/anything': rawReply(JSON.stringify({ ok: 'yes' }), { status: 200, headers: { 'content-type': 'application/json' } }) });

    await expect(apiFetch('/anything', { schema: Ok })).rejects.toThrow('Unexpected response from GET /api/anything');
  });

  it('checks a response with a schema named by its loader, as strictly as with the schema itself', async () => {
    stubApi({ 'GET /api/anything': jsonReply(Ok, { ok: true }) });
    const loadOk = () => Promise.resolve(Ok);

    await expect(apiFetch('/anything', { schema: loadOk })).resolves.toEqual({ ok: true });

    // Not what the schema says, on purpose: the check through the loader is under test.
    stubApi({ 'GET /api/anything': rawReply(JSON.stringify({ ok: 'yes' }), { status: 200, headers: { 'content-type': 'application/json' } }) });
    await expect(apiFetch('/anything', { schema: loadOk })).rejects.toThrow('Unexpected response from GET /api/anything');
  });

  it('answers a failed request with its ApiError even when its schema could not load', async () => {
    const problem = { type: 'about:blank', title: 'Not Found', status: 404, detail: 'No such course', traceId: 't' };
    stubApi({ 'GET /api/courses/x': problemReply(problem, 'Not Found') });
    const schemaLoadFailed = () => Promise.reject(new Error('Failed to fetch dynamically imported module'));

    const error = await apiFetch('/courses/x', { schema: schemaLoadFailed }).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).problem).toEqual(problem);
  });

  it('sends the session cookie and, on writes only, the known CSRF token', async () => {
    setCsrfToken('csrf-1');
    const ok = jsonReply(Ok, { ok: true });
    const { fetchMock } = stubApi({ 'GET /api/anything': ok, 'PATCH /api/anything': ok });

    await apiFetch('/anything', { schema: Ok });
    await apiFetch('/anything', { method: 'PATCH', body: {}, schema: Ok });

    const [read, write] = fetchMock.mock.calls;
    expect(read?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(read?.[1]?.headers).has('x-csrf-token')).toBe(false);
    expect(write?.[1]?.credentials).toBe('same-origin');
    expect(new Headers(write?.[1]?.headers).get('x-csrf-token')).toBe('csrf-1');
  });

  it('sends no CSRF header when no session has given a token', async () => {
    const { fetchMock } = stubApi({ 'POST /api/anything': jsonReply(Ok, { ok: true }) });

    await apiFetch('/anything', { method: 'POST', body: {}, schema: Ok });

    expect(sentHeaders(fetchMock).has('x-csrf-token')).toBe(false);
  });

  it('sends a raw body as it is, typed by its own type', async () => {
    const { fetchMock } = stubApi({ 'PUT /api/me/profile-picture': jsonReply(Ok, { ok: true }) });
    const picture = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

    await apiFetch('/me/profile-picture', { method: 'PUT', rawBody: picture, schema: Ok });

    expect(fetchMock.mock.calls[0]?.[1]?.body).toBe(picture);
    expect(sentHeaders(fetchMock).get('content-type')).toBe('image/png');
  });

  it('keeps Retry-After of a 429 and says how long to wait in words', async () => {
    const problem = { type: 'about:blank', title: 'Too many requests', status: 429, detail: 'Slow down', traceId: 't' };
    stubApi({ 'POST /api/auth/email/start': problemReply(problem, 'Too Many Requests', { 'retry-after': '30' }) });

    const error = await apiFetch('/auth/email/start', { method: 'POST', body: {}, schema: Ok }).catch((caught: unknown) => caught);

    expect((error as ApiError).retryAfterSeconds).toBe(30);
    expect(describeError(error, await errorWordingIn('en'))).toBe('Too many attempts. Try again in 30 seconds.');
  });
});
