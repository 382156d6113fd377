/**
 * The schemas of the platform answers the home page reads, apart from the calls that make them: each call loads them beside its request, so that zod
 * and the contracts stay out of the JavaScript a page waits for before it can paint.
 */
export { PlatformOverviewResponse } from '@pathwise/contracts';
