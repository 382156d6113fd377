import { deterministicEventId } from '@pathwise/event-store';

/**
 * The id of the certificate reissued in place of another. A certificate is reissued at most once (reissuing revokes
 * it), so deriving the id from the one it replaces makes a retried or doubled request find the replacement there.
 */
export const reissuedCertificateIdFor = (certificateId: string): string => deterministicEventId('certificate-reissue', certificateId);

/** How a certificate stands towards the holder's name: whether it shows it, and the name it was signed with, if recorded. */
export interface NameOnCertificate {
  readonly showName: boolean;
  /** Null when the certificate was named before names were recorded: it shows the account's current name. */
  readonly signedName: string | null;
}

/**
 * Whether the certificate names its holder by a name they no longer go by, and so may be reissued under the new one.
 * A certificate that records no name shows the current one, so it is never outdated.
 */
export function nameOutdated(certificate: NameOnCertificate, currentName: string | null): boolean {
  return certificate.showName && certificate.signedName !== null && currentName !== null && certificate.signedName !== currentName;
}

/** The name a certificate shows: none when hidden, else the one it was signed with, or (recorded before names were) the current one. */
export function shownName(certificate: NameOnCertificate, currentName: string | null): string | null {
  if (!certificate.showName) return null;
  return certificate.signedName ?? currentName;
}
