import { z } from 'zod';

/** A host name people type: letters, digits and hyphens in dot-separated labels, ending in an alphabetic TLD. */
const HOST_NAME = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** A pro_plus user's brand (spec section 6): what the learner-facing pages show instead of Pathwise's own. */
export const WhiteLabelSettings = z.object({
  brandName: z.string().trim().min(1, 'Enter a brand name').max(60, 'At most 60 characters'),
  primaryColor: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^#[0-9a-f]{6}$/, 'Enter a colour as #rrggbb'),
  /** Where the branded pages are served, e.g. learn.example.com; null for none. */
  customDomain: z
    .string()
    .trim()
    .toLowerCase()
    .regex(HOST_NAME, 'Enter a domain such as learn.example.com (no https:// and no path)')
    .nullable(),
});

/** PUT /api/white-label: the whole settings, against the version they were read at (a stale one answers 409). */
export const UpdateWhiteLabelRequest = WhiteLabelSettings.extend({ expectedVersion: z.number().int().min(0) }).strict();
export type UpdateWhiteLabelRequest = z.input<typeof UpdateWhiteLabelRequest>;

/** The settings as stored; all null and version 0 until they are first saved. */
export const WhiteLabelResponse = z.object({
  brandName: z.string().nullable(),
  primaryColor: z.string().nullable(),
  customDomain: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.iso.datetime().nullable(),
});
export type WhiteLabelResponse = z.infer<typeof WhiteLabelResponse>;
