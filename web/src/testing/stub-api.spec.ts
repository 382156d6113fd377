import { CourseWriteResponse } from '@pathwise/contracts';
import { describe, expect, it } from 'vitest';
import { deferredReply, jsonReply, problemReply, stubApi } from './stub-api';

const route = 'POST /api/courses';

describe('stubApi', () => {
  it('serves a reply whose body matches its contract, as JSON with its status', async () => {
    stubApi({ [route]: jsonReply(CourseWriteResponse, { courseId: 'course-1', version: 1 }, { status: 201 }) });

    const response = await fetch('/api/courses', { method: 'POST' });

    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ courseId: 'course-1', version: 1 });
  });

  it('refuses, naming the route and the field, a body that does not match its contract', () => {
    // A body as it was before the contract changed: the version is a number now.
    const stale = { courseId: 'course-1', version: '1' } as unknown as CourseWriteResponse;

    expect(() => stubApi({ [route]: jsonReply(CourseWriteResponse, stale) })).toThrow(/The stubbed reply to POST \/api\/courses does not match its contract:[\s\S]*→ at version/);
  });

  it('checks every reply of a route, a deferred one and a problem included', () => {
    const stale = { courseId: 'course-1' } as unknown as CourseWriteResponse;
    const later = deferredReply(jsonReply(CourseWriteResponse, stale));
    const problem = { type: 'about:blank', title: 'Conflict', status: '409' } as unknown as Parameters<typeof problemReply>[0];

    expect(() => stubApi({ [route]: [jsonReply(CourseWriteResponse, { courseId: 'course-1', version: 2 }), later.reply] })).toThrow(/POST \/api\/courses[\s\S]*→ at version/);
    expect(() => stubApi({ [route]: problemReply(problem, 'Conflict') })).toThrow(/POST \/api\/courses[\s\S]*→ at status/);
  });
});
