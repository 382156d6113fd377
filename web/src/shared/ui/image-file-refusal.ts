import { ApiError } from '../api/api-error';

/** Why an image was refused, kept as facts and worded while rendering, so it follows the language. */
export type ImageFileRefusal = { reason: 'too-big' } | { reason: 'wrong-type' } | { reason: 'failed'; error: unknown };

/** Checked in the browser before anything is sent: the server would refuse the same file, only later. */
export function refusalOfImageFile(file: File, types: readonly string[], maxBytes: number): ImageFileRefusal | null {
  if (!types.includes(file.type)) return { reason: 'wrong-type' };
  if (file.size > maxBytes) return { reason: 'too-big' };
  return null;
}

/** Why an upload failed, in words about the image rather than about HTTP. */
export function refusalOfImageUpload(error: unknown): ImageFileRefusal {
  if (error instanceof ApiError && error.status === 413) return { reason: 'too-big' };
  return { reason: 'failed', error };
}

/**
 * The words for a refusal: the caller's own for size and type, and for a failed upload the server's field error,
 * which says what is wrong with the image itself, else the general description of the failure.
 */
export function describeImageFileRefusal(
  refusal: ImageFileRefusal,
  words: { readonly tooBig: string; readonly wrongType: string },
  describeError: (error: unknown) => string,
): string {
  if (refusal.reason === 'too-big') return words.tooBig;
  if (refusal.reason === 'wrong-type') return words.wrongType;
  const { error } = refusal;
  if (error instanceof ApiError && error.problem?.errors?.[0]) return error.problem.errors[0].detail;
  return describeError(error);
}
