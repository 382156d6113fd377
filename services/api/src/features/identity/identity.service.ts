import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import type { Config } from '../../config/config.js';
import type { Logger } from '../../observability/logger.js';
import { AccessTokens } from './access-tokens.service.js';
import { Accounts } from './accounts/accounts.commands.js';
import { ActorResolver } from './actor-resolver.service.js';
import { GoogleSignIn } from './google/google-sign-in.service.js';
import { DevOutboxMailer } from './mail/dev-outbox-mailer.service.js';
import type { Mailer } from './mail/mailer.service.js';
import { SmtpMailer } from './mail/smtp-mailer.service.js';
import { CsrfTokens } from './sessions/csrf-tokens.service.js';
import { Sessions } from './sessions/sessions.service.js';
import { EmailSignIn } from './sign-in/email-sign-in.service.js';
import { RateLimiter } from './sign-in/rate-limiter.service.js';

/** Everything that knows who someone is, built once per process. */
export interface Identity {
  readonly accounts: Accounts;
  readonly sessions: Sessions;
  readonly actors: ActorResolver;
  readonly tokens: AccessTokens;
  readonly csrf: CsrfTokens;
  readonly mailer: Mailer;
  readonly limiter: RateLimiter;
  readonly emailSignIn: EmailSignIn;
  /** Sign-in with Google, when an issuer, client id and secret are configured. */
  readonly google: GoogleSignIn | null;
  readonly secureCookies: boolean;
  /** The development outbox, when mail is not really sent and the app runs in development mode. */
  readonly devOutbox: DevOutboxMailer | null;
}

export function createIdentity(deps: {
  config: Config;
  database: Database;
  store: EventStore<PathwiseEvent>;
  logger: Logger;
  clock: () => Date;
}): Identity {
  const { config, database, store, logger, clock } = deps;
  const accounts = new Accounts(store, database, config.personalDataKey);
  const sessions = new Sessions(database.db, clock, async (session, reason) => {
    await accounts.execute(session.userId, { type: 'RecordSessionRevoked', sessionId: session.sessionId, reason });
  });
  const mailer: Mailer = config.mail.smtpUrl
    ? new SmtpMailer(config.mail.smtpUrl, config.mail.from, logger)
    : new DevOutboxMailer(logger, clock);
  const limiter = new RateLimiter(database.db, clock);
  // The configuration refuses a client id without PUBLIC_URL, which the redirect URI is built on.
  const google =
    config.google && config.publicUrl
      ? new GoogleSignIn({ ...config.google, publicUrl: config.publicUrl }, { accounts, sessions, database, limiter, clock, logger })
      : null;
  return {
    accounts,
    sessions,
    actors: new ActorResolver(accounts, sessions),
    tokens: new AccessTokens(config.authTokenSecret, clock),
    csrf: new CsrfTokens(config.authTokenSecret),
    mailer,
    limiter,
    emailSignIn: new EmailSignIn(database, store, accounts, sessions, mailer, limiter, clock, config.authTokenSecret),
    google,
    secureCookies: config.secureCookies,
    devOutbox: mailer instanceof DevOutboxMailer && config.environment !== 'production' ? mailer : null,
  };
}
