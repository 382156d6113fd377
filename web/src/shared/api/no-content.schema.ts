import { z } from 'zod';

/** The body of a 204 answer: none. Its own module, loaded beside the request by calls the shell makes. */
export const NoContent = z.undefined();
