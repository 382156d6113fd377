import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { generateSerializedSigningKey } from './platform-signing-key.js';

export const DEVELOPMENT_SIGNING_KEY_FILE = 'certificate-signing-key.json';

/**
 * Outside production, a signing key nobody configured is made once and kept beside the data (mode 0600), like the
 * other development secrets, so certificates issued before a restart still verify after it. An in-memory database
 * (dataDir null) gets a key that dies with the process. Production configures its key and never calls this.
 */
export async function loadDevelopmentSigningKey(dataDir: string | null): Promise<string> {
  if (dataDir === null) return generateSerializedSigningKey();
  const file = join(dataDir, DEVELOPMENT_SIGNING_KEY_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8');
  const serialized = await generateSerializedSigningKey();
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, serialized, { mode: 0o600 });
  chmodSync(file, 0o600);
  return serialized;
}
