import { defineMessages } from '../../shared/i18n';

/** Signing in, profile and settings, studying: what everyone and every learner needs. */
export const docsUsingMessages = defineMessages({
  en: {
    signInIntro: 'Pathwise has no passwords: you prove it is you with a code sent to your email address.',
    signInStep1: 'Select Sign In, then enter your email address.',
    signInStep2: 'Open the email from Pathwise and copy the 6-digit code. It works for 10 minutes, and five wrong tries cancel it.',
    signInStep3: 'Enter the code. You are signed in, and taken back to the page you came from.',
    signInPoint1: 'A new address creates a new account: you start as a creator on the Free plan, and can learn and create right away.',
    signInPoint2: 'Where Google sign-in is turned on, you can use your Google account instead.',
    signInPoint3: 'Your browser stays signed in with a secure session cookie. Signing out ends that session at once, along with any API token issued from it.',
    signInLink: 'Sign in',
    profilePoint1: 'Profile: the name other people see, and a picture (PNG, JPEG or WebP, up to 2 MB) that you can remove at any time.',
    profilePoint2: 'Settings: the language of the interface (English, Spanish or French) and whether you receive email notifications. Both follow your account to every device.',
    profilePoint3: 'Theme: light, dark or the same as your system. This choice is kept in your browser.',
    profileLink: 'Open your profile',
    settingsLink: 'Open your settings',
    learningPoint1: 'Choose a course from the catalogue. Its map shows what you have mastered, what you are ready to learn, and what is still waiting for a prerequisite.',
    learningPoint2: 'Lessons are short. Finishing one, and every quiz answer, is recorded so that your path can adapt.',
    learningPoint3: 'Quizzes explain every answer. A wrong answer is information, not a penalty: it tells Pathwise what to show you next.',
    learningPoint4: 'Reviews appear when they are due, usually a few minutes a day. Doing them on time is what keeps a skill mastered.',
    learningPoint5: 'Earn XP, levels and streaks as you go, and a certificate when you finish a course. Anyone can check a certificate on its public verification page.',
    coursesLink: 'Browse courses',
    demoLink: 'Try the demo course',
  },
  es: () => import('./docs-using.messages.es'),
  fr: () => import('./docs-using.messages.fr'),
});
