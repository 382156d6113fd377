import { GamificationDataResponse } from '@pathwise/contracts';
import { z } from 'zod';

/**
 * The schemas of the signed-in bar's stats, apart from the call that reads them: it loads them beside its request, so
 * that zod and the contracts are not built while a signed-in page hydrates.
 */
export { GamificationProfileResponse } from '@pathwise/contracts';

/** Spec section 7: the response may come wrapped in `data` or not (this server sends it bare). */
export const GamificationDataReply = z.union([GamificationDataResponse, z.object({ data: GamificationDataResponse }).transform((reply) => reply.data)]);
