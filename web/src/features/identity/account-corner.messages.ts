import { defineMessages } from '../../shared/i18n';

/**
 * The words of the header's account corner and of the sign-in guard: every page shows them, so they are apart from
 * the sign-in pages' words, which load with those pages. French punctuation takes a no-break space before ':' (U+00A0).
 */
export const accountCornerMessages = defineMessages({
  en: {
    signInButton: 'Sign In',
    yourAccount: 'Your account',
    accountNavigation: 'Account',
    profile: 'Profile',
    settings: 'Settings',
    signingOut: 'Signing out…',
    signOut: 'Sign out',
    couldNotSignOut: 'Could not sign out: {reason}',
    verifying: 'Verifying authentication...',
    couldNotCheckSession: 'Could not check whether you are signed in',
  },
  es: () => import('./account-corner.messages.es'),
  fr: () => import('./account-corner.messages.fr'),
});
