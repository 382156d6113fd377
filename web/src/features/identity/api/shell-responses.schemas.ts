/**
 * The schemas of the identity answers the shell reads on every page (the session probe, a changed setting), apart
 * from the calls that make them: loaded beside the request, so that zod stays out of the first paint's JavaScript.
 */
export { MeResponse, SessionProbeResponse } from '@pathwise/contracts';
