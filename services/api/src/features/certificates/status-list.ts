import { gunzipSync, gzipSync } from 'node:zlib';
import { VC_V2_CONTEXT } from './credential-document-loader.js';

/**
 * W3C Bitstring Status List v1.0: a credential's revocation is one bit in a gzip-compressed list published as a
 * credential of its own. The specification asks for at least 16 KB of bits (131,072 entries) so that a list does
 * not tell which of few holders a verifier is asking about.
 */
export const MINIMUM_STATUS_LIST_LENGTH = 16 * 1024 * 8;

export interface BitstringStatusListEntry {
  readonly id: string;
  readonly type: 'BitstringStatusListEntry';
  readonly statusPurpose: 'revocation';
  /** A string of the index, as the specification's examples write it. */
  readonly statusListIndex: string;
  readonly statusListCredential: string;
}

export interface BitstringStatusListCredential {
  readonly '@context': readonly string[];
  readonly id: string;
  readonly type: ['VerifiableCredential', 'BitstringStatusListCredential'];
  readonly issuer: string;
  readonly validFrom: string;
  readonly credentialSubject: {
    readonly id: string;
    readonly type: 'BitstringStatusList';
    readonly statusPurpose: 'revocation';
    readonly encodedList: string;
  };
}

export class StatusListError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatusListError';
  }
}

export function bitstringStatusListEntry(statusListCredential: string, index: number): BitstringStatusListEntry {
  assertIndex(index, MINIMUM_STATUS_LIST_LENGTH);
  return {
    id: `${statusListCredential}#${index}`,
    type: 'BitstringStatusListEntry',
    statusPurpose: 'revocation',
    statusListIndex: String(index),
    statusListCredential,
  };
}

/** The multibase (base64url, prefix "u") of the gzip of the list, where bit 0 is the first byte's highest bit. */
export function encodeStatusList(revokedIndexes: Iterable<number>, length = MINIMUM_STATUS_LIST_LENGTH): string {
  if (!Number.isInteger(length) || length < MINIMUM_STATUS_LIST_LENGTH || length % 8 !== 0) {
    throw new StatusListError(`A status list holds a whole number of bytes and at least ${MINIMUM_STATUS_LIST_LENGTH} entries, not ${length}`);
  }
  const bits = new Uint8Array(length / 8);
  for (const index of revokedIndexes) {
    assertIndex(index, length);
    bits[index >> 3]! |= 0x80 >> (index & 7);
  }
  return `u${gzipSync(bits).toString('base64url')}`;
}

export function decodeStatusList(encodedList: string): Uint8Array {
  if (!encodedList.startsWith('u')) throw new StatusListError('The encoded status list is not multibase base64url (it must start with "u")');
  let bits: Buffer;
  try {
    bits = gunzipSync(Buffer.from(encodedList.slice(1), 'base64url'));
  } catch {
    throw new StatusListError('The encoded status list is not a gzip-compressed bitstring');
  }
  if (bits.length * 8 < MINIMUM_STATUS_LIST_LENGTH) {
    throw new StatusListError(`The status list holds ${bits.length * 8} entries, fewer than the ${MINIMUM_STATUS_LIST_LENGTH} the specification asks for`);
  }
  return bits;
}

export function isIndexSet(bits: Uint8Array, index: number): boolean {
  assertIndex(index, bits.length * 8);
  return ((bits[index >> 3] ?? 0) & (0x80 >> (index & 7))) !== 0;
}

export interface StatusListFacts {
  /** The URL the list is published at; entries point at it. */
  readonly id: string;
  readonly issuerId: string;
  readonly validFrom: Date;
  readonly revokedIndexes: Iterable<number>;
}

/** The unsigned status list credential; it is signed by the issuer's key like the credentials it speaks for. */
export function statusListCredential(facts: StatusListFacts): BitstringStatusListCredential {
  return {
    '@context': [VC_V2_CONTEXT],
    id: facts.id,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: facts.issuerId,
    validFrom: `${facts.validFrom.toISOString().slice(0, 19)}Z`,
    credentialSubject: { id: `${facts.id}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeStatusList(facts.revokedIndexes) },
  };
}

export type CredentialStatus = 'valid' | 'revoked';

/**
 * Reads a credential's revocation bit in the given status list credential. A status entry that points at another
 * list, another purpose or no index is an error with its reason, never a silent "valid".
 */
export function revocationStatus(credential: { credentialStatus?: unknown }, list: BitstringStatusListCredential): CredentialStatus {
  const entry = credential.credentialStatus as Partial<BitstringStatusListEntry> | undefined;
  if (entry === undefined || entry === null || typeof entry !== 'object') throw new StatusListError('The credential has no credentialStatus');
  if (entry.type !== 'BitstringStatusListEntry') throw new StatusListError(`The credential's status is a ${String(entry.type)}, not a BitstringStatusListEntry`);
  if (entry.statusPurpose !== 'revocation') throw new StatusListError(`The credential's status purpose is ${String(entry.statusPurpose)}, not revocation`);
  if (entry.statusListCredential !== list.id) {
    throw new StatusListError(`The credential's status is in ${String(entry.statusListCredential)}, not in the list ${list.id}`);
  }
  if (list.credentialSubject.statusPurpose !== 'revocation') throw new StatusListError(`The list ${list.id} is not a revocation list`);
  const index = Number(entry.statusListIndex);
  if (typeof entry.statusListIndex !== 'string' || !/^\d+$/.test(entry.statusListIndex)) {
    throw new StatusListError(`The credential's statusListIndex ${String(entry.statusListIndex)} is not a non-negative integer`);
  }
  return isIndexSet(decodeStatusList(list.credentialSubject.encodedList), index) ? 'revoked' : 'valid';
}

function assertIndex(index: number, length: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= length) {
    throw new StatusListError(`A status list index is a whole number from 0 to ${length - 1}, not ${index}`);
  }
}
