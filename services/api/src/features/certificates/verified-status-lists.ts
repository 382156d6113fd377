import { createHash } from 'node:crypto';
import type { CredentialVerification } from './credential-signing.js';
import type { BitstringStatusListCredential } from './status-list.js';

const DEFAULT_LIMIT = 32;

/**
 * The status lists whose own proof already held for one trusted issuer, by list id and proof value. Verifying a
 * list's proof costs as much as verifying the credential that points at it, and every credential of a list points at
 * the same signed list until a revocation changes it (and with it the proof), so many checks share one verification.
 * A hit is trusted only if the list is byte for byte the one verified: a forger who pairs a known proof value with
 * other bits gets verified, and refused, in full. Failures are never remembered, so a list that comes right is
 * believed at once. Small and bounded: lists are few, and a new proof value per revocation ages the old ones out.
 */
export class VerifiedStatusLists {
  readonly #fingerprints = new Map<string, string>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  /** The list's verification: remembered when this very list verified before, else `verifyProof`'s answer. */
  async verify(list: BitstringStatusListCredential, now: Date, verifyProof: () => Promise<CredentialVerification>): Promise<CredentialVerification> {
    const proofValue = (list as { proof?: { proofValue?: unknown } }).proof?.proofValue;
    if (typeof proofValue !== 'string') return verifyProof();
    const key = `${list.id}\n${proofValue}`;
    const fingerprint = fingerprintOf(list);
    // The dates are the one check that changes with the clock, so a remembered list is still held to them.
    if (this.#fingerprints.get(key) === fingerprint && validAt(list, now)) return { verified: true, reason: null, status: 'unchecked' };
    const verification = await verifyProof();
    if (verification.verified) this.#remember(key, fingerprint);
    return verification;
  }

  #remember(key: string, fingerprint: string): void {
    this.#fingerprints.delete(key);
    if (this.#fingerprints.size >= this.limit) this.#fingerprints.delete(this.#fingerprints.keys().next().value as string);
    this.#fingerprints.set(key, fingerprint);
  }
}

function fingerprintOf(list: object): string {
  return createHash('sha256').update(JSON.stringify(list)).digest('hex');
}

function validAt(list: { validFrom?: string; validUntil?: string }, now: Date): boolean {
  const from = list.validFrom === undefined ? Number.NEGATIVE_INFINITY : Date.parse(list.validFrom);
  const until = list.validUntil === undefined ? Number.POSITIVE_INFINITY : Date.parse(list.validUntil);
  return from <= now.getTime() && now.getTime() < until;
}
