import { UPLOADED_COURSE_COVER_PATH } from '@pathwise/event-schemas';

/** What an image upload's body may be; the server converts each to WebP at the sizes the web app draws. */
export const imageUploadTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** A profile picture is stored square at twice the largest size drawn (96 px), for sharp pictures on dense screens. */
export const PROFILE_PICTURE_PIXELS = 192;

/**
 * A course cover is stored at 16:9 in two widths: the full one for the course page and link previews, the card one
 * for catalogue cards, picked by the browser from a srcset.
 */
export const courseCoverSizes = {
  full: { width: 1280, height: 720 },
  card: { width: 640, height: 360 },
} as const;
export type CourseCoverSize = keyof typeof courseCoverSizes;

/** A cover may be a larger photo than a profile picture: it is drawn across the page. */
export const COURSE_COVER_MAX_BYTES = 5 * 1024 * 1024;

/** Covers uploaded here, which the web app may draw (its CSP keeps images to its own origin). */
export function isUploadedCourseCover(coverImageUrl: string | null): coverImageUrl is string {
  return coverImageUrl?.startsWith(UPLOADED_COURSE_COVER_PATH) ?? false;
}

/** The address of one size of an uploaded cover; the course's `coverImageUrl` is the full one. */
export function courseCoverSource(coverImageUrl: string, size: CourseCoverSize): string {
  return size === 'full' ? coverImageUrl : `${coverImageUrl}?size=${size}`;
}
