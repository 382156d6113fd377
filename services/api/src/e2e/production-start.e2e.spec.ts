import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const main = join(resolve(dirname(fileURLToPath(import.meta.url)), '../../../..'), 'services/api/dist/main.js');

describe('starting in production mode', () => {
  it('refuses to start without its secrets, naming each one, and writes no secret it was given', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', AUTH_TOKEN_SECRET: 'short', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Pathwise cannot start, its configuration is invalid:');
    expect(run.stderr).toContain('AUTH_TOKEN_SECRET: must be at least 32 characters');
    expect(run.stderr).not.toContain('short');
  });

  it('lists every missing production setting when none are given', () => {
    const run = spawnSync(process.execPath, [main], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    for (const setting of ['AUTH_TOKEN_SECRET', 'PERSONAL_DATA_KEY', 'DATABASE_URL', 'CERTIFICATE_SIGNING_KEY', 'SMTP_URL', 'PUBLIC_URL']) expect(run.stderr).toContain(`${setting}: required in production`);
  });
});
