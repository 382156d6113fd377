import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as vc from '@digitalbazaar/vc';
import type { CertificateIssuerResponse, CredentialCheckFailure } from '@pathwise/contracts';
import { MULTIKEY_V1_CONTEXT, OPEN_BADGES_V3_CONTEXT, pinnedDocumentLoader, VC_V2_CONTEXT } from './pinned-contexts';
import { decodeStatusList, isIndexSet } from './status-list-bits';

/**
 * The verify page's own check, run in the visitor's browser with Digital Bazaar's libraries (the server's, at the
 * same versions): the proof against the key the issuer publishes, then the revocation bit in the issuer's signed
 * status list. This module and the libraries load only when the check runs (ADR 51).
 */

export interface BrowserCheck {
  readonly verified: boolean;
  readonly signature: boolean;
  readonly status: 'valid' | 'revoked' | 'unknown';
  readonly failure: CredentialCheckFailure | null;
  /** The libraries' own words when the check fails, for whoever wants the detail; null when it holds. */
  readonly detail: string | null;
}

export interface BrowserCheckSources {
  readonly issuer: CertificateIssuerResponse;
  /** The signed status list credential published under this list id. */
  readonly statusList: (listId: string) => Promise<unknown>;
}

/** Where the issuer publishes its status lists: the check reads a list only from there, by its id. */
const STATUS_LIST_PATH = /\/api\/certificates\/status-lists\/([^/?#]+)$/;

/** The issuer's profile with its key, as a controller document: the only issuer the check trusts. */
function controllerDocument(issuer: CertificateIssuerResponse) {
  const key = { '@context': MULTIKEY_V1_CONTEXT, ...issuer.verificationMethod };
  return {
    '@context': [VC_V2_CONTEXT, OPEN_BADGES_V3_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: issuer.id,
    type: ['Profile'],
    name: issuer.name,
    url: issuer.url,
    verificationMethod: [key],
    assertionMethod: [key.id],
  };
}

const failed = (failure: CredentialCheckFailure, detail: string, signature = false): BrowserCheck => ({
  verified: false,
  signature,
  status: failure === 'revoked' ? 'revoked' : 'unknown',
  failure,
  detail,
});

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const issuerIdOf = (credential: Record<string, unknown>) => {
  const issuer = credential.issuer;
  return typeof issuer === 'string' ? issuer : isObject(issuer) && typeof issuer.id === 'string' ? issuer.id : null;
};

/** Checks the proof alone: for a certificate and for the status list that speaks for it. */
async function verifyProof(
  credential: Record<string, unknown>,
  issuer: CertificateIssuerResponse,
  checkStatus?: (credential: object) => Promise<{ verified: boolean; error?: unknown }>,
): Promise<vc.VerificationResult> {
  const controller = controllerDocument(issuer);
  const documents = new Map<string, object>([
    [controller.id, controller],
    [issuer.verificationMethod.id, controller.verificationMethod[0]!],
  ]);
  return vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: pinnedDocumentLoader(documents),
    controller,
    ...(checkStatus ? { checkStatus: ({ credential: checked }) => checkStatus(checked) } : {}),
  });
}

type StatusAnswer = { status: 'valid' | 'revoked'; problem: null } | { status: null; problem: string };

async function statusOf(credential: object, sources: BrowserCheckSources): Promise<StatusAnswer> {
  const entry = (credential as { credentialStatus?: Record<string, unknown> }).credentialStatus;
  if (!isObject(entry) || entry.type !== 'BitstringStatusListEntry' || entry.statusPurpose !== 'revocation') {
    return { status: null, problem: 'The credential names no revocation status list' };
  }
  const url = typeof entry.statusListCredential === 'string' ? entry.statusListCredential : '';
  const listId = STATUS_LIST_PATH.exec(url.split(/[?#]/)[0] ?? '')?.[1];
  const index = typeof entry.statusListIndex === 'string' && /^\d+$/.test(entry.statusListIndex) ? Number(entry.statusListIndex) : null;
  if (listId === undefined || index === null) return { status: null, problem: `The status list ${url} is not one the issuer publishes` };
  let list: unknown;
  try {
    list = await sources.statusList(decodeURIComponent(listId));
  } catch (error) {
    return { status: null, problem: `The status list ${url} could not be read: ${messageOf(error)}` };
  }
  if (!isObject(list) || list.id !== url) return { status: null, problem: `The status list read is not ${url}` };
  const listProof = await verifyProof(list, sources.issuer);
  if (!listProof.verified) return { status: null, problem: `The status list ${url} does not verify: ${reasonOf(listProof)}` };
  const subject = list.credentialSubject;
  if (!isObject(subject) || subject.statusPurpose !== 'revocation' || typeof subject.encodedList !== 'string') {
    return { status: null, problem: `The list ${url} is not a revocation list` };
  }
  try {
    return { status: isIndexSet(await decodeStatusList(subject.encodedList), index) ? 'revoked' : 'valid', problem: null };
  } catch (error) {
    return { status: null, problem: messageOf(error) };
  }
}

/** Verifies a credential in the browser. Never throws for a bad credential: the answer says which check failed. */
export async function verifyInBrowser(credential: unknown, sources: BrowserCheckSources): Promise<BrowserCheck> {
  if (!isObject(credential)) return failed('malformed', 'The credential is not a JSON object');
  if (!isObject(credential.proof)) return failed('malformed', 'The credential carries no proof, so nothing vouches for it');
  const issuerId = issuerIdOf(credential);
  if (issuerId !== sources.issuer.id) return failed('unknown_issuer', `The credential names ${issuerId ?? 'no issuer'}, not ${sources.issuer.id}`);
  if (credential.proof.verificationMethod !== sources.issuer.verificationMethod.id) {
    return failed('unknown_issuer', `The proof was made with ${String(credential.proof.verificationMethod)}, not the key ${sources.issuer.name} publishes`);
  }
  let status: StatusAnswer | null = null;
  let result: vc.VerificationResult;
  try {
    result = await verifyProof(credential, sources.issuer, async (checked) => {
      status = await statusOf(checked, sources);
      if (status.problem !== null) return { verified: false, error: new Error(status.problem) };
      return status.status === 'revoked' ? { verified: false, error: new Error('The issuer has revoked this credential') } : { verified: true };
    });
  } catch (error) {
    return failed('malformed', messageOf(error));
  }
  const answer = status as StatusAnswer | null;
  const signature = result.results?.every((proof) => proof.verified) ?? false;
  if (result.verified && answer?.status === 'valid') return { verified: true, signature: true, status: 'valid', failure: null, detail: null };
  if (!signature) return failed('bad_signature', reasonOf(result));
  if (answer?.status === 'revoked') return failed('revoked', 'The issuer has revoked this credential', true);
  return failed('status_list_unavailable', answer?.problem ?? reasonOf(result), true);
}

const readableReasons: Record<string, string> = {
  'Invalid signature.': 'The signature does not match the credential: it was changed after signing, or signed by another key',
};

function reasonOf(result: vc.VerificationResult): string {
  const proofError = result.results?.find((proof) => !proof.verified)?.error;
  return messageOf(proofError ?? result.statusResult?.error ?? result.error);
}

/** The first concrete message in an error, unwrapping the libraries' lists of errors. */
function messageOf(error: unknown): string {
  if (isObject(error) || error instanceof Error) {
    const nested = (error as { errors?: unknown[] }).errors;
    if (Array.isArray(nested) && nested.length > 0) return messageOf(nested[0]);
    const cause = (error as { details?: { cause?: unknown } }).details?.cause;
    if (cause instanceof Error) return messageOf(cause);
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.length > 0) return readableReasons[message] ?? message;
  }
  return 'The credential does not verify';
}
