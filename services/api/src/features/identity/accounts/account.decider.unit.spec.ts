import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { AccessDeniedError, NotFoundError } from '../../../http/http-errors.js';
import {
  AccountExistsError,
  SIGN_UP_AI_CREDITS,
  decideAccount,
  evolveAccount,
  initialAccountState,
  type AccountCommand,
  type AccountEvent,
  type AccountState,
} from './account.decider.js';

const userId = 'u-1';
const at = new Date('2026-11-20T09:00:00.000Z');

/** Given events, when a command, then events: the account's rules read top to bottom. */
function given(...events: AccountEvent[]) {
  const state = events.reduce<AccountState>(
    (current, event, index) =>
      evolveAccount(current, { ...event, recordedAt: new Date(at.getTime() + index * 1000) } as StoredEvent<PathwiseEvent>),
    initialAccountState(userId),
  );
  return { when: (command: AccountCommand) => ({ state, then: () => decideAccount(command, state) }) };
}

const registered: AccountEvent = {
  type: 'AccountRegistered',
  data: {
    userId,
    email: 'ada@example.com',
    displayName: 'Ada',
    role: 'creator',
    subscriptionTier: 'free',
    aiCreditBalance: SIGN_UP_AI_CREDITS,
    preferredLanguage: 'en',
    receiveEmailNotifications: true,
  },
};

describe('account decider', () => {
  it('registers a new account as a creator on the free tier with 100 AI credits', () => {
    const events = given()
      .when({ type: 'RegisterAccount', email: 'ada@example.com', displayName: 'Ada', role: 'creator', tier: 'free', preferredLanguage: 'en' })
      .then();
    expect(events).toEqual([registered]);
  });

  it('refuses to register an account twice', () => {
    expect(() =>
      given(registered)
        .when({ type: 'RegisterAccount', email: 'ada@example.com', displayName: 'Ada', role: 'creator', tier: 'free', preferredLanguage: 'en' })
        .then(),
    ).toThrow(AccountExistsError);
  });

  it('refuses every other command for an account that does not exist', () => {
    expect(() => given().when({ type: 'ChangeProfile', displayName: 'X' }).then()).toThrow(NotFoundError);
    expect(() => given().when({ type: 'RecordSignIn', sessionId: '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f', method: 'email_code' }).then()).toThrow(
      NotFoundError,
    );
  });

  it('records sign-ins, and folds the last one into last_login', () => {
    const sessionId = '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f';
    const signedIn: AccountEvent = { type: 'SignedIn', data: { userId, sessionId, method: 'google' } };
    expect(given(registered).when({ type: 'RecordSignIn', sessionId, method: 'google' }).then()).toEqual([signedIn]);
    const { state } = given(registered, signedIn).when({ type: 'ChangeProfile', displayName: 'Ada' });
    expect(state.lastLogin).toEqual(new Date(at.getTime() + 1000));
    expect(state.createdAt).toEqual(at);
  });

  it('changes the display name, and does nothing when it is the same', () => {
    expect(given(registered).when({ type: 'ChangeProfile', displayName: 'Ada L.' }).then()).toEqual([
      { type: 'ProfileChanged', data: { userId, displayName: 'Ada L.' } },
    ]);
    expect(given(registered).when({ type: 'ChangeProfile', displayName: 'Ada' }).then()).toEqual([]);
  });

  it('changes one setting keeping the other, and does nothing when neither changes', () => {
    expect(given(registered).when({ type: 'ChangeSettings', preferredLanguage: 'fr' }).then()).toEqual([
      { type: 'SettingsChanged', data: { userId, preferredLanguage: 'fr', receiveEmailNotifications: true } },
    ]);
    expect(given(registered).when({ type: 'ChangeSettings', receiveEmailNotifications: true }).then()).toEqual([]);
  });

  it('records who changed a role and why; refuses an admin changing their own role', () => {
    expect(given(registered).when({ type: 'ChangeRole', to: 'instructor', changedBy: 'admin-1', reason: 'Teaches algebra' }).then()).toEqual([
      { type: 'RoleChanged', data: { userId, from: 'creator', to: 'instructor', changedBy: 'admin-1', reason: 'Teaches algebra' } },
    ]);
    expect(given(registered).when({ type: 'ChangeRole', to: 'creator', changedBy: 'admin-1', reason: 'Same' }).then()).toEqual([]);
    expect(() => given(registered).when({ type: 'ChangeRole', to: 'student', changedBy: userId, reason: 'Oops' }).then()).toThrow(
      AccessDeniedError,
    );
  });

  it('changes a tier only as the server says, with its source', () => {
    const tierChanged: AccountEvent = {
      type: 'SubscriptionTierChanged',
      data: { userId, from: 'free', to: 'pro_plus', changedBy: 'admin-1', source: 'admin', reason: 'Conference speaker' },
    };
    expect(given(registered).when({ type: 'ChangeTier', to: 'pro_plus', changedBy: 'admin-1', source: 'admin', reason: 'Conference speaker' }).then()).toEqual([
      tierChanged,
    ]);
    const { state } = given(registered, tierChanged).when({ type: 'ChangeProfile', displayName: 'Ada' });
    expect(state.tier).toBe('pro_plus');
  });

  it('links each external identity once, a second one of the same issuer too', () => {
    const linked: AccountEvent = { type: 'ExternalIdentityLinked', data: { userId, issuer: 'https://accounts.google.com', subject: 'g-1' } };
    expect(given(registered).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-1' }).then()).toEqual([linked]);
    expect(given(registered, linked).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-1' }).then()).toEqual([]);
    expect(given(registered, linked).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-2' }).then()).toEqual([
      { type: 'ExternalIdentityLinked', data: { userId, issuer: 'https://accounts.google.com', subject: 'g-2' } },
    ]);
  });

  it('sets and removes the profile picture, ignoring a change to what it already is', () => {
    const pictureId = '0b5e6f2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const changed: AccountEvent = { type: 'ProfilePictureChanged', data: { userId, pictureId } };
    expect(given(registered).when({ type: 'ChangeProfilePicture', pictureId }).then()).toEqual([changed]);
    expect(given(registered, changed).when({ type: 'ChangeProfilePicture', pictureId }).then()).toEqual([]);
    expect(given(registered, changed).when({ type: 'ChangeProfilePicture', pictureId: null }).then()).toEqual([
      { type: 'ProfilePictureChanged', data: { userId, pictureId: null } },
    ]);
  });
});
