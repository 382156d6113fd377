import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import { credentialDocumentLoader, UnpinnedDocumentError, type DocumentLoader } from './credential-document-loader.js';
import type { IssuerControllerDocument } from './issuer-profile.js';
import type { PlatformSigningKey } from './platform-signing-key.js';
import { revocationStatus, type BitstringStatusListCredential, type CredentialStatus } from './status-list.js';
import type { VerifiedStatusLists } from './verified-status-lists.js';

export interface DataIntegrityProofValue {
  readonly type: 'DataIntegrityProof';
  readonly cryptosuite: 'eddsa-rdfc-2022';
  readonly created: string;
  readonly verificationMethod: string;
  readonly proofPurpose: 'assertionMethod';
  readonly proofValue: string;
}

export type Signed<T> = T & { readonly proof: DataIntegrityProofValue };

export interface SigningOptions {
  readonly key: PlatformSigningKey;
  /** The proof's `created`: the clock comes in with the command. */
  readonly now: Date;
  /** The pinned loader by default; a caller adds only documents it holds itself. */
  readonly documentLoader?: DocumentLoader;
}

/** Signs with an embedded Data Integrity proof, cryptosuite eddsa-rdfc-2022 (RDF canonicalisation, Ed25519). */
export async function signCredential<T extends object>(credential: T, options: SigningOptions): Promise<Signed<T>> {
  const suite = new DataIntegrityProof({ signer: options.key.keyPair.signer(), date: options.now, cryptosuite });
  const signed = await vc.issue({
    credential: structuredClone(credential),
    suite,
    documentLoader: options.documentLoader ?? credentialDocumentLoader(),
    now: options.now,
  });
  return signed as Signed<T>;
}

export interface CredentialVerification {
  readonly verified: boolean;
  /** Why verification failed, in a sentence a person can act on; null when it holds. */
  readonly reason: string | null;
  /** The revocation bit when a status list was consulted; "unchecked" when the caller gave none. */
  readonly status: CredentialStatus | 'unchecked';
}

export interface VerificationOptions {
  /** The issuer trusted to have signed: its profile with the public key. Nothing else is resolved. */
  readonly issuer: IssuerControllerDocument;
  readonly now?: Date;
  /** The status list credentials the caller holds, by URL; each is verified against the same issuer before use. */
  readonly statusList?: (url: string) => Promise<BitstringStatusListCredential | null>;
  /** Status lists already verified against this same issuer, so a list's proof is checked once, not per credential. */
  readonly verifiedStatusLists?: VerifiedStatusLists;
}

/**
 * Verifies a credential's proof against the trusted issuer's key, its dates, and (when a status list is at hand) its
 * revocation bit. Never throws for a bad credential: the answer carries the reason.
 */
export async function verifyCredential(credential: unknown, options: VerificationOptions): Promise<CredentialVerification> {
  if (credential === null || typeof credential !== 'object' || Array.isArray(credential)) {
    return failed('The credential is not a JSON object');
  }
  if (!('proof' in credential)) return failed('The credential carries no proof, so nothing vouches for it');
  let status: CredentialVerification['status'] = 'unchecked';
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: issuerDocumentLoader(options.issuer),
    controller: options.issuer,
    ...(options.now === undefined ? {} : { now: options.now }),
    checkStatus: async ({ credential: checked }) => {
      if (options.statusList === undefined) return { verified: true };
      const answer = await statusOf(checked, options);
      if (answer.reason !== null) return { verified: false, error: new Error(answer.reason) };
      status = answer.status;
      return status === 'revoked' ? { verified: false, error: new Error('The issuer has revoked this credential') } : { verified: true };
    },
  });
  if (result.verified) return { verified: true, reason: null, status };
  return { verified: false, reason: reasonOf(result), status };
}

function failed(reason: string): CredentialVerification {
  return { verified: false, reason, status: 'unchecked' };
}

/** A verifier's loader: the pinned contexts and the trusted issuer's documents, with a reason a visitor understands. */
function issuerDocumentLoader(issuer: IssuerControllerDocument): DocumentLoader {
  const documents = new Map<string, object>([[issuer.id, issuer]]);
  for (const key of issuer.verificationMethod) documents.set(key.id, key);
  const load = credentialDocumentLoader(documents);
  return async (url) => {
    try {
      return await load(url);
    } catch (error) {
      if (!(error instanceof UnpinnedDocumentError)) throw error;
      throw new Error(`The credential refers to ${url}, which is neither a context we pin nor a key ${issuer.name} publishes`, { cause: error });
    }
  };
}

async function statusOf(
  credential: object,
  options: VerificationOptions,
): Promise<{ status: CredentialStatus; reason: null } | { status: null; reason: string }> {
  const entry = (credential as { credentialStatus?: { statusListCredential?: unknown } }).credentialStatus;
  const url = typeof entry?.statusListCredential === 'string' ? entry.statusListCredential : null;
  if (url === null) return { status: null, reason: 'The credential names no status list to check revocation against' };
  const list = await options.statusList!(url);
  if (list === null) return { status: null, reason: `The status list ${url} is not one this issuer publishes` };
  const verifyList = () => verifyCredential(list, { issuer: options.issuer, ...(options.now ? { now: options.now } : {}) });
  const listVerification = options.verifiedStatusLists
    ? await options.verifiedStatusLists.verify(list, options.now ?? new Date(), verifyList)
    : await verifyList();
  if (!listVerification.verified) return { status: null, reason: `The status list ${url} does not verify: ${listVerification.reason}` };
  try {
    return { status: revocationStatus(credential, list), reason: null };
  } catch (error) {
    return { status: null, reason: error instanceof Error ? error.message : String(error) };
  }
}

const readableReasons: Record<string, string> = {
  'Invalid signature.': 'The signature does not match the credential: it was changed after signing, or signed by another key',
};

function reasonOf(result: vc.VerificationResult): string {
  if (result.statusResult && !result.statusResult.verified) return messageOf(result.statusResult.error);
  const proofError = result.results?.find((proof) => !proof.verified)?.error;
  return messageOf(proofError ?? result.error);
}

/** The first concrete message in an error, unwrapping the libraries' VerificationError lists. */
function messageOf(error: unknown): string {
  if (error instanceof Error || (typeof error === 'object' && error !== null)) {
    const nested = (error as { errors?: unknown[] }).errors;
    if (Array.isArray(nested) && nested.length > 0) return messageOf(nested[0]);
    // JSON-LD wraps a loader's refusal in its own generic "Dereferencing a URL" error; ours says more.
    const cause = (error as { details?: { cause?: unknown } }).details?.cause;
    if (cause instanceof Error) return messageOf(cause);
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) {
      return readableReasons[message] ?? withJsonLdDetails(message, error as JsonLdError);
    }
  }
  return 'The credential does not verify';
}

interface JsonLdError {
  details?: { event?: { message?: string; details?: { property?: string } } };
}

/** JSON-LD's safe mode says only "validation error"; the event it carries names the term that broke it. */
function withJsonLdDetails(message: string, error: JsonLdError): string {
  const event = error.details?.event;
  if (event?.message === undefined) return message;
  const property = event.details?.property;
  return `${message} ${event.message}${property === undefined ? '' : ` (property "${property}")`}`;
}
