import * as Ed25519Multikey from '@digitalbazaar/ed25519-multikey';
import type { Ed25519MultikeyPair } from '@digitalbazaar/ed25519-multikey';
import { z } from 'zod';
import { MULTIKEY_V1_CONTEXT } from './credential-document-loader.js';

/** The serialized key pair: the shape of the W3C test vectors' key pair, both halves multibase-encoded Multikeys. */
const SerializedSigningKey = z.object({
  publicKeyMultibase: z.string().regex(/^z6Mk[1-9A-HJ-NP-Za-km-z]+$/, 'an Ed25519 public Multikey (z6Mk…)'),
  secretKeyMultibase: z.string().regex(/^z[1-9A-HJ-NP-Za-km-z]+$/, 'a base58btc Multikey (z…)'),
});
export type SerializedSigningKey = z.infer<typeof SerializedSigningKey>;

/** The public half as a Multikey document: what the issuer profile publishes and a verifier resolves. */
export interface PublicMultikey {
  readonly '@context': typeof MULTIKEY_V1_CONTEXT;
  readonly id: string;
  readonly type: 'Multikey';
  readonly controller: string;
  readonly publicKeyMultibase: string;
}

export interface PlatformSigningKey {
  /** The verification method a proof names: the issuer's id with the public key as its fragment. */
  readonly verificationMethod: string;
  readonly publicKey: PublicMultikey;
  readonly keyPair: Ed25519MultikeyPair;
}

export class InvalidSigningKeyError extends Error {
  constructor(detail: string) {
    super(`The certificate signing key is not usable: ${detail}`);
    this.name = 'InvalidSigningKeyError';
  }
}

/** A new Ed25519 key pair, serialized as JSON for configuration or the development data folder. */
export async function generateSerializedSigningKey(): Promise<string> {
  const keyPair = await Ed25519Multikey.generate();
  const serialized: SerializedSigningKey = {
    publicKeyMultibase: keyPair.publicKeyMultibase,
    secretKeyMultibase: keyPair.secretKeyMultibase ?? '',
  };
  return JSON.stringify(serialized);
}

/**
 * Reads a serialized key pair for the issuer `issuerId`. A pair whose halves do not belong together is refused here,
 * at start-up, rather than signing credentials nobody can verify.
 */
export async function platformSigningKey(serialized: string, issuerId: string): Promise<PlatformSigningKey> {
  const parsed = SerializedSigningKey.safeParse(parseJson(serialized));
  if (!parsed.success) throw new InvalidSigningKeyError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '));
  const { publicKeyMultibase, secretKeyMultibase } = parsed.data;
  const verificationMethod = `${issuerId}#${publicKeyMultibase}`;
  const keyPair = await importKeyPair({ id: verificationMethod, controller: issuerId, publicKeyMultibase, secretKeyMultibase });
  await assertHalvesMatch(keyPair);
  return {
    verificationMethod,
    publicKey: { '@context': MULTIKEY_V1_CONTEXT, id: verificationMethod, type: 'Multikey', controller: issuerId, publicKeyMultibase },
    keyPair,
  };
}

function parseJson(serialized: string): unknown {
  try {
    return JSON.parse(serialized) as unknown;
  } catch {
    throw new InvalidSigningKeyError('it is not JSON with publicKeyMultibase and secretKeyMultibase');
  }
}

async function importKeyPair(key: Parameters<typeof Ed25519Multikey.from>[0]): Promise<Ed25519MultikeyPair> {
  try {
    return await Ed25519Multikey.from({ '@context': MULTIKEY_V1_CONTEXT, type: 'Multikey', ...key });
  } catch (error) {
    throw new InvalidSigningKeyError(error instanceof Error ? error.message : String(error));
  }
}

async function assertHalvesMatch(keyPair: Ed25519MultikeyPair): Promise<void> {
  const data = new TextEncoder().encode('pathwise certificate signing key check');
  let matches: boolean;
  try {
    const signature = await keyPair.signer().sign({ data });
    matches = await keyPair.verifier().verify({ data, signature });
  } catch {
    matches = false;
  }
  if (!matches) throw new InvalidSigningKeyError('the public key does not belong to the secret key');
}
