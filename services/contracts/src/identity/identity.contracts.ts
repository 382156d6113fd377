import { EntityId, languages, roles, subscriptionTiers, tierChangeSources } from '@pathwise/event-schemas';
import { imageUploadTypes } from '../shared/image-uploads.contracts.js';
import { z } from 'zod';

export { languages, roles, subscriptionTiers };

/** The signed-in user as the client sees it: the spec's User (client view), field for field. */
export const MeResponse = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  profile: z.object({ display_name: z.string().nullable(), profile_picture_url: z.string().nullable() }),
  role: z.enum(roles),
  subscription_tier: z.enum(subscriptionTiers),
  ai_credits: z.object({ balance: z.number().int(), last_grant_date: z.iso.datetime() }),
  settings: z.object({ preferred_language: z.enum(languages), receive_email_notifications: z.boolean() }),
  created_at: z.iso.datetime(),
  last_login: z.iso.datetime().nullable(),
});
export type MeResponse = z.infer<typeof MeResponse>;

const Email = z.email('Enter a valid email address').max(254).transform((email) => email.trim().toLowerCase());
const DisplayName = z.string().trim().min(1, 'Enter a name').max(80, 'At most 80 characters');

/** Starts a one-time-code sign-in (or sign-up: a code for a new address creates the account when it is used). */
export const StartEmailSignInRequest = z
  .object({
    email: Email,
    intent: z.enum(['signup', 'login']).default('login'),
    /** The name a new account starts with; ignored for an existing one. */
    display_name: DisplayName.optional(),
  })
  .strict();
export type StartEmailSignInRequest = z.input<typeof StartEmailSignInRequest>;

/** The same answer whether or not the address has an account. */
export const StartEmailSignInResponse = z.object({
  status: z.literal('code_sent'),
  expires_in_seconds: z.number().int(),
});

export const VerifyEmailCodeRequest = z
  .object({ email: Email, code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code') })
  .strict();
export type VerifyEmailCodeRequest = z.input<typeof VerifyEmailCodeRequest>;

/** A new or refreshed session: the browser also gets the httpOnly cookie; API clients use the bearer token. */
export const SessionResponse = z.object({
  user: MeResponse,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
  /** Send back as X-CSRF-Token on writes authenticated by the session cookie. */
  csrf_token: z.string(),
  /** True when this sign-in created the account. */
  new_account: z.boolean(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

/** Who is signed in, and the token cookie-authenticated writes must send. */
export const CurrentSessionResponse = z.object({ user: MeResponse, csrf_token: z.string() });
export type CurrentSessionResponse = z.infer<typeof CurrentSessionResponse>;

/** GET /api/auth/session: the session, or nulls for a visitor without one (an answer, not an error). */
export const SessionProbeResponse = z.union([CurrentSessionResponse, z.object({ user: z.null(), csrf_token: z.null() })]);
export type SessionProbeResponse = z.infer<typeof SessionProbeResponse>;

/** GET /api/auth/providers: which sign-in methods beside the emailed code are on. */
export const AuthProvidersResponse = z.object({ google: z.boolean() });
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;

export const UpdateProfileRequest = z.object({ display_name: DisplayName }).strict();
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const UpdateSettingsRequest = z
  .object({ preferred_language: z.enum(languages).optional(), receive_email_notifications: z.boolean().optional() })
  .strict()
  .refine((settings) => Object.keys(settings).length > 0, 'Change at least one setting');
export type UpdateSettingsRequest = z.input<typeof UpdateSettingsRequest>;

export const profilePictureTypes = imageUploadTypes;
export const PROFILE_PICTURE_MAX_BYTES = 2 * 1024 * 1024;

export const AdminUserSummary = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  display_name: z.string().nullable(),
  role: z.enum(roles),
  subscription_tier: z.enum(subscriptionTiers),
  created_at: z.iso.datetime(),
  last_login: z.iso.datetime().nullable(),
});
export type AdminUserSummary = z.infer<typeof AdminUserSummary>;

export const AdminUserListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  role: z.enum(roles).optional(),
  tier: z.enum(subscriptionTiers).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(25),
});

export const AdminUserListResponse = z.object({
  users: z.array(AdminUserSummary),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof AdminUserListResponse>;

const Reason = z.string().trim().min(3, 'Say why, in a few words').max(500);
export const ChangeRoleRequest = z.object({ role: z.enum(roles), reason: Reason }).strict();
export const ChangeTierRequest = z.object({ subscription_tier: z.enum(subscriptionTiers), reason: Reason }).strict();

/** POST /api/admin/users/{userId}/ai-credits: credits added by hand, with the reason the audit trail keeps. */
export const GrantAiCreditsRequest = z
  .object({
    credits: z.number().int('A whole number of credits').min(1, 'At least 1 credit').max(100_000, 'At most 100,000 credits at once'),
    reason: Reason,
    /** Names the grant, so that a request sent again after a lost answer grants once; the server makes one if absent. */
    grantId: z.uuid().optional(),
  })
  .strict();
export type GrantAiCreditsRequest = z.input<typeof GrantAiCreditsRequest>;

export const UserIdParams = z.object({ userId: EntityId });

/** Who made a change to an account: their id, and their display name (null once erased). */
const ChangedBy = z.object({ uid: z.string(), display_name: z.string().nullable() });

const changeEntry = { changed_by: ChangedBy, reason: z.string(), changed_at: z.iso.datetime() };

/** One change to a user's role or tier, as the audit trail shows it: what, from and to, who, why and when. */
export const AdminUserChange = z.discriminatedUnion('field', [
  z.object({ field: z.literal('role'), from: z.enum(roles), to: z.enum(roles), ...changeEntry }),
  z.object({
    field: z.literal('subscription_tier'),
    from: z.enum(subscriptionTiers),
    to: z.enum(subscriptionTiers),
    /** Billing changes a tier too, not only an admin. */
    source: z.enum(tierChangeSources),
    ...changeEntry,
  }),
  /** Credits an admin added by hand, and the balance after them. */
  z.object({ field: z.literal('ai_credits'), credits: z.number().int(), balance: z.number().int(), ...changeEntry }),
]);
export type AdminUserChange = z.infer<typeof AdminUserChange>;

/** GET /api/admin/users/{userId}/changes: every change to the user's role or tier, and credits granted by hand, newest first. */
export const AdminUserChangesResponse = z.object({ uid: z.string(), changes: z.array(AdminUserChange) });
export type AdminUserChangesResponse = z.infer<typeof AdminUserChangesResponse>;

/** The development outbox: mail that would have been sent, readable in the app in development mode only. */
export const DevOutboxResponse = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string(), sent_at: z.iso.datetime() })),
});
export type DevOutboxResponse = z.infer<typeof DevOutboxResponse>;
