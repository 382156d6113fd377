import type { IssuedCertificateRecord, StatusListState } from '@pathwise/projections';
import { signCredential, verifyCredential, type Signed } from './credential-signing.js';
import { issuerControllerDocument, type IssuerControllerDocument, type IssuerSettings } from './issuer-profile.js';
import { openBadgeCredential, type OpenBadgeCredential } from './open-badge-credential.js';
import type { PlatformSigningKey } from './platform-signing-key.js';
import { statusListCredential, type BitstringStatusListCredential } from './status-list.js';
import { VerifiedStatusLists } from './verified-status-lists.js';

/** The addresses a certificate is known by, all under the deployment's public URL. */
export interface CertificateAddresses {
  readonly issuerId: string;
  verifyUrl(certificateId: string): string;
  credentialUrl(certificateId: string): string;
  pdfUrl(certificateId: string): string;
  statusListUrl(statusListId: string): string;
  achievementId(courseId: string): string;
}

export function certificateAddresses(publicUrl: string): CertificateAddresses {
  const origin = publicUrl.replace(/\/$/, '');
  return {
    issuerId: `${origin}/api/certificates/issuer`,
    verifyUrl: (certificateId) => `${origin}/verify/${certificateId}`,
    credentialUrl: (certificateId) => `${origin}/api/certificates/${certificateId}/credential`,
    pdfUrl: (certificateId) => `${origin}/api/me/certificates/${certificateId}/pdf`,
    statusListUrl: (statusListId) => `${origin}/api/certificates/status-lists/${statusListId}`,
    achievementId: (courseId) => `${origin}/courses/${courseId}`,
  };
}

/** The status list a verifier is given: the list it names, as this issuer publishes it now. */
export type StatusListSource = (statusListId: string) => Promise<StatusListState>;

const CACHE_LIMIT = 2_000;

/**
 * Builds and signs the credentials this platform issues, on request, from what the certificate's events froze. The
 * proof's `created` is the moment the credential was (re)issued and Ed25519 signatures are deterministic, so the same
 * certificate always signs to the same bytes: nothing signed needs storing, and a small cache spares the signing.
 */
export class CertificateCredentials {
  readonly issuer: IssuerControllerDocument;
  readonly #credentials = new Map<string, Signed<OpenBadgeCredential>>();
  readonly #statusLists = new Map<string, Signed<BitstringStatusListCredential>>();
  readonly #verifiedStatusLists = new VerifiedStatusLists();

  constructor(
    private readonly deps: {
      readonly key: PlatformSigningKey;
      readonly issuer: IssuerSettings;
      readonly addresses: CertificateAddresses;
      readonly statusLists: StatusListSource;
    },
  ) {
    this.issuer = issuerControllerDocument(deps.issuer, deps.key);
  }

  get addresses(): CertificateAddresses {
    return this.deps.addresses;
  }

  /** The unsigned credential of a certificate; the holder's name only when the holder shows it. */
  unsignedCredential(record: IssuedCertificateRecord, holderName: string | null): OpenBadgeCredential {
    const { addresses } = this.deps;
    return openBadgeCredential({
      credentialId: addresses.credentialUrl(record.certificateId),
      issuer: this.deps.issuer,
      recipient: {
        // An account erased since keeps no hash: the credential then names nobody who could be found.
        identityHash: record.recipientIdentityHash ?? 'sha256$',
        salt: record.recipientSalt ?? record.certificateId,
        name: record.showName ? holderName : null,
      },
      achievement: {
        id: addresses.achievementId(record.courseId),
        name: record.courseTitle,
        description: record.courseDescription.trim() === '' ? record.courseTitle : record.courseDescription,
        criteriaNarrative: record.criteriaNarrative,
        imageUrl: `${this.deps.issuer.url.replace(/\/$/, '')}/favicon.svg`,
      },
      issuedAt: record.issuedAt,
      skills: record.skills.map((skill) => ({ name: skill.name, level: skill.level })),
      status: { statusListCredential: addresses.statusListUrl(record.statusListId), statusListIndex: record.statusListIndex },
    });
  }

  async credentialOf(record: IssuedCertificateRecord, holderName: string | null): Promise<Signed<OpenBadgeCredential>> {
    const unsigned = this.unsignedCredential(record, holderName);
    const cacheKey = `${record.certificateId}|${record.signedAt.toISOString()}|${JSON.stringify(unsigned.credentialSubject.name ?? null)}`;
    const cached = this.#credentials.get(cacheKey);
    if (cached) return cached;
    const signed = await signCredential(unsigned, { key: this.deps.key, now: wholeSeconds(record.signedAt) });
    remember(this.#credentials, cacheKey, signed);
    return signed;
  }

  /** The signed status list as it stands; null for a list that holds no certificate. */
  async statusListOf(statusListId: string): Promise<Signed<BitstringStatusListCredential> | null> {
    const state = await this.deps.statusLists(statusListId);
    if (!state.exists) return null;
    // A list with nothing revoked yet is dated at the epoch of the key's use, so it signs to the same bytes each time.
    const validFrom = wholeSeconds(state.changedAt ?? new Date(0));
    const cacheKey = `${statusListId}|${validFrom.toISOString()}|${state.revokedIndexes.length}`;
    const cached = this.#statusLists.get(cacheKey);
    if (cached) return cached;
    const unsigned = statusListCredential({
      id: this.deps.addresses.statusListUrl(statusListId),
      issuerId: this.deps.issuer.id,
      validFrom,
      revokedIndexes: state.revokedIndexes,
    });
    const signed = await signCredential(unsigned, { key: this.deps.key, now: validFrom });
    remember(this.#statusLists, cacheKey, signed);
    return signed;
  }

  /**
   * Verifies any credential against this issuer's key and, through the status lists it publishes, its revocation.
   * Never throws for a bad credential.
   */
  async verify(credential: unknown, options: { now?: Date; checkStatus?: boolean } = {}) {
    const prefix = this.deps.addresses.statusListUrl('');
    const statusList = async (url: string) => (url.startsWith(prefix) && url.length > prefix.length ? this.statusListOf(url.slice(prefix.length)) : null);
    return verifyCredential(credential, {
      issuer: this.issuer,
      verifiedStatusLists: this.#verifiedStatusLists,
      ...(options.now ? { now: options.now } : {}),
      // Without the status list only the proof and dates are checked: what a verifier offline could still say.
      ...(options.checkStatus === false ? {} : { statusList }),
    });
  }
}

function wholeSeconds(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 1000) * 1000);
}

function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
}
