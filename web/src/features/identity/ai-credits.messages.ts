import { defineMessages } from '../../shared/i18n';

/** The AI credits balance, as the header and the AI pages show it. */
export const aiCreditsMessages = defineMessages({
  en: {
    credits: '{count, plural, one {# credit} other {# credits}}',
    label: 'AI credits: {count, plural, one {# credit} other {# credits}} left, last granted {date}. See the plans for more.',
  },
  es: () => import('./ai-credits.messages.es'),
  fr: () => import('./ai-credits.messages.fr'),
});
