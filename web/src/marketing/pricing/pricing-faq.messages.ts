import { defineMessages } from '../../shared/i18n';

export const pricingFaqMessages = defineMessages({
  en: {
    title: 'Questions about plans',
    trialQ: 'What happens when the free trial ends?',
    trialA: 'Pro and Pro Plus start with {days} days free, started from Billing without a card, one trial per account. Nothing is charged during the trial. If you subscribe during it, your card is saved and the first payment is taken when the trial ends; otherwise your account returns to Free, and the courses you published stay live.',
    learnersQ: 'Do learners need a plan?',
    learnersA: 'No. Creating an account and studying free courses costs nothing. Some courses are sold by their creators: you pay for those courses, never for a plan.',
    creditsQ: 'What is an AI credit?',
    creditsA: 'Credits pay for AI work such as drafting an outline, a lesson, quiz questions or narration; bigger tasks use more credits. Your balance is topped up each month with your plan’s allowance.',
    switchQ: 'Can I change plans later?',
    switchA: 'Yes, at any time from Billing. An upgrade applies at once, and you pay the difference for the rest of the current period; a downgrade, a change of billing period or a cancellation takes effect at the end of the period you have already paid for.',
    yearlyQ: 'Monthly or yearly?',
    yearlyA: 'Paying yearly saves you {percent}% compared with twelve monthly payments. Monthly billing lets you stop whenever you like.',
    dataQ: 'What happens to my data?',
    dataA: 'Your personal data is encrypted with a key of its own and can be erased on request, and Pathwise uses no third-party trackers. The privacy policy explains it all.',
    privacyLink: 'Read the privacy policy',
  },
  es: () => import('./pricing-faq.messages.es'),
  fr: () => import('./pricing-faq.messages.fr'),
});
