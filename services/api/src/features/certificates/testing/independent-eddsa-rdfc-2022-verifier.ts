import { createHash, createPublicKey, verify } from 'node:crypto';
import type * as RDF from '@rdfjs/types';
import { JsonLdParser } from 'jsonld-streaming-parser';
import { RDFC10 } from 'rdfjs-c14n';

/**
 * The verification algorithm of eddsa-rdfc-2022 (W3C Data Integrity EdDSA Cryptosuites v1.0, "Verify Proof"), over
 * libraries that share no code with Digital Bazaar's: JSON-LD to RDF by jsonld-streaming-parser (Comunica),
 * RDFC-1.0 by rdfjs-c14n (the canonicalisation spec's editor's implementation), Ed25519 by node:crypto.
 * Test code only: it checks what the production libraries sign; it never signs.
 */
export async function independentlyVerified(
  credential: object,
  trustedKey: { id: string; controller: string; publicKeyMultibase: string },
  contexts: ReadonlyMap<string, object>,
): Promise<boolean> {
  const { proof, ...unsecured } = credential as { '@context': unknown; proof?: unknown; issuer?: unknown };
  const { proofValue, ...proofOptions } = proof as { proofValue: string; verificationMethod: string; type: string; cryptosuite: string };
  if (proofOptions.type !== 'DataIntegrityProof' || proofOptions.cryptosuite !== 'eddsa-rdfc-2022') return false;
  if (proofOptions.verificationMethod !== trustedKey.id) return false;
  const issuer = (unsecured as { issuer?: string | { id?: string } }).issuer;
  if ((typeof issuer === 'string' ? issuer : issuer?.id) !== trustedKey.controller) return false;

  const proofConfig = { ...proofOptions, '@context': unsecured['@context'] };
  const hashData = Buffer.concat([sha256(await canonical(proofConfig, contexts)), sha256(await canonical(unsecured, contexts))]);
  return verify(null, hashData, ed25519PublicKey(trustedKey.publicKeyMultibase), base58btc(proofValue));
}

async function canonical(document: object, contexts: ReadonlyMap<string, object>): Promise<string> {
  const parser = new JsonLdParser({
    documentLoader: {
      load: async (url: string) => {
        const context = contexts.get(url);
        if (context === undefined) throw new Error(`No pinned copy of ${url}`);
        return structuredClone(context) as never;
      },
    },
    rdfDirection: 'i18n-datatype',
  });
  const quads: RDF.Quad[] = [];
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('data', (quad: RDF.Quad) => quads.push(quad));
    parser.on('error', reject);
    parser.on('end', () => resolve());
  });
  parser.write(JSON.stringify(document));
  parser.end();
  await parsed;
  return new RDFC10().canonicalize(quads);
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest();
}

/** A Multikey Ed25519 public key: multibase "z" (base58btc) of the multicodec 0xed01 and the 32 key bytes. */
function ed25519PublicKey(publicKeyMultibase: string) {
  const bytes = base58btc(publicKeyMultibase);
  if (bytes[0] !== 0xed || bytes[1] !== 0x01 || bytes.length !== 34) throw new Error('Not an Ed25519 Multikey');
  return createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(bytes.subarray(2)).toString('base64url') }, format: 'jwk' });
}

const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58btc(multibase: string): Buffer {
  if (!multibase.startsWith('z')) throw new Error('Not base58btc multibase');
  const text = multibase.slice(1);
  let value = 0n;
  for (const character of text) {
    const digit = alphabet.indexOf(character);
    if (digit < 0) throw new Error(`Not base58: ${character}`);
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 === 0 ? hex : `0${hex}`, 'hex');
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(leadingZeros), body]);
}
