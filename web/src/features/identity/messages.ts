import { defineMessages } from '../../shared/i18n';

/**
 * Every word of the sign-in pages (the header's account corner and the sign-in guard have theirs in
 * account-corner.messages.ts, as every page shows them). French punctuation takes a
 * no-break space before ':' (U+00A0) and a narrow one before '?', '!' and ';' (U+202F).
 */
export const authMessages = defineMessages({
  en: {
    signUpTitle: 'Create your account',
    signUpIntro: 'Tell us your name and email address. We’ll email you a {length}-digit code: no password to remember.',
    haveAccount: 'Already have an account?',
    signInLink: 'Sign in',
    loginTitle: 'Sign in to Pathwise',
    newToPathwise: 'New to Pathwise?',
    createAccount: 'Create an account',
    haveCode: 'Already have a code?',
    enterItHere: 'Enter it here',
    otpTitle: 'Enter your sign-in code',
    noCodeYet: 'No code yet?',
    getOneByEmail: 'Get one by email',
    continueWithGoogle: 'Continue with Google',
    orUseEmail: 'or use your email',
    googleCancelled: 'Google sign-in was cancelled. You can try again, or get a sign-in code by email instead.',
    googleRefused: 'Google did not let you sign in. You can try again, or get a sign-in code by email instead.',
    googleSignInExpired: 'The Google sign-in took too long or was started in another tab. Please try again.',
    googleEmailNotVerified:
      'Your Google account’s email address is not verified, so it cannot sign you in. Verify it with Google, or get a sign-in code by email.',
    googleUnavailable: 'Google could not be reached. Please try again in a moment, or get a sign-in code by email.',
    googleTooManyAttempts: 'Too many sign-in attempts from here. Please wait a few minutes before trying again.',
    googleFailed: 'Google sign-in did not complete. Please try again, or get a sign-in code by email.',
    yourName: 'Your name',
    emailAddress: 'Email address',
    sendingCode: 'Sending code…',
    continue: 'Continue',
    emailMeCode: 'Email me a code',
    emailInvalid: 'Enter a valid email address',
    nameMissing: 'Enter a name',
    nameTooLong: 'At most {max} characters',
    codeInvalid: 'Enter the {length}-digit code',
    checkYourEmail: 'Check your email',
    verificationCode: 'Verification code',
    codeSentTo: 'We sent a {length}-digit code to {email}.',
    codeExpiresIn: 'It expires in {duration}.',
    enterCodeFromEmail: 'Enter the {length}-digit code from the email we sent you.',
    checkingCode: 'Checking code…',
    signIn: 'Sign in',
    sendNewCode: 'Send a new code',
    useDifferentEmail: 'Use a different email',
    sendingNewCode: 'Sending a new code…',
    newCodeSent: 'We sent a new code to {email}. It expires in {duration}; earlier codes no longer count.',
    devOutboxNote: 'Running Pathwise locally? Mail is not sent: read the code in the {link}.',
    devOutboxLink: 'development outbox (opens in a new tab)',
  },
  es: () => import('./messages.es'),
  fr: () => import('./messages.fr'),
});

export type AuthMessageKey = keyof typeof authMessages.en;
