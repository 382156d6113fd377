import type { PathwiseEvent } from '@pathwise/event-schemas';
import type { StoredEvent } from '@pathwise/event-store';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../../testing/decider-specification.js';
import { SIGN_UP_AI_CREDITS, accountDecider, type AccountEvent } from './account.decider.js';

const userId = 'u-1';
const at = new Date('2026-11-20T09:00:00.000Z');

const given = deciderSpecification(accountDecider, {
  id: userId,
  recorded: (event, index) => ({ ...event, recordedAt: new Date(at.getTime() + index * 1000) }) as StoredEvent<PathwiseEvent>,
});

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
    given()
      .when({ type: 'RegisterAccount', email: 'ada@example.com', displayName: 'Ada', role: 'creator', tier: 'free', preferredLanguage: 'en' })
      .then([registered]);
  });

  it('refuses to register an account twice', () => {
    given(registered)
        .when({ type: 'RegisterAccount', email: 'ada@example.com', displayName: 'Ada', role: 'creator', tier: 'free', preferredLanguage: 'en' })
        .rejects('account-exists');
  });

  it('refuses every other command for an account that does not exist', () => {
    given().when({ type: 'ChangeProfile', displayName: 'X' }).rejects('not-found');
    given().when({ type: 'RecordSignIn', sessionId: '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f', method: 'email_code' }).rejects('not-found');
  });

  it('records sign-ins, and folds the last one into last_login', () => {
    const sessionId = '3f2b8c1e-5d4a-4b6c-9e8f-7a6b5c4d3e2f';
    const signedIn: AccountEvent = { type: 'SignedIn', data: { userId, sessionId, method: 'google' } };
    given(registered).when({ type: 'RecordSignIn', sessionId, method: 'google' }).then([signedIn]);
    const { state } = given(registered, signedIn);
    expect(state.lastLogin).toEqual(new Date(at.getTime() + 1000));
    expect(state.createdAt).toEqual(at);
  });

  it('changes the display name, and does nothing when it is the same', () => {
    given(registered).when({ type: 'ChangeProfile', displayName: 'Ada L.' }).then([
      { type: 'ProfileChanged', data: { userId, displayName: 'Ada L.' } },
    ]);
    given(registered).when({ type: 'ChangeProfile', displayName: 'Ada' }).then([]);
  });

  it('changes one setting keeping the other, and does nothing when neither changes', () => {
    given(registered).when({ type: 'ChangeSettings', preferredLanguage: 'fr' }).then([
      { type: 'SettingsChanged', data: { userId, preferredLanguage: 'fr', receiveEmailNotifications: true } },
    ]);
    given(registered).when({ type: 'ChangeSettings', receiveEmailNotifications: true }).then([]);
  });

  it('records who changed a role and why; refuses an admin changing their own role', () => {
    given(registered).when({ type: 'ChangeRole', to: 'instructor', changedBy: 'admin-1', reason: 'Teaches algebra' }).then([
      { type: 'RoleChanged', data: { userId, from: 'creator', to: 'instructor', changedBy: 'admin-1', reason: 'Teaches algebra' } },
    ]);
    given(registered).when({ type: 'ChangeRole', to: 'creator', changedBy: 'admin-1', reason: 'Same' }).then([]);
    given(registered).when({ type: 'ChangeRole', to: 'student', changedBy: userId, reason: 'Oops' }).rejects('access-denied');
  });

  it('changes a tier only as the server says, with its source', () => {
    const tierChanged: AccountEvent = {
      type: 'SubscriptionTierChanged',
      data: { userId, from: 'free', to: 'pro_plus', changedBy: 'admin-1', source: 'admin', reason: 'Conference speaker' },
    };
    given(registered).when({ type: 'ChangeTier', to: 'pro_plus', changedBy: 'admin-1', source: 'admin', reason: 'Conference speaker' }).then([
      tierChanged,
    ]);
    const { state } = given(registered, tierChanged);
    expect(state.tier).toBe('pro_plus');
  });

  it('links each external identity once, a second one of the same issuer too', () => {
    const linked: AccountEvent = { type: 'ExternalIdentityLinked', data: { userId, issuer: 'https://accounts.google.com', subject: 'g-1' } };
    given(registered).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-1' }).then([linked]);
    given(registered, linked).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-1' }).then([]);
    given(registered, linked).when({ type: 'LinkExternalIdentity', issuer: 'https://accounts.google.com', subject: 'g-2' }).then([
      { type: 'ExternalIdentityLinked', data: { userId, issuer: 'https://accounts.google.com', subject: 'g-2' } },
    ]);
  });

  it('sets and removes the profile picture, ignoring a change to what it already is', () => {
    const pictureId = '0b5e6f2a-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    const changed: AccountEvent = { type: 'ProfilePictureChanged', data: { userId, pictureId } };
    given(registered).when({ type: 'ChangeProfilePicture', pictureId }).then([changed]);
    given(registered, changed).when({ type: 'ChangeProfilePicture', pictureId }).then([]);
    given(registered, changed).when({ type: 'ChangeProfilePicture', pictureId: null }).then([
      { type: 'ProfilePictureChanged', data: { userId, pictureId: null } },
    ]);
  });
});
