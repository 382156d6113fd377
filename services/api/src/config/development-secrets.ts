import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

const DevelopmentSecrets = z.object({ authTokenSecret: z.string().min(32), personalDataKey: z.string().min(40) });
export type DevelopmentSecrets = z.infer<typeof DevelopmentSecrets>;

/**
 * Outside production, secrets nobody gave are made once and kept beside the data they protect (mode 0600), so
 * that sessions and encrypted personal data survive a restart. Never used in production. An in-memory database
 * (dataDir null) dies with the process, and so do its secrets.
 */
export function loadDevelopmentSecrets(dataDir: string | null): DevelopmentSecrets {
  const secrets: DevelopmentSecrets = {
    authTokenSecret: randomBytes(48).toString('base64url'),
    personalDataKey: randomBytes(32).toString('base64'),
  };
  if (dataDir === null) return secrets;
  const file = join(dataDir, 'development-secrets.json');
  if (existsSync(file)) return DevelopmentSecrets.parse(JSON.parse(readFileSync(file, 'utf8')));
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  chmodSync(file, 0o600);
  return secrets;
}
