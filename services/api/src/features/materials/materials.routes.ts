import {
  AttachMaterialRequest,
  Material,
  MaterialListQuery,
  MaterialListResponse,
  UploadMaterialQuery,
  materialFileTypes,
} from '@pathwise/contracts';
import { EntityId } from '@pathwise/event-schemas';
import type { Executor } from '@pathwise/event-store';
import { listMaterialsOfCourse, listMaterialsOfOwner, type MaterialSummary } from '@pathwise/projections';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { HttpError } from '../../http/http-errors.js';
import type { RequestContext } from '../../http/request-context.js';
import { attachmentDisposition } from '../../infrastructure/file-storage/file-name.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import { materialGone, type MaterialState } from './material.decider.js';
import type { MaterialCommands } from './material.commands.js';
import { assertCourseStaff } from './materials.policies.js';
import { allowedExtensions, checkUpload } from './upload.rules.js';

const downloadUrl = (materialId: string) => `/api/materials/${encodeURIComponent(materialId)}/download`;

function view(material: MaterialSummary): Material {
  const { uploadedAt, attachments, ...rest } = material;
  return { ...rest, uploadedAt: uploadedAt.toISOString(), attachments: [...attachments], downloadUrl: downloadUrl(material.materialId) };
}

function stateView(state: MaterialState): Material {
  const uploaded = state.uploaded!;
  return view({
    materialId: state.materialId,
    ownerId: uploaded.ownerId,
    courseId: uploaded.courseId,
    fileName: uploaded.fileName,
    contentType: uploaded.contentType,
    sizeBytes: uploaded.sizeBytes,
    sha256: uploaded.sha256,
    uploadedAt: state.uploadedAt!,
    attachments: state.attachments,
  });
}

const MaterialParams = z.object({ materialId: EntityId });
const AttachmentParams = MaterialParams.extend({ courseId: EntityId, lessonId: EntityId });

export function materialsRoutes(deps: { materials: MaterialCommands; files: FileStorage; db: Executor; maxBytes: number }): RouteDefinition[] {
  const { materials } = deps;
  const limits = { maxBytes: deps.maxBytes, contentTypes: Object.keys(materialFileTypes), extensions: allowedExtensions };
  const origin = (context: RequestContext) => ({ actor: context.actor!, requestId: context.requestId });
  return [
    defineRoute({
      method: 'post',
      path: '/materials',
      summary: 'Upload a course material (the body is the file itself)',
      description:
        `PDF, images (PNG, JPEG, WebP, GIF), text (plain, Markdown, CSV), ZIP, MP3 or MP4, up to ${Math.round(deps.maxBytes / 1024 / 1024)} MB. ` +
        'The file name decides the type and the bytes must match it; Content-Type may be that type or application/octet-stream. ' +
        'With courseId the material belongs to that course (its staff only). A client-chosen materialId makes retries safe.',
      tags: ['materials'],
      access: 'user',
      rawBody: { types: ['*/*'], limit: `${deps.maxBytes}b` },
      query: UploadMaterialQuery,
      body: z.instanceof(Buffer, { message: "Send the file's bytes as the request body, with a Content-Type" }),
      responses: {
        201: { description: 'Stored', schema: Material },
        200: { description: 'Already stored earlier under this materialId (a retry)', schema: Material },
      },
      async handle({ query, body, context, request }) {
        const checked = checkUpload(query.fileName, request.get('content-type'), body);
        const { state, created } = await materials.upload(
          { ...checked, courseId: query.courseId ?? null, materialId: query.materialId?.toLowerCase() },
          origin(context),
        );
        return { status: created ? 201 : 200, body: stateView(state) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/materials',
      summary: "The signed-in user's materials, or a course's for its staff (?courseId=)",
      tags: ['materials'],
      access: 'user',
      query: MaterialListQuery,
      responses: { 200: { description: 'Newest first, with the upload limits', schema: MaterialListResponse } },
      async handle({ query, context }) {
        const actor = context.actor!;
        if (query.courseId) {
          assertCourseStaff(actor, await materials.standingsFor(actor)(query.courseId), query.courseId, '#/query/courseId');
          return { status: 200, body: { materials: (await listMaterialsOfCourse(deps.db, query.courseId)).map(view), limits } };
        }
        return { status: 200, body: { materials: (await listMaterialsOfOwner(deps.db, actor.userId)).map(view), limits } };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/materials/:materialId',
      summary: 'What a material is and where it is attached',
      tags: ['materials'],
      access: 'user',
      params: MaterialParams,
      responses: { 200: { description: 'The material', schema: Material } },
      async handle({ params, context }) {
        const state = await materials.readable(params.materialId, context.actor!);
        if (state.deleted) throw materialGone(params.materialId);
        return { status: 200, body: stateView(state) };
      },
    }),
    defineRoute({
      method: 'get',
      path: '/materials/:materialId/download',
      summary: 'Download a material (owner, course staff, enrolled learners of a course it is attached to, admins)',
      tags: ['materials'],
      access: 'user',
      params: MaterialParams,
      responses: { 200: { description: 'The file, as an attachment under its name' } },
      async handle({ params, context }) {
        const state = await materials.readable(params.materialId, context.actor!);
        if (state.deleted) throw materialGone(params.materialId);
        const uploaded = state.uploaded!;
        const file = await deps.files.get(uploaded.storageKey);
        if (!file) throw new HttpError(503, 'File unavailable', 'The file of this material cannot be read from storage right now; try again later');
        const textual = uploaded.contentType.startsWith('text/');
        return {
          status: 200,
          raw: { contentType: textual ? `${uploaded.contentType}; charset=utf-8` : uploaded.contentType, bytes: file.bytes },
          headers: {
            'Content-Disposition': attachmentDisposition(uploaded.fileName),
            'X-Content-Type-Options': 'nosniff',
            // Opened by mistake in a tab, the file still runs no script and reaches nothing.
            'Content-Security-Policy': "default-src 'none'; sandbox",
            'Cache-Control': 'private, no-cache',
            ETag: `"${uploaded.sha256}"`,
          },
        };
      },
    }),
    defineRoute({
      method: 'post',
      path: '/materials/:materialId/attachments',
      summary: "Attach a material to a lesson (the course's staff), sharing it with the course's learners",
      tags: ['materials'],
      access: 'user',
      params: MaterialParams,
      body: AttachMaterialRequest,
      responses: { 200: { description: 'The material with its attachments', schema: Material } },
      async handle({ params, body, context }) {
        return { status: 200, body: stateView(await materials.attach(params.materialId, body, origin(context))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/materials/:materialId/attachments/:courseId/:lessonId',
      summary: 'Detach a material from a lesson',
      tags: ['materials'],
      access: 'user',
      params: AttachmentParams,
      responses: { 200: { description: 'The material with its remaining attachments', schema: Material } },
      async handle({ params, context }) {
        const { materialId, courseId, lessonId } = params;
        return { status: 200, body: stateView(await materials.detach(materialId, { courseId, lessonId }, origin(context))) };
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/materials/:materialId',
      summary: 'Delete a material and its file (owner, its course staff, admins)',
      tags: ['materials'],
      access: 'user',
      params: MaterialParams,
      responses: { 204: { description: 'Deleted (or already deleted)' } },
      async handle({ params, context }) {
        await materials.delete(params.materialId, origin(context));
        return { status: 204 };
      },
    }),
  ];
}
