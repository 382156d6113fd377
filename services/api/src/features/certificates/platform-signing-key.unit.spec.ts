import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEVELOPMENT_SIGNING_KEY_FILE, loadDevelopmentSigningKey } from './development-signing-key.js';
import { generateSerializedSigningKey, InvalidSigningKeyError, platformSigningKey } from './platform-signing-key.js';

const issuerId = 'https://pathwise.test/api/certificates/issuer';

describe('the platform signing key', () => {
  it('reads a serialized Ed25519 key pair into a Multikey controlled by the issuer', async () => {
    const serialized = await generateSerializedSigningKey();
    const { publicKeyMultibase } = JSON.parse(serialized) as { publicKeyMultibase: string };

    const key = await platformSigningKey(serialized, issuerId);

    expect(key.verificationMethod).toBe(`${issuerId}#${publicKeyMultibase}`);
    expect(key.publicKey).toEqual({
      '@context': 'https://w3id.org/security/multikey/v1',
      id: key.verificationMethod,
      type: 'Multikey',
      controller: issuerId,
      publicKeyMultibase,
    });
    expect(JSON.stringify(key.publicKey)).not.toContain('secretKey');
  });

  it('refuses what is not a key pair, and halves that do not belong together, saying why', async () => {
    const one = JSON.parse(await generateSerializedSigningKey()) as { publicKeyMultibase: string; secretKeyMultibase: string };
    const other = JSON.parse(await generateSerializedSigningKey()) as { publicKeyMultibase: string; secretKeyMultibase: string };

    await expect(platformSigningKey('not json', issuerId)).rejects.toThrow(InvalidSigningKeyError);
    await expect(platformSigningKey(JSON.stringify({ publicKeyMultibase: 'abc' }), issuerId)).rejects.toThrow(/publicKeyMultibase: an Ed25519 public Multikey/);
    await expect(platformSigningKey(JSON.stringify({ ...one, publicKeyMultibase: other.publicKeyMultibase }), issuerId)).rejects.toThrow(
      'The certificate signing key is not usable: the public key does not belong to the secret key',
    );
  });
});

describe('the development signing key', () => {
  const folders: string[] = [];
  afterEach(() => {
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('is made once into the data folder, readable by its owner only, and the same after a restart', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'pathwise-signing-key-')), 'data');
    folders.push(dataDir);

    const first = await loadDevelopmentSigningKey(dataDir);
    const again = await loadDevelopmentSigningKey(dataDir);
    const file = join(dataDir, DEVELOPMENT_SIGNING_KEY_FILE);

    expect(again).toBe(first);
    expect(readFileSync(file, 'utf8')).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    await expect(platformSigningKey(first, issuerId)).resolves.toHaveProperty('verificationMethod');
  });

  it('dies with an in-memory database: a new key each time, written nowhere', async () => {
    expect(await loadDevelopmentSigningKey(null)).not.toBe(await loadDevelopmentSigningKey(null));
  });
});
