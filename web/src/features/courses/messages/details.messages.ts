import { defineMessages } from '../../../shared/i18n';

/** The course details form, shared by creating a course and editing it. */
export const detailsMessages = defineMessages({
  en: {
    title: 'Title',
    subtitle: 'Subtitle',
    description: 'Description',
    language: 'Language',
    level: 'Level',
    price: 'Price',
    priceHint: '0 makes the course free.',
    currency: 'Currency',
    tags: 'Tags',
    tagsHint: 'Separated by commas, up to 10.',
  },
  es: () => import('./details.messages.es'),
  fr: () => import('./details.messages.fr'),
});
