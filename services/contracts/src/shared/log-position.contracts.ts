import { z } from 'zod';

/** A position in the event log: a 64-bit integer, carried as a decimal string in JSON. */
export const LogPosition = z.string().regex(/^(0|[1-9]\d{0,18})$/, 'Expected a log position (a whole number as a string)');
export type LogPosition = z.infer<typeof LogPosition>;
