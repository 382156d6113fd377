import { z } from 'zod';

/** Ids travel in stream names, room names and URLs, so they keep to a URL-safe alphabet. */
export const EntityId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'Expected an id of 1-64 letters, digits, "-" or "_"');
export type EntityId = z.infer<typeof EntityId>;
