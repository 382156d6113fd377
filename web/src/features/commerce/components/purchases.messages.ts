import { defineMessages } from '../../../shared/i18n';

export const purchasesMessages = defineMessages({
  en: {
    title: 'Your purchases',
    loading: 'Loading your purchases…',
    couldNotLoad: 'Could not load your purchases',
    empty: 'You have not bought a course yet.',
    policy: 'You can ask for a full refund within {days} days of paying while you have finished less than {percent} of the course’s lessons.',
    paidOn: 'Paid {amount} on {date}',
    refundedOn: 'Refunded on {date}',
    eligibleUntil: 'You can ask for a refund until {date}.',
    windowClosed: 'The refund window closed on {date}.',
    tooMuchFinished: 'You finished {completed} of {total} lessons, so this course can no longer be refunded.',
    requestRefund: 'Request a refund',
    openCourse: 'Open the course',
    confirmTitle: 'Refund “{course}”?',
    confirmBody: 'You get {amount} back on your card, and the course leaves your courses at once. You can buy it again later.',
    reasonLabel: 'Why are you asking? (optional)',
    confirmRefund: 'Refund my order',
    keepCourse: 'Keep the course',
    refunding: 'Refunding…',
    refundFailed: 'The refund could not be made',
    refundDone: 'Refunded: {amount} is on its way back to your card.',
  },
  es: () => import('./purchases.messages.es'),
  fr: () => import('./purchases.messages.fr'),
});
