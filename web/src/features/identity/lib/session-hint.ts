import { readStoredFlag, storageKeys, writeStored } from '../../../shared/lib/local-store';

/**
 * Whether this browser was signed in when the session was last checked. Only a guess for the first paint, before the
 * session answers: the header can then draw the bar it will keep, rather than swap bars of different heights under a
 * page already on screen. Never a reason to show anyone's data.
 */
export const wasSignedInLastVisit = (): boolean => readStoredFlag(storageKeys.signedInLastVisit, false);

export const rememberSignedIn = (signedIn: boolean): void => writeStored(storageKeys.signedInLastVisit, signedIn);
