import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const key = Buffer.alloc(32, 5).toString('base64');
/** The W3C eddsa-rdfc-2022 test vectors' key pair: a well-formed signing key nobody keeps secret. */
const signingKey = JSON.stringify({
  publicKeyMultibase: 'z6MkrJVnaZkeFzdQyMZu1cgjg7k1pZZ6pvBQ7XJPt4swbTQ2',
  secretKeyMultibase: 'z3u2en7t5LR2WtQH5PfFqMqwVHBeXouLzo6haApm8XHqvjxq',
});

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
      // No proxy is believed about client addresses until one is configured.
      trustProxy: false,
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
        'CERTIFICATE_SIGNING_KEY: required in production (the Ed25519 key pair that signs certificates, as JSON; `npm run certificates:key` prints a new one)',
        'SMTP_URL: required in production, or nobody receives a sign-in code',
        "PUBLIC_URL: required in production (such as https://learn.example.com), for the pages' canonical and shared links",
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
      CERTIFICATE_SIGNING_KEY: signingKey,
      DATABASE_URL: 'postgres://pathwise@db:5432/pathwise',
      SMTP_URL: 'smtp://mailer:25',
      PUBLIC_URL: 'https://learn.example.com',
      PORT: '8080',
      RUN_PROJECTIONS: 'false',
    });
    expect(config).toMatchObject({ port: 8080, seedDemoWorld: false, runProjections: false });
    expect(config.personalDataKey.equals(Buffer.alloc(32, 5))).toBe(true);
  });

  it('charges no tax unless TAX_RATES lists countries, and takes test payments in production only when told to', () => {
    const development = loadConfig({ DATA_DIR: 'memory://' });
    expect(development.commerce).toMatchObject({ taxRates: {}, paymentProvider: { kind: 'test' } });
    expect(loadConfig({ DATA_DIR: 'memory://', TAX_RATES: 'fr=20,DE=19.5' }).commerce.taxRates).toEqual({ FR: 2_000, DE: 1_950 });
    expect(() => loadConfig({ DATA_DIR: 'memory://', TAX_RATES: 'France=20' })).toThrow(/TAX_RATES: must be country=percent pairs/);
    const production = {
      NODE_ENV: 'production',
      AUTH_TOKEN_SECRET: 'x'.repeat(40),
      PERSONAL_DATA_KEY: key,
      CERTIFICATE_SIGNING_KEY: signingKey,
      DATABASE_URL: 'postgres://pathwise@db:5432/pathwise',
      SMTP_URL: 'smtp://mailer:25',
      PUBLIC_URL: 'https://learn.example.com',
    };
    expect(loadConfig(production).commerce.paymentProvider).toBeNull();
    expect(loadConfig({ ...production, PAYMENT_PROVIDER: 'test' }).commerce.paymentProvider).toEqual({ kind: 'test' });
  });

  it('drafts with the built-in provider unless a model endpoint is configured with its URL and model', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).ai).toEqual({ provider: 'built-in' });
    const model = { DATA_DIR: 'memory://', AI_PROVIDER: 'openai-compatible' };
    expect(() => loadConfig(model)).toThrow(/AI_BASE_URL: required with AI_PROVIDER=openai-compatible[\s\S]*AI_MODEL: required/);
    expect(() => loadConfig({ ...model, AI_BASE_URL: 'ftp://models', AI_MODEL: 'm' })).toThrow(/AI_BASE_URL: must be an http/);
    expect(loadConfig({ ...model, AI_BASE_URL: 'http://localhost:11434/v1', AI_MODEL: 'llama3', AI_QUIZ_MODEL: 'qwen' }).ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: null,
      models: { lesson: 'llama3', quiz: 'qwen' },
      timeoutMs: 60_000,
    });
  });

  it('narrates with whatever it finds unless told, and needs a speech endpoint URL to narrate with one', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).narration).toEqual({ engine: 'auto', espeakNgPath: 'espeak-ng', speechEndpoint: null });
    expect(() => loadConfig({ DATA_DIR: 'memory://', NARRATION_ENGINE: 'openai-compatible' })).toThrow(/NARRATION_SPEECH_BASE_URL: required with NARRATION_ENGINE=openai-compatible/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', NARRATION_ENGINE: 'festival' })).toThrow(/NARRATION_ENGINE: must be 'auto', 'espeak-ng', 'openai-compatible' or 'none'/);
    expect(loadConfig({ DATA_DIR: 'memory://', NARRATION_SPEECH_BASE_URL: 'http://localhost:8880/v1', NARRATION_SPEECH_MODEL: 'kokoro' }).narration.speechEndpoint).toEqual({
      baseUrl: 'http://localhost:8880/v1',
      apiKey: null,
      model: 'kokoro',
      timeoutMs: 60_000,
    });
  });

  it('takes the certificate signing key and issuer from the environment, refusing a key that is not a key pair by name', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).certificates).toEqual({ signingKey: null, issuerName: 'Pathwise', issuerUrl: 'http://localhost:3000' });
    const named = loadConfig({ DATA_DIR: dataDir, CERTIFICATE_SIGNING_KEY: signingKey, CERTIFICATE_ISSUER_NAME: 'Acme Academy', CERTIFICATE_ISSUER_URL: 'https://acme.example' });
    expect(named.certificates).toEqual({ signingKey, issuerName: 'Acme Academy', issuerUrl: 'https://acme.example' });
    expect(() => loadConfig({ DATA_DIR: dataDir, CERTIFICATE_SIGNING_KEY: 'secret' })).toThrow(/CERTIFICATE_SIGNING_KEY: must be JSON with publicKeyMultibase and secretKeyMultibase/);
  });

  it('takes payments through Stripe only with its secret key and webhook secret, each checked for its shape', () => {
    const stripe = { DATA_DIR: 'memory://', PAYMENT_PROVIDER: 'stripe', PUBLIC_URL: 'https://learn.example.com' };
    expect(() => loadConfig(stripe)).toThrow(/STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe[\s\S]*STRIPE_WEBHOOK_SECRET: required/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(/STRIPE_SECRET_KEY: must be a Stripe secret/);
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET: must be the webhook/);
    expect(loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_API_URL: 'http://127.0.0.1:8420' }).commerce.paymentProvider).toEqual({
      kind: 'stripe',
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://127.0.0.1:8420',
      publicUrl: 'https://learn.example.com',
    });
  });

  it('charges plans in US dollars sold by Pathwise unless told otherwise, and refuses a currency plans cannot be in', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).billing).toEqual({ planCurrency: 'USD', sellerOfRecord: 'Pathwise' });
    expect(loadConfig({ DATA_DIR: 'memory://', PLAN_CURRENCY: 'EUR', SELLER_OF_RECORD_NAME: 'Pathwise SAS' }).billing).toEqual({ planCurrency: 'EUR', sellerOfRecord: 'Pathwise SAS' });
    expect(() => loadConfig({ DATA_DIR: 'memory://', PLAN_CURRENCY: 'JPY' })).toThrow(/PLAN_CURRENCY: must be 'USD', 'EUR' or 'GBP'/);
  });

  it('counts revenue achievements in dollars by a shipped rate table unless told otherwise, and refuses a table that cannot convert every sale', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).commerce.reporting).toEqual({ currency: 'USD', ratesPpm: { USD: 1_000_000, EUR: 1_080_000, GBP: 1_270_000 } });
    const inEuros = loadConfig({ DATA_DIR: 'memory://', REPORTING_CURRENCY: 'EUR', REPORTING_RATES: 'EUR=1,usd=0.925,GBP=1.17' }).commerce.reporting;
    expect(inEuros).toEqual({ currency: 'EUR', ratesPpm: { EUR: 1_000_000, USD: 925_000, GBP: 1_170_000 } });
    expect(() => loadConfig({ DATA_DIR: 'memory://', REPORTING_RATES: 'USD=1,EUR=1.08' })).toThrow(/REPORTING_RATES: needs a rate above 0 for every course currency; missing GBP/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', REPORTING_CURRENCY: 'EUR' })).toThrow(/the reporting currency EUR must have the rate 1/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', REPORTING_RATES: 'dollars' })).toThrow(/REPORTING_RATES: must be currency=rate pairs/);
    expect(() => loadConfig({ DATA_DIR: 'memory://', REPORTING_CURRENCY: 'JPY' })).toThrow(/REPORTING_CURRENCY: must be one of/);
  });

  it('names the seller of record on receipts: Pathwise with no address unless configured', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).commerce.sellerOfRecord).toEqual({ name: 'Pathwise', address: null });
    const configured = loadConfig({ DATA_DIR: 'memory://', SELLER_OF_RECORD_NAME: 'Learn Ltd', SELLER_OF_RECORD_ADDRESS: '1 Main Street, Leeds LS1 1AA, UK' });
    expect(configured.commerce.sellerOfRecord).toEqual({ name: 'Learn Ltd', address: '1 Main Street, Leeds LS1 1AA, UK' });
  });

  it('links pages from the public URL given, from localhost on its port outside production, and refuses one with a path', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4100' }).publicUrl).toBe('http://localhost:4100');
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://Learn.Example.com/' }).publicUrl).toBe('https://learn.example.com');
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://learn.example.com/app' })).toThrow(/PUBLIC_URL: must be an origin only/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'ftp://learn.example.com' })).toThrow(/PUBLIC_URL: must be an http:\/\/ or https:\/\/ URL/);
  });

  it('keeps leaderboards in PostgreSQL unless REDIS_URL names a Redis server, and refuses any other URL', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).redis).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redis).toEqual({
      url: 'redis://127.0.0.1:6379/2',
      keyPrefix: 'pathwise:leaderboards:',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'redis://x', REDIS_KEY_PREFIX: 'has space' })).toThrow(/REDIS_KEY_PREFIX: must be/);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, REDIS_URL: 'localhost' })).toThrow(/REDIS_URL/);
  });

  it('stores files in a folder under the data directory and takes 25 MB materials unless told otherwise', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.fileStorage).toEqual({ kind: 'local', dir: join(dataDir, 'files') });
    expect(config.materialMaxBytes).toBe(25 * 1024 * 1024);
    expect(loadConfig({ DATA_DIR: dataDir, MATERIAL_MAX_SIZE: '500kb' }).materialMaxBytes).toBe(500 * 1024);
  });

  it('uses an S3-compatible bucket with FILE_STORAGE=s3, path-style when an endpoint is given', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      FILE_STORAGE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_BUCKET: 'pathwise-files',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.fileStorage).toEqual({
      kind: 's3',
      bucket: 'pathwise-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
      forcePathStyle: true,
      prefix: '',
    });
    const aws = loadConfig({ DATA_DIR: dataDir, FILE_STORAGE: 's3', S3_BUCKET: 'pathwise-files', S3_REGION: 'eu-west-1' });
    expect(aws.fileStorage).toMatchObject({ region: 'eu-west-1', endpoint: undefined, credentials: undefined, forcePathStyle: false });
  });

  it('names each wrong storage setting: no bucket, half the credentials, a bucket without s3, a bad size', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pathwise-config-'));
    const problems = (environment: Record<string, string>) => {
      try {
        loadConfig({ DATA_DIR: dataDir, ...environment });
      } catch (error) {
        return (error as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ FILE_STORAGE: 's3', S3_ACCESS_KEY_ID: 'id' })).toEqual([
      'S3_BUCKET: required with FILE_STORAGE=s3',
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both, or neither to use the SDK's own credential chain",
    ]);
    expect(problems({ S3_BUCKET: 'pathwise-files' })).toEqual([
      'FILE_STORAGE: S3_BUCKET or S3_ENDPOINT is set but FILE_STORAGE is not s3; set FILE_STORAGE=s3 to use the bucket',
    ]);
    expect(problems({ FILE_STORAGE: 'ftp' })[0]).toMatch(/^FILE_STORAGE: must be 'local'/);
    expect(problems({ FILE_STORAGE: 's3', S3_BUCKET: 'Bad_Bucket' })[0]).toMatch(/^S3_BUCKET: must be a bucket name/);
    expect(problems({ MATERIAL_MAX_SIZE: '2gb' })[0]).toMatch(/^MATERIAL_MAX_SIZE: must look like 25mb/);
    expect(problems({ MATERIAL_MAX_SIZE: '1024mb' })[0]).toMatch(/^MATERIAL_MAX_SIZE: must be between 1kb and 512mb/);
  });
});
