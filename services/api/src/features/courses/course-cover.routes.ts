import { COURSE_COVER_MAX_BYTES, CourseWriteResponse, courseCoverSizes } from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { NotFoundError } from '../../http/http-errors.js';
import { IMMUTABLE_IMAGE_HEADERS, imageUploadBody, uploadedImageAsWebp } from '../../http/image-upload.js';
import type { RequestContext } from '../../http/request-context.js';
import { coverSizeNames, type CourseCovers, type CoverRenditions } from './course-covers.service.js';

export interface CourseCoverDeps {
  readonly covers: CourseCovers;
}

const CourseParams = z.object({ courseId: EntityId });
const written = { description: 'The course after the change', schema: CourseWriteResponse };

/** Uploading, removing and serving a course's cover (`CourseCovers` keeps them). */
export function courseCoverRoutes({ covers }: CourseCoverDeps): RouteDefinition[] {
  const origin = (context: RequestContext) => ({ actor: context.actor!, requestId: context.requestId });
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
        const renditionsOf: CoverRenditions = (sizes) => uploadedImageAsWebp(request, body, sizes);
        return { status: 200, body: await covers.replace(params.courseId, renditionsOf, origin(context)) };
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
        return { status: 200, body: await covers.remove(params.courseId, origin(context)) };
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
        const file = await covers.rendition(params.coverId, query.size);
        if (!file) throw new NotFoundError('There is no such cover');
        return { status: 200, raw: file, headers: IMMUTABLE_IMAGE_HEADERS };
      },
    }),
  ];
}
