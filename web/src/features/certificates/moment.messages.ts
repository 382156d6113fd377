import { defineMessages } from '../../shared/i18n';

/** The moment in the course player when the learner earns the course's certificate. */
export const momentMessages = defineMessages({
  en: {
    heading: 'You earned a certificate',
    announcement: 'You earned the certificate for “{title}”.',
    body: 'You met every criterion of “{title}”. Your certificate is signed, so anyone can check that it is genuine.',
    downloadPdf: 'Download PDF',
    myCertificates: 'My certificates',
    verifyPage: 'Open its verify page',
    dismiss: 'Back to the course',
  },
  es: () => import('./moment.messages.es'),
  fr: () => import('./moment.messages.fr'),
});
