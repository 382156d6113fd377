import { randomUUID } from 'node:crypto';
import { COURSE_COVER_MAX_BYTES, CourseWriteResponse, courseCoverSizes, type CourseCoverSize } from '@pathwise/contracts';
import { EntityId, UPLOADED_COURSE_COVER_PATH } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { NotFoundError } from '../../http/http-errors.js';
import { IMMUTABLE_IMAGE_HEADERS, imageUploadBody, uploadedImageAsWebp } from '../../http/image-upload.js';
import type { RequestContext } from '../../http/request-context.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import { courseDecider, type CourseRequest } from './course.decider.js';
import type { CourseCommands } from './course.commands.js';

export interface CourseCoverDeps {
  readonly courses: CourseCommands;
  readonly files: FileStorage;
}

const coverSizeNames = Object.keys(courseCoverSizes) as CourseCoverSize[];
const renditionSizes = coverSizeNames.map((size) => courseCoverSizes[size]);
const coverKey = (coverId: string, size: CourseCoverSize) => `course-covers/${coverId}/${size}`;
const CourseParams = z.object({ courseId: EntityId });
const written = { description: 'The course after the change', schema: CourseWriteResponse };

/**
 * A course's cover: uploaded as any image, kept as WebP at 16:9 in the sizes the web app draws, and recorded as the
 * course's `coverImageUrl` by a details edit, like any other. Old covers stay stored, as published versions of the
 * course may still show them.
 */
export function courseCoverRoutes({ courses, files }: CourseCoverDeps): RouteDefinition[] {
  const origin = (context: RequestContext) => ({ actor: context.actor!, requestId: context.requestId });
  /** The rules refuse a stranger, an unknown or archived course before any file is written. */
  const assertMayChange = async (courseId: string, request: CourseRequest, context: RequestContext) => {
    const { state } = await courses.load(courseId);
    courseDecider.decide({ ...request, metadata: { actorId: context.actor!.userId } }, state);
  };
  return [
    defineRoute({
      method: 'put',
      path: '/courses/:courseId/cover',
      summary: "Upload a course's cover (PNG, JPEG or WebP, at most 5 MB; the body is the image)",
      description: `The image is decoded, cropped to 16:9 around its centre, stripped of its metadata and stored as WebP at ${coverSizeNames
        .map((size) => `${courseCoverSizes[size].width}x${courseCoverSizes[size].height}`)
        .join(' and ')}; the course's coverImageUrl becomes its address. The creator and co-authors only.`,
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      ...imageUploadBody(COURSE_COVER_MAX_BYTES),
      responses: { 200: written, 409: { description: 'The course is archived' } },
      async handle({ params, body, context, request }) {
        const coverId = randomUUID();
        const change: CourseRequest = { type: 'ChangeCourseCover', data: { coverImageUrl: `${UPLOADED_COURSE_COVER_PATH}${coverId}` } };
        await assertMayChange(params.courseId, change, context);
        const renditions = await uploadedImageAsWebp(request, body, renditionSizes);
        const keys = coverSizeNames.map((size) => coverKey(coverId, size));
        await Promise.all(keys.map((key, index) => files.put(key, { bytes: renditions[index]!, contentType: 'image/webp' })));
        try {
          return { status: 200, body: await courses.execute(params.courseId, change, origin(context), 'unchecked') };
        } catch (error) {
          await Promise.all(keys.map((key) => files.delete(key)));
          throw error;
        }
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/courses/:courseId/cover',
      summary: "Remove a course's cover (the creator and co-authors only)",
      tags: ['courses'],
      access: 'user',
      params: CourseParams,
      responses: { 200: written, 409: { description: 'The course is archived' } },
      async handle({ params, context }) {
        const change: CourseRequest = { type: 'ChangeCourseCover', data: { coverImageUrl: null } };
        return { status: 200, body: await courses.execute(params.courseId, change, origin(context), 'unchecked') };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/files/course-covers/:coverId',
      summary: 'A course cover, by its unguessable id: 1280x720 WebP, or 640x360 with ?size=card',
      tags: ['courses'],
      access: 'public',
      params: z.object({ coverId: z.uuid() }),
      query: z.object({ size: z.enum(coverSizeNames).default('full') }),
      responses: { 200: { description: 'The image (WebP)' } },
      async handle({ params, query }) {
        const file = await files.get(coverKey(params.coverId, query.size));
        if (!file) throw new NotFoundError('There is no such cover');
        return { status: 200, raw: file, headers: IMMUTABLE_IMAGE_HEADERS };
      },
    }),
  ];
}
