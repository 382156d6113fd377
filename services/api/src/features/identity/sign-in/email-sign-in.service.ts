import { createHmac, hkdfSync, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { Database, EventStore } from '@pathwise/event-store';
import { sql } from 'kysely';
import { InvalidRequestError } from '../../../http/http-errors.js';
import type { Accounts } from '../accounts/accounts.commands.js';
import type { Mailer } from '../mail/mailer.service.js';
import type { Session, Sessions } from '../sessions/sessions.service.js';
import type { RateLimit, RateLimiter } from './rate-limiter.service.js';

export const CODE_LIFETIME_SECONDS = 10 * 60;
export const MAX_WRONG_TRIES = 5;

/** Generous for a person, tight for a script; every node counts the same hits. */
export const signInLimits = {
  startPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  startPerIp: { limit: 20, windowSeconds: 15 * 60 },
  verifyPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  verifyPerIp: { limit: 30, windowSeconds: 15 * 60 },
} satisfies Record<string, RateLimit>;

interface ChallengeRow {
  challenge_id: string;
  code_hash: Uint8Array;
  display_name: string | null;
  attempts: number;
  expires_at: Date;
}

const invalidCode = (detail: string) => new InvalidRequestError([{ pointer: '#/body/code', detail }], detail);

export interface SignedIn {
  readonly userId: string;
  readonly session: Session;
  readonly cookie: string;
  readonly newAccount: boolean;
}

/**
 * Sign-in (and sign-up) with a 6-digit code sent by mail. Codes exist only as keyed hashes, expire after ten
 * minutes, allow five wrong tries and die when used or replaced by a newer one. Starting answers the same for every
 * address, account or not; a correct code for a new address creates the account.
 */
export class EmailSignIn {
  readonly #codeKey: Buffer;

  constructor(
    private readonly database: Database,
    private readonly store: EventStore<PathwiseEvent>,
    private readonly accounts: Accounts,
    private readonly sessions: Sessions,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
    private readonly clock: () => Date,
    secret: string,
  ) {
    this.#codeKey = Buffer.from(hkdfSync('sha256', secret, 'pathwise', 'sign-in codes', 32));
  }

  #hash(challengeId: string, code: string): Buffer {
    return createHmac('sha256', this.#codeKey).update(`${challengeId}:${code}`).digest();
  }

  async start(request: { email: string; displayName?: string | undefined }, ip: string): Promise<{ expiresInSeconds: number }> {
    const emailKey = this.accounts.emailKey(request.email);
    await this.limiter.hit(`sign-in-start:ip:${ip}`, signInLimits.startPerIp);
    await this.limiter.hit(`sign-in-start:email:${emailKey}`, signInLimits.startPerEmail);
    const now = this.clock();
    const challengeId = randomUUID();
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.database.db.transaction().execute(async (transaction) => {
      await sql`UPDATE identity.sign_in_challenges SET closed_at = ${now} WHERE email_key = ${emailKey} AND closed_at IS NULL`.execute(
        transaction,
      );
      await sql`
        INSERT INTO identity.sign_in_challenges (challenge_id, email_key, code_hash, display_name, created_at, expires_at)
        VALUES (${challengeId}::uuid, ${emailKey}, ${this.#hash(challengeId, code)}, ${request.displayName ?? null}, ${now},
                ${new Date(now.getTime() + CODE_LIFETIME_SECONDS * 1000)})
      `.execute(transaction);
    });
    await this.mailer.send({
      to: request.email,
      subject: `${code} is your Pathwise sign-in code`,
      text:
        `Your Pathwise sign-in code is ${code}.\n\n` +
        `It works once, for ${CODE_LIFETIME_SECONDS / 60} minutes. If you did not ask for it, you can ignore this mail: ` +
        'nobody can sign in without the code.\n',
      secrets: [code],
    });
    return { expiresInSeconds: CODE_LIFETIME_SECONDS };
  }

  async verify(request: { email: string; code: string }, client: { ip: string; userAgent: string | null }): Promise<SignedIn> {
    const emailKey = this.accounts.emailKey(request.email);
    await this.limiter.hit(`sign-in-verify:ip:${client.ip}`, signInLimits.verifyPerIp);
    await this.limiter.hit(`sign-in-verify:email:${emailKey}`, signInLimits.verifyPerEmail);
    const now = this.clock();
    const outcome = await this.database.db.transaction().execute(async (transaction) => {
      const { rows } = await sql<ChallengeRow>`
        SELECT challenge_id, code_hash, display_name, attempts, expires_at FROM identity.sign_in_challenges
        WHERE email_key = ${emailKey} AND closed_at IS NULL ORDER BY created_at DESC LIMIT 1 FOR UPDATE
      `.execute(transaction);
      const challenge = rows[0];
      if (!challenge) return { failure: null } as const;
      const close = sql`UPDATE identity.sign_in_challenges SET closed_at = ${now} WHERE challenge_id = ${challenge.challenge_id}::uuid`;
      if (challenge.expires_at <= now) {
        await close.execute(transaction);
        return { failure: 'expired_code' } as const;
      }
      const presented = this.#hash(challenge.challenge_id, request.code);
      if (!timingSafeEqual(Buffer.from(challenge.code_hash), presented)) {
        const attempts = challenge.attempts + 1;
        await sql`UPDATE identity.sign_in_challenges SET attempts = ${attempts}, closed_at = ${attempts >= MAX_WRONG_TRIES ? now : null}
                  WHERE challenge_id = ${challenge.challenge_id}::uuid`.execute(transaction);
        return { failure: attempts >= MAX_WRONG_TRIES ? 'too_many_attempts' : 'wrong_code', attemptsLeft: MAX_WRONG_TRIES - attempts } as const;
      }
      await close.execute(transaction);
      return { failure: undefined, displayName: challenge.display_name } as const;
    });

    if (outcome.failure !== undefined) {
      // Recorded on the address's stream, account or not: the same work for both, so timing tells nobody who has one.
      if (outcome.failure) {
        await this.store.append(streamId('signin', emailKey), [{ type: 'SignInCodeRejected', data: { reason: outcome.failure } }], {
          expectedVersion: 'any',
        });
      }
      switch (outcome.failure) {
        case null:
          throw invalidCode('There is no code waiting for this address; ask for a new one.');
        case 'expired_code':
          throw invalidCode('This code has expired; ask for a new one.');
        case 'too_many_attempts':
          throw invalidCode('Too many wrong codes; ask for a new one.');
        case 'wrong_code':
          throw invalidCode(`That code is not right; ${outcome.attemptsLeft} ${outcome.attemptsLeft === 1 ? 'try' : 'tries'} left.`);
      }
    }

    const existing = await this.accounts.findByEmail(request.email);
    const { userId, created } = existing
      ? { userId: existing, created: false }
      : await this.accounts.register({ email: request.email, displayName: outcome.displayName ?? request.email.split('@')[0]! });
    const { session, cookie } = await this.sessions.create(userId, 'email_code', client.userAgent);
    await this.accounts.execute(userId, { type: 'RecordSignIn', sessionId: session.sessionId, method: 'email_code' });
    return { userId, session, cookie, newAccount: created };
  }
}
