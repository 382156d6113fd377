/**
 * The schemas of the answers to gamification's writes (a quiz's stats, a claimed reward), apart from the calls that
 * make them: each call loads them beside its request, so that zod and the contracts are neither in the JavaScript a
 * page waits for before it can paint nor built while it hydrates.
 */
export { ClaimRewardResponse, StatsUpdateResponse } from '@pathwise/contracts';
