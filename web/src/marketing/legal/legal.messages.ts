import { defineMessages } from '../../shared/i18n';

export const legalMessages = defineMessages({
  en: {
    eyebrow: 'Legal',
    updated: 'Last updated: {date}',
    contents: 'On this page',
    seeAlso: 'See also',
    privacy: 'Privacy policy',
    terms: 'Terms of service',
    contact: 'Contact us',
    pricing: 'Pricing',
  },
  es: () => import('./legal.messages.es'),
  fr: () => import('./legal.messages.fr'),
});
