import type { MeResponse } from '@pathwise/contracts';
import type { AccountState } from './account.decider.js';

export const profilePictureUrl = (pictureId: string | null) => (pictureId ? `/api/files/profile-pictures/${pictureId}` : null);

/** The spec's client view of a user, from the account's current state. */
export function meView(state: AccountState): MeResponse {
  return {
    uid: state.userId,
    email: state.email,
    profile: { display_name: state.displayName, profile_picture_url: profilePictureUrl(state.pictureId) },
    role: state.role,
    subscription_tier: state.tier,
    ai_credits: { balance: state.aiCreditBalance, last_grant_date: (state.aiCreditsGrantedAt ?? state.createdAt ?? new Date(0)).toISOString() },
    settings: { preferred_language: state.preferredLanguage, receive_email_notifications: state.receiveEmailNotifications },
    created_at: (state.createdAt ?? new Date(0)).toISOString(),
    last_login: state.lastLogin?.toISOString() ?? null,
  };
}
