import { defineMessages } from '../../../shared/i18n';

/** Words every adaptive screen shares: levels, difficulties, states of mind, errors (spec section 8) and toasts. */
export const adaptiveMessages = defineMessages({
  en: {
    level_not_started: 'Not started',
    level_attempted: 'Attempted',
    level_familiar: 'Familiar',
    level_proficient: 'Proficient',
    level_mastered: 'Mastered',
    difficulty_beginner: 'Beginner',
    difficulty_intermediate: 'Intermediate',
    difficulty_advanced: 'Advanced',
    difficulty_expert: 'Expert',
    // The toast names levels as the push does (spec section 4): 'Difficulty changed from beginner to intermediate'.
    toastLevel_beginner: 'beginner',
    toastLevel_intermediate: 'intermediate',
    toastLevel_advanced: 'advanced',
    toastLevel_expert: 'expert',
    difficultyToast: 'Difficulty changed from {old} to {new}: {reason}',
    state_celebrating: 'Celebrating',
    state_focused: 'Focused',
    state_struggling: 'Struggling',
    state_exploring: 'Exploring',
    request_profileUpdate: 'Profile update failed',
    request_content: 'Personalized content request failed',
    request_feedback: 'Adaptive feedback request failed',
    request_analytics: 'Analytics request failed',
    failedUpdateProfile: 'Failed to update learning profile',
    failedRefreshProfile: 'Failed to refresh learning profile',
    failedFeedback: 'Failed to get adaptive feedback',
    notAuthenticated: 'User not authenticated',
    percent: '{value}%',
  },
  es: () => import('./adaptive.messages.es'),
  fr: () => import('./adaptive.messages.fr'),
});

export type AdaptiveMessageKey = keyof typeof adaptiveMessages.en;
