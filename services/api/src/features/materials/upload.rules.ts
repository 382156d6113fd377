import { materialFileTypes, type MaterialFileType } from '@pathwise/contracts';
import { HttpError, InvalidRequestError, type FieldError } from '../../http/http-errors.js';
import { sanitizeFileName } from '../../infrastructure/file-storage/file-name.js';
import { declaredFileType, typeForFileName, verifyFileType } from '../../infrastructure/file-storage/file-type.js';

/** An upload whose name, declared type and bytes agree on one allowed type. */
export interface CheckedUpload {
  readonly fileName: string;
  readonly contentType: MaterialFileType;
  readonly bytes: Buffer;
}

const labels: Record<MaterialFileType, string> = {
  'application/pdf': 'PDF',
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
  'image/gif': 'GIF image',
  'text/plain': 'plain text file',
  'text/markdown': 'Markdown file',
  'text/csv': 'CSV file',
  'application/zip': 'ZIP archive',
  'audio/mpeg': 'MP3 audio file',
  'video/mp4': 'MP4 video',
};

export const allowedExtensions = Object.values(materialFileTypes).flat();

export class UnsupportedMaterialTypeError extends HttpError {
  constructor(detail: string, errors: readonly FieldError[]) {
    super(415, 'Unsupported Media Type', detail, errors, 'urn:pathwise:problem:unsupported-media-type');
  }
}

/**
 * The name says what a file should be, the bytes say what it is, and a declared Content-Type (other than
 * application/octet-stream) must not say otherwise. What reaches storage is exactly one allowed type.
 */
export function checkUpload(rawName: string, declaredContentType: string | undefined, bytes: Buffer): CheckedUpload {
  if (bytes.length === 0) throw new InvalidRequestError([{ pointer: '#/body', detail: 'The file is empty' }]);
  const fileName = sanitizeFileName(rawName);
  if (!fileName) throw new InvalidRequestError([{ pointer: '#/query/fileName', detail: 'The file name has no usable characters' }]);
  const promised = typeForFileName(fileName);
  if (!promised) {
    const detail = `Files named like "${fileName}" are not accepted; allowed: ${allowedExtensions.join(', ')}`;
    throw new UnsupportedMaterialTypeError(detail, [{ pointer: '#/query/fileName', detail }]);
  }
  const declared = declaredFileType(declaredContentType);
  if (declared !== null && declared !== promised) {
    const detail = `The Content-Type ${declaredContentType} does not match a ${labels[promised]} (${fileName}); send ${promised} or application/octet-stream`;
    throw new UnsupportedMaterialTypeError(detail, [{ pointer: '#/headers/content-type', detail }]);
  }
  const contentType = verifyFileType(bytes, promised);
  if (!contentType) {
    const detail = `The file's content is not a ${labels[promised]}, as its name says it is`;
    throw new UnsupportedMaterialTypeError(detail, [{ pointer: '#/body', detail }]);
  }
  return { fileName, contentType, bytes };
}
