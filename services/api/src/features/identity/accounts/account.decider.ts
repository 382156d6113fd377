import type { AiTaskType, Language, PathwiseEvent, Role, SignInMethod, SubscriptionTier } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { foldState, type Decider } from '../../../kernel/decider.js';
import { DomainError } from '../../../kernel/domain-error.js';
import { aiCreditGrantDue, toppedUpBalance } from './ai-credit-grants.rules.js';

type AccountEventType =
  | 'AccountRegistered'
  | 'SignedIn'
  | 'SignInFailed'
  | 'SignedOut'
  | 'SessionRevoked'
  | 'ProfileChanged'
  | 'ProfilePictureChanged'
  | 'SettingsChanged'
  | 'RoleChanged'
  | 'SubscriptionTierChanged'
  | 'AiCreditsGranted'
  | 'AiCreditsSpent'
  | 'AiCreditsRefunded'
  | 'AiCreditsGrantedByAdmin'
  | 'ExternalIdentityLinked';

export type AccountEvent = Extract<PathwiseEvent, { type: AccountEventType }>;

/** Credits every new account starts with (spec section 9). */
export const SIGN_UP_AI_CREDITS = 100;

export interface AccountState {
  readonly exists: boolean;
  readonly userId: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly role: Role;
  readonly tier: SubscriptionTier;
  readonly aiCreditBalance: number;
  readonly aiCreditsGrantedAt: Date | null;
  /** The plan whose monthly credits were granted last: a plan that grants more is due its credits at once. */
  readonly aiCreditsGrantedTier: SubscriptionTier;
  /** The credits each generation took, and whether they were given back: a retry takes or gives nothing twice. */
  readonly aiSpends: ReadonlyMap<string, { readonly credits: number; readonly refunded: boolean }>;
  /** The admins' grants made so far, by the id their form gave: a retried grant adds nothing. */
  readonly adminGrantIds: ReadonlySet<string>;
  readonly preferredLanguage: Language;
  readonly receiveEmailNotifications: boolean;
  readonly pictureId: string | null;
  readonly createdAt: Date | null;
  readonly lastLogin: Date | null;
  /** External identities linked to the account; a subject reads as null once personal data is erased. */
  readonly linkedIdentities: readonly { readonly issuer: string; readonly subject: string | null }[];
}

const initialAccountState = (userId: string): AccountState => ({
  exists: false,
  userId,
  email: null,
  displayName: null,
  role: 'creator',
  tier: 'free',
  aiCreditBalance: 0,
  aiCreditsGrantedAt: null,
  aiCreditsGrantedTier: 'free',
  aiSpends: new Map(),
  adminGrantIds: new Set(),
  preferredLanguage: 'en',
  receiveEmailNotifications: true,
  pictureId: null,
  createdAt: null,
  lastLogin: null,
  linkedIdentities: [],
});

/** Folds one stored event into the account; events of other types leave it as it is. */
function evolveAccount(state: AccountState, event: StoredEvent<PathwiseEvent>): AccountState {
  switch (event.type) {
    case 'AccountRegistered':
      return {
        ...state,
        exists: true,
        email: event.data.email,
        displayName: event.data.displayName,
        role: event.data.role,
        tier: event.data.subscriptionTier,
        aiCreditBalance: event.data.aiCreditBalance,
        aiCreditsGrantedAt: event.recordedAt,
        // The sign-up credits are the same for every plan: a free account's month, whatever the plan.
        aiCreditsGrantedTier: 'free',
        preferredLanguage: event.data.preferredLanguage,
        receiveEmailNotifications: event.data.receiveEmailNotifications,
        createdAt: event.recordedAt,
      };
    case 'SignedIn':
      return { ...state, lastLogin: event.recordedAt };
    case 'ProfileChanged':
      return { ...state, displayName: event.data.displayName };
    case 'ProfilePictureChanged':
      return { ...state, pictureId: event.data.pictureId };
    case 'SettingsChanged':
      return {
        ...state,
        preferredLanguage: event.data.preferredLanguage,
        receiveEmailNotifications: event.data.receiveEmailNotifications,
      };
    case 'RoleChanged':
      return { ...state, role: event.data.to };
    case 'SubscriptionTierChanged':
      return { ...state, tier: event.data.to };
    case 'AiCreditsGranted':
      return { ...state, aiCreditBalance: event.data.balance, aiCreditsGrantedAt: new Date(event.data.grantedAt), aiCreditsGrantedTier: event.data.tier };
    case 'AiCreditsSpent':
      return {
        ...state,
        aiCreditBalance: event.data.balance,
        aiSpends: new Map(state.aiSpends).set(event.data.generationId, { credits: event.data.credits, refunded: false }),
      };
    case 'AiCreditsRefunded':
      return {
        ...state,
        aiCreditBalance: event.data.balance,
        aiSpends: new Map(state.aiSpends).set(event.data.generationId, { credits: event.data.credits, refunded: true }),
      };
    case 'AiCreditsGrantedByAdmin':
      return { ...state, aiCreditBalance: event.data.balance, adminGrantIds: new Set(state.adminGrantIds).add(event.data.grantId) };
    case 'ExternalIdentityLinked':
      return { ...state, linkedIdentities: [...state.linkedIdentities, { issuer: event.data.issuer, subject: event.data.subject }] };
    default:
      return state;
  }
}

export type AccountCommand =
  | {
      readonly type: 'RegisterAccount';
      readonly email: string | null;
      readonly displayName: string | null;
      readonly role: Role;
      readonly tier: SubscriptionTier;
      readonly preferredLanguage: Language;
    }
  | { readonly type: 'RecordSignIn'; readonly sessionId: string; readonly method: SignInMethod }
  | { readonly type: 'RecordSignOut'; readonly sessionId: string }
  | { readonly type: 'RecordSessionRevoked'; readonly sessionId: string; readonly reason: 'replayed_cookie' }
  | { readonly type: 'ChangeProfile'; readonly displayName: string }
  | { readonly type: 'ChangeProfilePicture'; readonly pictureId: string | null }
  | {
      readonly type: 'ChangeSettings';
      readonly preferredLanguage?: Language | undefined;
      readonly receiveEmailNotifications?: boolean | undefined;
    }
  | { readonly type: 'ChangeRole'; readonly to: Role; readonly changedBy: string; readonly reason: string }
  | {
      readonly type: 'ChangeTier';
      readonly to: SubscriptionTier;
      readonly changedBy: string;
      readonly source: 'admin' | 'billing';
      readonly reason: string;
    }
  | { readonly type: 'LinkExternalIdentity'; readonly issuer: string; readonly subject: string }
  | { readonly type: 'GrantMonthlyAiCredits'; readonly asOf: Date }
  | { readonly type: 'SpendAiCredits'; readonly generationId: string; readonly task: AiTaskType; readonly credits: number }
  | { readonly type: 'RefundAiCredits'; readonly generationId: string }
  | { readonly type: 'GrantAiCredits'; readonly grantId: string; readonly credits: number; readonly grantedBy: string; readonly reason: string };

const accountExists = (userId: string) => new DomainError('account-exists', `Account ${userId} is already registered`);

/**
 * What a command means for an account: the events to append, none when nothing would change (so a retried
 * command is harmless), or the exact error. Pure: state in, events out.
 */
function decideAccount(command: AccountCommand, state: AccountState): AccountEvent[] {
  const { userId } = state;
  if (command.type === 'RegisterAccount') {
    if (state.exists) throw accountExists(userId);
    return [
      {
        type: 'AccountRegistered',
        data: {
          userId,
          email: command.email,
          displayName: command.displayName,
          role: command.role,
          subscriptionTier: command.tier,
          aiCreditBalance: SIGN_UP_AI_CREDITS,
          preferredLanguage: command.preferredLanguage,
          receiveEmailNotifications: true,
        },
      },
    ];
  }
  if (!state.exists) throw DomainError.notFound(`There is no account ${userId}`);
  switch (command.type) {
    case 'RecordSignIn':
      return [{ type: 'SignedIn', data: { userId, sessionId: command.sessionId, method: command.method } }];
    case 'RecordSignOut':
      return [{ type: 'SignedOut', data: { userId, sessionId: command.sessionId } }];
    case 'RecordSessionRevoked':
      return [{ type: 'SessionRevoked', data: { userId, sessionId: command.sessionId, reason: command.reason } }];
    case 'ChangeProfile':
      return command.displayName === state.displayName ? [] : [{ type: 'ProfileChanged', data: { userId, displayName: command.displayName } }];
    case 'ChangeProfilePicture':
      return command.pictureId === state.pictureId
        ? []
        : [{ type: 'ProfilePictureChanged', data: { userId, pictureId: command.pictureId } }];
    case 'ChangeSettings': {
      const preferredLanguage = command.preferredLanguage ?? state.preferredLanguage;
      const receiveEmailNotifications = command.receiveEmailNotifications ?? state.receiveEmailNotifications;
      const unchanged =
        preferredLanguage === state.preferredLanguage && receiveEmailNotifications === state.receiveEmailNotifications;
      return unchanged ? [] : [{ type: 'SettingsChanged', data: { userId, preferredLanguage, receiveEmailNotifications } }];
    }
    case 'ChangeRole':
      // An admin locking themselves out is a mistake nobody can undo from the inside.
      if (command.changedBy === userId) throw DomainError.accessDenied('Admins cannot change their own role; ask another admin.');
      return command.to === state.role
        ? []
        : [{ type: 'RoleChanged', data: { userId, from: state.role, to: command.to, changedBy: command.changedBy, reason: command.reason } }];
    case 'ChangeTier':
      return command.to === state.tier
        ? []
        : [
            {
              type: 'SubscriptionTierChanged',
              data: { userId, from: state.tier, to: command.to, changedBy: command.changedBy, source: command.source, reason: command.reason },
            },
          ];
    case 'GrantMonthlyAiCredits': {
      if (!aiCreditGrantDue(state, command.asOf)) return [];
      const balance = toppedUpBalance(state.aiCreditBalance, state.tier);
      return [{ type: 'AiCreditsGranted', data: { userId, tier: state.tier, credits: balance - state.aiCreditBalance, balance, grantedAt: command.asOf.toISOString() } }];
    }
    case 'SpendAiCredits': {
      if (state.aiSpends.has(command.generationId)) return [];
      if (command.credits > state.aiCreditBalance) {
        throw DomainError.creditsExhausted(
          `This needs ${command.credits} AI credits and ${state.aiCreditBalance} are left. A higher plan grants more each month: see /pricing.`,
        );
      }
      const balance = state.aiCreditBalance - command.credits;
      return [{ type: 'AiCreditsSpent', data: { userId, generationId: command.generationId, task: command.task, credits: command.credits, balance } }];
    }
    case 'RefundAiCredits': {
      const spend = state.aiSpends.get(command.generationId);
      if (!spend || spend.refunded) return [];
      const balance = state.aiCreditBalance + spend.credits;
      return [{ type: 'AiCreditsRefunded', data: { userId, generationId: command.generationId, credits: spend.credits, balance } }];
    }
    case 'GrantAiCredits': {
      if (state.adminGrantIds.has(command.grantId)) return [];
      if (!Number.isInteger(command.credits) || command.credits < 1) {
        throw DomainError.invalid([{ pointer: '#/body/credits', detail: 'A whole number of credits, at least 1' }]);
      }
      const balance = state.aiCreditBalance + command.credits;
      return [
        {
          type: 'AiCreditsGrantedByAdmin',
          data: { userId, grantId: command.grantId, credits: command.credits, balance, grantedBy: command.grantedBy, reason: command.reason },
        },
      ];
    }
    case 'LinkExternalIdentity':
      // Two identities of one issuer (two Google accounts with the same verified address) are both recorded.
      return state.linkedIdentities.some((linked) => linked.issuer === command.issuer && linked.subject === command.subject)
        ? []
        : [{ type: 'ExternalIdentityLinked', data: { userId, issuer: command.issuer, subject: command.subject } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown account command ${JSON.stringify(unknown)}`);
    }
  }
}

export const accountDecider: Decider<AccountCommand, AccountState, AccountEvent, StoredEvent<PathwiseEvent>> = {
  decide: decideAccount,
  evolve: evolveAccount,
  initialState: initialAccountState,
};

/** The account a stream's events leave. */
export const foldAccount = (userId: string, events: readonly StoredEvent<PathwiseEvent>[]): AccountState => foldState(accountDecider, userId, events);
