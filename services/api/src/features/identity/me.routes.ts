import { randomUUID } from 'node:crypto';
import { MeResponse, PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_PIXELS, UpdateProfileRequest, UpdateSettingsRequest } from '@pathwise/contracts';
import { z } from 'zod';
import { defineRoute, type RouteDefinition } from '../../http/define-route.js';
import { NotFoundError } from '../../http/http-errors.js';
import { IMMUTABLE_IMAGE_HEADERS, imageUploadBody, uploadedImageAsWebp } from '../../http/image-upload.js';
import type { FileStorage } from '../../infrastructure/file-storage/file-storage.js';
import { meView } from './accounts/me.views.js';
import type { Identity } from './identity.service.js';

const pictureKey = (pictureId: string) => `profile-pictures/${pictureId}`;
const pictureSize = [{ width: PROFILE_PICTURE_PIXELS, height: PROFILE_PICTURE_PIXELS }] as const;

export function meRoutes(identity: Identity, files: FileStorage): RouteDefinition[] {
  const origin = (requestId: string, userId: string) => ({ correlationId: requestId, actor: { kind: 'user' as const, id: userId } });
  /** Points the account at a new picture (or none) and only then deletes the old file, so no page shows a hole. */
  const replacePicture = async (userId: string, pictureId: string | null, requestId: string) => {
    const previous = (await identity.actors.account(userId)).pictureId;
    const state = await identity.accounts.execute(userId, { type: 'ChangeProfilePicture', pictureId }, origin(requestId, userId));
    if (previous) await files.delete(pictureKey(previous));
    return { status: 200, body: meView(state) };
  };
  return [
    defineRoute({
      method: 'get',
      path: '/me',
      summary: 'The signed-in user (the spec\'s client view)',
      tags: ['identity'],
      access: 'user',
      responses: { 200: { description: 'The user', schema: MeResponse } },
      async handle({ context }) {
        return { status: 200, body: meView(await identity.actors.account(context.actor!.userId)) };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/me/profile',
      summary: 'Change the display name',
      tags: ['identity'],
      access: 'user',
      body: UpdateProfileRequest,
      responses: { 200: { description: 'The updated user', schema: MeResponse } },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const state = await identity.accounts.execute(userId, { type: 'ChangeProfile', displayName: body.display_name }, origin(context.requestId, userId));
        return { status: 200, body: meView(state) };
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/me/settings',
      summary: 'Change the language (en, es, fr) or email notifications',
      tags: ['identity'],
      access: 'user',
      body: UpdateSettingsRequest,
      responses: { 200: { description: 'The updated user', schema: MeResponse } },
      async handle({ body, context }) {
        const { userId } = context.actor!;
        const state = await identity.accounts.execute(
          userId,
          { type: 'ChangeSettings', preferredLanguage: body.preferred_language, receiveEmailNotifications: body.receive_email_notifications },
          origin(context.requestId, userId),
        );
        return { status: 200, body: meView(state) };
      },
    }),
    defineRoute({
      method: 'put',
      path: '/me/profile-picture',
      summary: `Upload a profile picture (PNG, JPEG or WebP, at most 2 MB; the body is the image), kept as a ${PROFILE_PICTURE_PIXELS} px WebP square`,
      description: 'The picture is decoded, cropped to a centred square, stripped of its metadata and stored as WebP under a new address.',
      tags: ['identity'],
      access: 'user',
      ...imageUploadBody(PROFILE_PICTURE_MAX_BYTES),
      responses: { 200: { description: 'The updated user', schema: MeResponse } },
      async handle({ body, context, request }) {
        const [picture] = await uploadedImageAsWebp(request, body, pictureSize);
        const pictureId = randomUUID();
        await files.put(pictureKey(pictureId), { bytes: picture, contentType: 'image/webp' });
        return replacePicture(context.actor!.userId, pictureId, context.requestId);
      },
    }),
    defineRoute({
      method: 'delete',
      path: '/me/profile-picture',
      summary: 'Remove the profile picture',
      tags: ['identity'],
      access: 'user',
      responses: { 200: { description: 'The updated user', schema: MeResponse } },
      handle: ({ context }) => replacePicture(context.actor!.userId, null, context.requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/files/profile-pictures/:pictureId',
      summary: 'A profile picture, by its unguessable id',
      tags: ['identity'],
      access: 'public',
      params: z.object({ pictureId: z.uuid() }),
      responses: { 200: { description: 'The image (WebP; pictures uploaded before the conversion keep their type)' } },
      async handle({ params }) {
        const file = await files.get(pictureKey(params.pictureId));
        if (!file) throw new NotFoundError('There is no such picture');
        return { status: 200, raw: file, headers: IMMUTABLE_IMAGE_HEADERS };
      },
    }),
  ];
}
