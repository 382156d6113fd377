import { z } from 'zod';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { aiConfigOf, aiEnvironment, missingAiSettings, type AiConfig } from './ai-config.js';
import { missingNarrationSettings, narrationConfigOf, narrationEnvironment, type NarrationConfig } from './narration-config.js';
import { loadDevelopmentSecrets } from './development-secrets.js';

const here = dirname(fileURLToPath(import.meta.url));
/** Beside services/api/{src,dist}: the built web app of the web workspace. */
const defaultWebDist = resolve(here, '../../../../web/dist');

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const Environment = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  DATABASE_URL: z
    .url()
    .refine((url) => /^postgres(ql)?:\/\//.test(url), 'must be a postgres:// or postgresql:// URL')
    .optional(),
  /** Keep leaderboards in Redis sorted sets (rebuildable from the log) instead of PostgreSQL tables. */
  REDIS_URL: z
    .url()
    .refine((url) => /^rediss?:\/\//.test(url), 'must be a redis:// or rediss:// URL')
    .optional(),
  /** Where in Redis the boards live, so that several deployments (or test runs) can share one server. */
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,100}$/, "must be 1-100 letters, digits, ':', '_' or '-', such as 'pathwise:leaderboards:'")
    .default('pathwise:leaderboards:'),
  /** Publish every event of the log to Kafka (the event relay): the brokers, as host:port,host:port. */
  KAFKA_BROKERS: z
    .string()
    .regex(/^[A-Za-z0-9.-]+:\d{1,5}(,[A-Za-z0-9.-]+:\d{1,5})*$/, "must be host:port pairs separated by commas, such as '127.0.0.1:9092'")
    .optional(),
  /** The relay's topics are this prefix followed by the domain (identity, courses, learning, commerce, ...). */
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9._-]{0,100}$/, "must be at most 100 letters, digits, '.', '_' or '-', such as 'pathwise.events.'")
    .default('pathwise.events.'),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /** Where PGlite keeps its files; `memory://` for a throwaway in-memory database. */
  DATA_DIR: z.string().min(1).default('./data'),
  AUTH_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PERSONAL_DATA_KEY: z
    .string()
    .refine((value) => Buffer.from(value, 'base64').length === 32, 'must be 32 bytes, base64-encoded')
    .optional(),
  /** Keys the pseudonyms of event exports; without it they are keyed by a key derived from PERSONAL_DATA_KEY. */
  EXPORT_PSEUDONYM_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z.string().regex(/^\d+(b|kb|mb)$/, 'must look like 100kb').default('100kb'),
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  SEED_DEMO_WORLD: flag.optional(),
  RUN_PROJECTIONS: flag.default(true),
  OTEL_EXPORTER_OTLP_ENDPOINT: z.url().optional(),
  OTEL_SERVICE_NAME: z.string().default('pathwise-api'),
  /** smtp:// or smtps:// with credentials; without it mail stays in the development outbox. */
  SMTP_URL: z
    .url()
    .refine((url) => /^smtps?:\/\//.test(url), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Pathwise <no-reply@pathwise.local>'),
  /** The session cookie's Secure flag; browsers honour it on http://localhost too, so it is on unless turned off. */
  COOKIE_SECURE: flag.default(true),
  FILE_STORAGE: z.enum(['local', 's3'], { message: "must be 'local' (a folder) or 's3' (an S3-compatible bucket)" }).default('local'),
  FILE_STORAGE_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name: 3-63 lowercase letters, digits, dots or hyphens')
    .optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.optional(),
  S3_KEY_PREFIX: z
    .string()
    .regex(/^([a-z0-9-]+\/)*$/, "must be empty or lowercase words each ending in '/', such as 'pathwise/'")
    .default(''),
  /** Largest course material upload; kept in memory while it is checked, so keep it modest. */
  MATERIAL_MAX_SIZE: z
    .string()
    .regex(/^\d+(kb|mb)$/, 'must look like 25mb')
    .default('25mb')
    .transform((value) => Number.parseInt(value, 10) * (value.endsWith('mb') ? 1024 * 1024 : 1024))
    .refine((bytes) => bytes >= 1024 && bytes <= 512 * 1024 * 1024, 'must be between 1kb and 512mb'),
  /**
   * Where users reach the app (https://learn.example.com): canonical and shared links of its pages, links in mails,
   * redirect URIs for Google sign-in. Never taken from a request's Host header, which any client can set.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .refine((url) => {
      const { pathname, search, hash } = new URL(url);
      return pathname === '/' && search === '' && hash === '';
    }, 'must be an origin only, such as https://learn.example.com (no path, query or fragment)')
    .optional(),
  GOOGLE_OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /**
   * Sales tax by the buyer's country, as percentages: 'FR=20,DE=19,GB=20'. Empty charges no tax anywhere, the default
   * while the platform sells in no country that needs it collected.
   */
  TAX_RATES: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{2}=\d{1,2}(\.\d{1,2})?(,|$))*$/, "must be country=percent pairs separated by commas, such as 'FR=20,DE=19'")
    .default('')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .filter((pair) => pair !== '')
          .map((pair) => {
            const [country = '', percent = '0'] = pair.split('=');
            return [country.toUpperCase(), Math.round(Number(percent) * 100)] as const;
          }),
      ),
    ),
  /**
   * The currency the revenue achievements count in (thousand-revenue and ten-thousand-revenue are 1,000 and 10,000 of
   * its major units): sales in other currencies are converted into it by REPORTING_RATES when they are counted.
   */
  REPORTING_CURRENCY: z.enum(['USD', 'EUR', 'GBP'], { message: "must be one of the currencies courses sell in: 'USD', 'EUR' or 'GBP'" }).default('USD'),
  /**
   * What one unit of each currency courses sell in is worth in the reporting currency: 'USD=1,EUR=1.08,GBP=1.27'.
   * Every course currency must be listed and the reporting currency's own rate must be 1. The shipped default is a
   * rounded, fixed table, as an achievement needs a stable rule rather than the day's market rate; a deployment that
   * reports in another currency gives its own table (docs/adr/0045).
   */
  REPORTING_RATES: z
    .string()
    .trim()
    .regex(/^([A-Za-z]{3}=\d{1,6}(\.\d{1,6})?(,|$))+$/, "must be currency=rate pairs separated by commas, such as 'USD=1,EUR=1.08,GBP=1.27'")
    .default('USD=1,EUR=1.08,GBP=1.27')
    .transform((value) =>
      Object.fromEntries(
        value
          .split(',')
          .filter((pair) => pair !== '')
          .map((pair) => {
            const [currency = '', rate = '0'] = pair.split('=');
            // Parts per million, so converting stays in integers.
            return [currency.toUpperCase(), Math.round(Number(rate) * 1_000_000)] as const;
          }),
      ) as Record<string, number>,
    ),
  /** The seller of record named on receipts: who sells the courses in law (the deployment's operator). */
  SELLER_OF_RECORD_NAME: z.string().trim().min(1).max(120).default('Pathwise'),
  /** Its postal address, one line, as receipts print it under the name; empty prints no address. */
  SELLER_OF_RECORD_ADDRESS: z.string().trim().max(300).default(''),
  /**
   * Which payment provider takes the money: `stripe`, or the built-in `test` provider, whose test cards pay for
   * anything. The test provider is the default outside production; a production server takes payments only when this
   * says so.
   */
  /** The one currency plans are priced and charged in: plans.ts's figures, read in this currency's minor units. */
  PLAN_CURRENCY: z.enum(['USD', 'EUR', 'GBP'], { message: "must be 'USD', 'EUR' or 'GBP'" }).default('USD'),
  PAYMENT_PROVIDER: z.enum(['test', 'stripe'], { message: "must be 'stripe' or 'test' (the built-in test provider)" }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .refine((key) => /^(sk|rk)_(live|test)_\w+$/.test(key), 'must be a Stripe secret or restricted key (sk_live_…, sk_test_…, rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .refine((secret) => secret.startsWith('whsec_'), "must be the webhook endpoint's signing secret (whsec_…)")
    .optional(),
  /**
   * The signing secret of the Stripe Connect webhook endpoint (events on connected accounts: account.updated), which
   * Stripe gives apart from the payments endpoint's. Unset, creators' account states are read on their return from
   * onboarding only.
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z
    .string()
    .refine((secret) => secret.startsWith('whsec_'), "must be the Connect webhook endpoint's signing secret (whsec_…)")
    .optional(),
  /** Another Stripe API origin, such as a local Stripe-compatible server; Stripe's own when unset. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /**
   * The platform's Ed25519 key that signs certificates: JSON {"publicKeyMultibase":"z6Mk…","secretKeyMultibase":"z…"}
   * (`npm run certificates:key` prints a new one). Required in production; elsewhere made once in the data folder.
   */
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .refine((value) => {
      try {
        const parsed = JSON.parse(value) as { publicKeyMultibase?: unknown; secretKeyMultibase?: unknown };
        return typeof parsed.publicKeyMultibase === 'string' && typeof parsed.secretKeyMultibase === 'string';
      } catch {
        return false;
      }
    }, 'must be JSON with publicKeyMultibase and secretKeyMultibase (an Ed25519 Multikey pair)')
    .optional(),
  /** Who certificates name as their issuer, and the issuer's web site; the platform and its public URL by default. */
  CERTIFICATE_ISSUER_NAME: z.string().trim().min(1).max(120).default('Pathwise'),
  CERTIFICATE_ISSUER_URL: z.url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' }).optional(),
  /**
   * Express's trust proxy: 'false', 'loopback', a hop count, or addresses and subnets of the proxies in front. The
   * client address keys the per-address rate limits, so nothing is believed unless a deployment says a proxy is there:
   * otherwise any caller the setting trusts could pick its own bucket through X-Forwarded-For.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string => (value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value)),
  ...aiEnvironment,
  ...narrationEnvironment,
});

export interface Config {
  readonly environment: 'development' | 'test' | 'production';
  readonly host: string;
  readonly port: number;
  readonly database: { readonly databaseUrl: string | undefined; readonly dataDir: string; readonly poolSize: number };
  /** Where leaderboards live when they are kept in Redis; undefined keeps them in PostgreSQL. */
  readonly redis: { readonly url: string; readonly keyPrefix: string } | null;
  /** Where the event relay publishes the log; null runs no relay. */
  readonly kafka: { readonly brokers: readonly string[]; readonly topicPrefix: string } | null;
  readonly authTokenSecret: string;
  readonly personalDataKey: Buffer;
  /** Keys the pseudonyms of event exports for analysts; undefined derives one from the personal data key. */
  readonly exportPseudonymKey: string | undefined;
  readonly logLevel: z.infer<typeof Environment>['LOG_LEVEL'];
  readonly bodyLimit: string;
  readonly webDistDir: string;
  /** Seed the demo world when the log is empty at start. */
  readonly seedDemoWorld: boolean;
  /** Run projections and reactors in this process (API-only nodes turn this off). */
  readonly runProjections: boolean;
  readonly otlpEndpoint: string | undefined;
  readonly serviceName: string;
  /** Which proxies' X-Forwarded-For to believe, for client addresses in logs and rate limits. */
  readonly trustProxy: boolean | number | string;
  readonly mail: { readonly smtpUrl: string | undefined; readonly from: string };
  readonly secureCookies: boolean;
  /** Where uploads (profile pictures, course materials) live. */
  readonly fileStorage: FileStorageConfig;
  /** Largest course material upload, in bytes. */
  readonly materialMaxBytes: number;
  /** The origin users reach the app at, without a trailing slash; outside production, localhost on PORT by default. */
  readonly publicUrl: string;
  /** Google sign-in (any OpenID Connect issuer), when a client id and secret are configured. */
  readonly google: { readonly issuer: string; readonly clientId: string; readonly clientSecret: string } | null;
  /** The AI studio's drafting provider. */
  readonly ai: AiConfig;
  /** Which engine narrates lessons (espeak-ng, a speech endpoint, or none: the browser speaks). */
  readonly narration: NarrationConfig;
  /** Sales: tax rates in basis points by the buyer's country (ISO 3166-1 alpha-2); a country not listed pays none. */
  readonly commerce: {
    readonly taxRates: Readonly<Record<string, number>>;
    /** Null when no provider takes payments (production without PAYMENT_PROVIDER): paid courses cannot be bought. */
    readonly paymentProvider: PaymentProviderConfig | null;
    /** The currency revenue achievements count in, and each course currency's worth in it (parts per million). */
    readonly reporting: { readonly currency: 'USD' | 'EUR' | 'GBP'; readonly ratesPpm: Readonly<Record<string, number>> };
    /** Who sells in law, as receipts name them. */
    readonly sellerOfRecord: { readonly name: string; readonly address: string | null };
  };
  /** Plans: the currency they are charged in and who sells them. */
  readonly billing: { readonly planCurrency: 'USD' | 'EUR' | 'GBP'; readonly sellerOfRecord: string };
  /** Certificates: the signing key (null outside production when none is configured: one is made in the data folder). */
  readonly certificates: { readonly signingKey: string | null; readonly issuerName: string; readonly issuerUrl: string };
}

export type FileStorageConfig =
  | { readonly kind: 'local'; readonly dir: string }
  | {
      readonly kind: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly endpoint: string | undefined;
      readonly credentials: { readonly accessKeyId: string; readonly secretAccessKey: string } | undefined;
      readonly forcePathStyle: boolean;
      readonly prefix: string;
    };

export type PaymentProviderConfig =
  | { readonly kind: 'test' }
  | {
      readonly kind: 'stripe';
      readonly secretKey: string;
      readonly webhookSecret: string;
      readonly apiUrl: string | null;
      readonly publicUrl: string;
      /** The Connect endpoint's signing secret; absent when no Connect endpoint is set up. */
      readonly connectWebhookSecret?: string;
    };

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Pathwise cannot start, its configuration is invalid:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/**
 * Reads the configuration once from the environment, checks all of it and freezes it. Production needs its secrets
 * given; elsewhere they are generated once and kept in the data directory so that a newcomer sets nothing.
 */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = Environment.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  const production = env.NODE_ENV === 'production';
  const missing: string[] = [];
  if (production && !env.AUTH_TOKEN_SECRET) missing.push('AUTH_TOKEN_SECRET: required in production (32+ random characters)');
  if (production && !env.PERSONAL_DATA_KEY) missing.push('PERSONAL_DATA_KEY: required in production (32 random bytes, base64)');
  if (production && !env.DATABASE_URL) {
    missing.push('DATABASE_URL: required in production; the embedded PGlite does not fsync on commit');
  }
  if (production && !env.CERTIFICATE_SIGNING_KEY) {
    missing.push('CERTIFICATE_SIGNING_KEY: required in production (the Ed25519 key pair that signs certificates, as JSON; `npm run certificates:key` prints a new one)');
  }
  if (production && !env.SMTP_URL) missing.push('SMTP_URL: required in production, or nobody receives a sign-in code');
  if (production && !env.PUBLIC_URL) {
    missing.push("PUBLIC_URL: required in production (such as https://learn.example.com), for the pages' canonical and shared links");
  }
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    missing.push('GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET: give both to turn Google sign-in on, or neither');
  }
  if (env.GOOGLE_CLIENT_ID && !env.PUBLIC_URL) missing.push('PUBLIC_URL: required with Google sign-in, for its redirect URI');
  if (env.FILE_STORAGE === 's3' && !env.S3_BUCKET) missing.push('S3_BUCKET: required with FILE_STORAGE=s3');
  if (env.PAYMENT_PROVIDER === 'stripe') {
    if (!env.STRIPE_SECRET_KEY) missing.push('STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe');
    if (!env.STRIPE_WEBHOOK_SECRET) missing.push("STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe (the webhook endpoint's signing secret)");
  }
  if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
    missing.push("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY: give both, or neither to use the SDK's own credential chain");
  }
  if (env.FILE_STORAGE === 'local' && (env.S3_BUCKET || env.S3_ENDPOINT)) {
    missing.push('FILE_STORAGE: S3_BUCKET or S3_ENDPOINT is set but FILE_STORAGE is not s3; set FILE_STORAGE=s3 to use the bucket');
  }
  const unrated = ['USD', 'EUR', 'GBP'].filter((currency) => !(env.REPORTING_RATES[currency]! > 0));
  if (unrated.length > 0) missing.push(`REPORTING_RATES: needs a rate above 0 for every course currency; missing ${unrated.join(', ')}`);
  if (env.REPORTING_RATES[env.REPORTING_CURRENCY] !== 1_000_000) {
    missing.push(`REPORTING_RATES: the reporting currency ${env.REPORTING_CURRENCY} must have the rate 1`);
  }
  missing.push(...missingAiSettings(env));
  missing.push(...missingNarrationSettings(env));
  if (missing.length > 0) throw new ConfigError(missing);

  const inMemory = env.DATA_DIR.startsWith('memory://');
  const dataDir = inMemory ? env.DATA_DIR : resolve(env.DATA_DIR);
  const generated =
    env.AUTH_TOKEN_SECRET && env.PERSONAL_DATA_KEY ? undefined : loadDevelopmentSecrets(inMemory ? null : dataDir);
  const publicUrl = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : `http://localhost:${env.PORT}`;
  return Object.freeze({
    environment: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    database: Object.freeze({ databaseUrl: env.DATABASE_URL, dataDir, poolSize: env.DATABASE_POOL_SIZE }),
    redis: env.REDIS_URL ? Object.freeze({ url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX }) : null,
    kafka: env.KAFKA_BROKERS ? Object.freeze({ brokers: Object.freeze(env.KAFKA_BROKERS.split(',')), topicPrefix: env.KAFKA_TOPIC_PREFIX }) : null,
    authTokenSecret: env.AUTH_TOKEN_SECRET ?? generated!.authTokenSecret,
    personalDataKey: Buffer.from(env.PERSONAL_DATA_KEY ?? generated!.personalDataKey, 'base64'),
    exportPseudonymKey: env.EXPORT_PSEUDONYM_KEY,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    webDistDir: resolve(env.WEB_DIST_DIR),
    seedDemoWorld: env.SEED_DEMO_WORLD ?? !production,
    runProjections: env.RUN_PROJECTIONS,
    otlpEndpoint: env.OTEL_EXPORTER_OTLP_ENDPOINT,
    serviceName: env.OTEL_SERVICE_NAME,
    trustProxy: env.TRUST_PROXY,
    mail: Object.freeze({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }),
    secureCookies: env.COOKIE_SECURE,
    fileStorage: Object.freeze(
      env.FILE_STORAGE === 's3'
        ? {
            kind: 's3' as const,
            bucket: env.S3_BUCKET!,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            credentials:
              env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
                ? Object.freeze({ accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY })
                : undefined,
            // Self-hosted servers rarely have a wildcard host name per bucket; AWS itself prefers virtual hosts.
            forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
            prefix: env.S3_KEY_PREFIX,
          }
        : {
            kind: 'local' as const,
            dir: resolve(env.FILE_STORAGE_DIR ?? (inMemory ? join(tmpdir(), `pathwise-files-${process.pid}`) : join(dataDir, 'files'))),
          },
    ),
    materialMaxBytes: env.MATERIAL_MAX_SIZE,
    publicUrl,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? Object.freeze({ issuer: env.GOOGLE_OIDC_ISSUER, clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET })
        : null,
    ai: aiConfigOf(env),
    narration: narrationConfigOf(env),
    commerce: Object.freeze({
      taxRates: Object.freeze(env.TAX_RATES),
      paymentProvider: paymentProviderOf(env, production, publicUrl),
      reporting: Object.freeze({ currency: env.REPORTING_CURRENCY, ratesPpm: Object.freeze(env.REPORTING_RATES) }),
      sellerOfRecord: Object.freeze({ name: env.SELLER_OF_RECORD_NAME, address: env.SELLER_OF_RECORD_ADDRESS || null }),
    }),
    billing: Object.freeze({ planCurrency: env.PLAN_CURRENCY, sellerOfRecord: env.SELLER_OF_RECORD_NAME }),
    certificates: Object.freeze({
      signingKey: env.CERTIFICATE_SIGNING_KEY ?? null,
      issuerName: env.CERTIFICATE_ISSUER_NAME,
      issuerUrl: env.CERTIFICATE_ISSUER_URL ?? publicUrl,
    }),
  });
}

function paymentProviderOf(env: z.infer<typeof Environment>, production: boolean, publicUrl: string): PaymentProviderConfig | null {
  const kind = env.PAYMENT_PROVIDER ?? (production ? null : 'test');
  if (kind !== 'stripe') return kind && Object.freeze({ kind });
  return Object.freeze({
    kind,
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    apiUrl: env.STRIPE_API_URL ?? null,
    publicUrl,
    ...(env.STRIPE_CONNECT_WEBHOOK_SECRET && { connectWebhookSecret: env.STRIPE_CONNECT_WEBHOOK_SECRET }),
  });
}
