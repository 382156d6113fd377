import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const key = Buffer.alloc(32, 5).toString('base64');

describe('configuration', () => {
  it('starts a newcomer on PGlite under ./data on port 3000 with nothing set', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      environment: 'development',
      port: 3000,
      database: { databaseUrl: undefined, dataDir },
      seedDemoWorld: true,
      runProjections: true,
    });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('makes development secrets once, private to the owner, and reuses them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.authTokenSecret).toBe(first.authTokenSecret);
    expect(second.personalDataKey.equals(first.personalDataKey)).toBe(true);
    const file = join(dataDir, 'development-secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('authTokenSecret');
  });

  it('refuses to start in production without its secrets and a database, naming each', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      throw new Error('expected a ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'AUTH_TOKEN_SECRET: required in production (32+ random characters)',
        'PERSONAL_DATA_KEY: required in production (32 random bytes, base64)',
        'DATABASE_URL: required in production; the embedded PGlite does not fsync on commit',
        'SMTP_URL: required in production, or nobody receives a sign-in code',
      ]);
    }
  });

  it('lists every invalid setting at once', () => {
    expect(() =>
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', AUTH_TOKEN_SECRET: 'short', PERSONAL_DATA_KEY: key }),
    ).toThrow(/PORT[\s\S]*DATABASE_URL: must be a postgres[\s\S]*AUTH_TOKEN_SECRET: must be at least 32 characters/);
  });

  it('turns Google sign-in on only with a client id, its secret and a public URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).google).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id' })).toThrow(/give both/);
    expect(() => loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' })).toThrow(/PUBLIC_URL/);
    const google = loadConfig({ DATA_DIR: dataDir, GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', PUBLIC_URL: 'https://learn.example.com/' });
    expect(google.google).toEqual({ issuer: 'https://accounts.google.com', clientId: 'id', clientSecret: 's' });
    expect(google.publicUrl).toBe('https://learn.example.com');
  });

  it('takes production settings from the environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      PERSONAL_DATA_KEY: key,
      DATABASE_URL: 'postgres://pathwise@db:5432/pathwise',
      SMTP_URL: 'smtp://mailer:25',
      PORT: '8080',
      RUN_PROJECTIONS: 'false',
    });
    expect(config).toMatchObject({ port: 8080, seedDemoWorld: false, runProjections: false });
    expect(config.personalDataKey.equals(Buffer.alloc(32, 5))).toBe(true);
  });
});
