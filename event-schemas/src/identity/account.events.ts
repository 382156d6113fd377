import { z } from 'zod';
import { defineEvent } from '../kernel/define-event.js';
import { EntityId } from '../kernel/ids.js';
import { aiTaskTypes } from '../ai-studio/ai-tasks.js';

export const roles = ['creator', 'student', 'instructor', 'admin'] as const;
export type Role = (typeof roles)[number];

export const subscriptionTiers = ['free', 'pro', 'pro_plus'] as const;
export type SubscriptionTier = (typeof subscriptionTiers)[number];

export const languages = ['en', 'es', 'fr'] as const;
export type Language = (typeof languages)[number];

/** Email and display name read as null once the account's personal data has been erased. */
export const AccountRegistered = defineEvent({
  type: 'AccountRegistered',
  schema: z.object({
    userId: EntityId,
    email: z.email().max(254).nullable(),
    displayName: z.string().trim().min(1).max(80).nullable(),
    role: z.enum(roles),
    subscriptionTier: z.enum(subscriptionTiers),
    aiCreditBalance: z.number().int().min(0),
    preferredLanguage: z.enum(languages),
    receiveEmailNotifications: z.boolean(),
  }),
  personalData: { subjectField: 'userId', fields: ['email', 'displayName'] },
});

/**
 * The one account an email belongs to. Appended to the email's own stream with expected version "no stream", so two
 * sign-ups racing for one address cannot both win: uniqueness from the log itself, no table beside it.
 */
export const AccountEmailClaimed = defineEvent({
  type: 'AccountEmailClaimed',
  schema: z.object({ userId: EntityId }),
});

export const signInMethods = ['email_code', 'google'] as const;
export type SignInMethod = (typeof signInMethods)[number];

export const SignedIn = defineEvent({
  type: 'SignedIn',
  schema: z.object({ userId: EntityId, sessionId: z.uuid(), method: z.enum(signInMethods) }),
});

export const signInFailureReasons = ['wrong_code', 'expired_code', 'too_many_attempts'] as const;

/**
 * A failed code check on an existing account, as it was recorded until failures went to the address's own stream
 * (SignInCodeRejected) for every address alike; old events stay readable.
 */
export const SignInFailed = defineEvent({
  type: 'SignInFailed',
  schema: z.object({ userId: EntityId, reason: z.enum(signInFailureReasons) }),
});

/**
 * A code check for an address failed, whether or not an account has the address: the same write either way, so
 * neither the answer nor its timing tells who has an account. On the address's stream (`signin-<keyed hash>`); the
 * code itself is never stored anywhere.
 */
export const SignInCodeRejected = defineEvent({
  type: 'SignInCodeRejected',
  schema: z.object({ reason: z.enum(signInFailureReasons) }),
});

export const SignedOut = defineEvent({
  type: 'SignedOut',
  schema: z.object({ userId: EntityId, sessionId: z.uuid() }),
});

export const ProfileChanged = defineEvent({
  type: 'ProfileChanged',
  schema: z.object({ userId: EntityId, displayName: z.string().trim().min(1).max(80).nullable() }),
  personalData: { subjectField: 'userId', fields: ['displayName'] },
});

/** A reference to the stored picture, never the picture; null when it was removed. */
export const ProfilePictureChanged = defineEvent({
  type: 'ProfilePictureChanged',
  schema: z.object({ userId: EntityId, pictureId: z.uuid().nullable() }),
});

export const SettingsChanged = defineEvent({
  type: 'SettingsChanged',
  schema: z.object({
    userId: EntityId,
    preferredLanguage: z.enum(languages),
    receiveEmailNotifications: z.boolean(),
  }),
});

export const sessionRevocationReasons = ['replayed_cookie'] as const;

/** A session ended by the server rather than by its owner: an old cookie secret came back, so someone copied it. */
export const SessionRevoked = defineEvent({
  type: 'SessionRevoked',
  schema: z.object({ userId: EntityId, sessionId: z.uuid(), reason: z.enum(sessionRevocationReasons) }),
});

/** Who changed it and why, for the audit trail. */
export const RoleChanged = defineEvent({
  type: 'RoleChanged',
  schema: z.object({
    userId: EntityId,
    from: z.enum(roles),
    to: z.enum(roles),
    changedBy: EntityId,
    reason: z.string().trim().min(1).max(500),
  }),
});

export const tierChangeSources = ['admin', 'billing'] as const;

/** Tiers change only through the server (billing or an admin): a client's claim never does it. */
export const SubscriptionTierChanged = defineEvent({
  type: 'SubscriptionTierChanged',
  schema: z.object({
    userId: EntityId,
    from: z.enum(subscriptionTiers),
    to: z.enum(subscriptionTiers),
    changedBy: EntityId,
    source: z.enum(tierChangeSources),
    reason: z.string().trim().min(1).max(500),
  }),
});

/**
 * The month's AI credits of the account's plan: the balance is topped up to the plan's monthly credits (credits above
 * that are kept). Granted a month after the last grant, or at once when the plan changes to one that grants more.
 */
export const AiCreditsGranted = defineEvent({
  type: 'AiCreditsGranted',
  schema: z.object({
    userId: EntityId,
    tier: z.enum(subscriptionTiers),
    /** What the grant added: the plan's monthly credits less the balance before it, never below zero. */
    credits: z.number().int().min(0),
    balance: z.number().int().min(0),
    /** The moment the grant was due and made: the next month counts from it. */
    grantedAt: z.iso.datetime(),
  }),
});

/**
 * Credits taken for one generation before its work starts, so that two requests racing for the last credits cannot
 * both have them. The generation's id makes a retried request take nothing twice.
 */
export const AiCreditsSpent = defineEvent({
  type: 'AiCreditsSpent',
  schema: z.object({
    userId: EntityId,
    generationId: EntityId,
    task: z.enum(aiTaskTypes),
    credits: z.number().int().min(1),
    balance: z.number().int().min(0),
  }),
});

/** The credits of a generation that failed, given back once. */
export const AiCreditsRefunded = defineEvent({
  type: 'AiCreditsRefunded',
  schema: z.object({
    userId: EntityId,
    generationId: EntityId,
    credits: z.number().int().min(1),
    balance: z.number().int().min(0),
  }),
});

/**
 * Credits an admin added to an account by hand (a refund of a failed course draft, a workshop's allowance), audited
 * like a role change: who, why, and when (the event's own time). The monthly grant is `AiCreditsGranted`, apart.
 */
export const AiCreditsGrantedByAdmin = defineEvent({
  type: 'AiCreditsGrantedByAdmin',
  schema: z.object({
    userId: EntityId,
    /** Names the grant as the admin's form sent it, so that a retried request grants once. */
    grantId: EntityId,
    credits: z.number().int().min(1),
    balance: z.number().int().min(0),
    grantedBy: EntityId,
    reason: z.string().trim().min(1).max(500),
  }),
});

/** An OpenID Connect identity (Google) linked to the account; the subject is personal data of the account's owner. */
export const ExternalIdentityLinked = defineEvent({
  type: 'ExternalIdentityLinked',
  schema: z.object({ userId: EntityId, issuer: z.url(), subject: z.string().min(1).max(255).nullable() }),
  personalData: { subjectField: 'userId', fields: ['subject'] },
});

/** The one account an external identity belongs to, on the identity's own stream (like AccountEmailClaimed). */
export const ExternalIdentityClaimed = defineEvent({
  type: 'ExternalIdentityClaimed',
  schema: z.object({ userId: EntityId }),
});

export const accountEvents = [
  AccountRegistered,
  AccountEmailClaimed,
  SignedIn,
  SignInFailed,
  SignInCodeRejected,
  SignedOut,
  SessionRevoked,
  ProfileChanged,
  ProfilePictureChanged,
  SettingsChanged,
  RoleChanged,
  SubscriptionTierChanged,
  AiCreditsGranted,
  AiCreditsSpent,
  AiCreditsRefunded,
  AiCreditsGrantedByAdmin,
  ExternalIdentityLinked,
  ExternalIdentityClaimed,
] as const;
