import { imageUploadTypes } from '@pathwise/contracts';
import type { Request } from 'express';
import { z } from 'zod';
import { sniffImageType } from '../infrastructure/file-storage/image-type.js';
import { webpRenditions, type RenditionSize } from '../infrastructure/images/webp-renditions.js';
import { InvalidRequestError } from './http-errors.js';

/** Route options of an upload whose body is the image itself (PNG, JPEG or WebP), at most `maxBytes`. */
export function imageUploadBody(maxBytes: number) {
  return {
    rawBody: { types: [...imageUploadTypes], limit: `${maxBytes / (1024 * 1024)}mb` },
    body: z.instanceof(Buffer, { message: `Send the image itself with Content-Type ${imageUploadTypes.join(', ')}` }),
  };
}

/**
 * The uploaded image as WebP at each size, or a 400 naming the body when it is not the image its Content-Type
 * declares: the first bytes must say so, and then the whole file must decode.
 */
export async function uploadedImageAsWebp<const S extends readonly RenditionSize[]>(request: Request, bytes: Buffer, sizes: S) {
  const declared = request.get('content-type')?.split(';')[0]?.trim();
  const refused = () => new InvalidRequestError([{ pointer: '#/body', detail: `The file is not a ${declared ?? 'supported'} image` }]);
  if (!declared || sniffImageType(bytes) !== declared) throw refused();
  const renditions = await webpRenditions(bytes, sizes);
  if (!renditions) throw refused();
  return renditions;
}

/** Stored renditions are never rewritten under the same address, so a browser may keep them for a year. */
export const IMMUTABLE_IMAGE_HEADERS = { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' } as const;
