import { defineMessages } from '../../../shared/i18n';

/** Words every course page shares: levels, languages, prices, statuses. */
export const courseCommonMessages = defineMessages({
  en: {
    level_beginner: 'Beginner',
    level_intermediate: 'Intermediate',
    level_advanced: 'Advanced',
    language_en: 'English',
    language_es: 'Spanish',
    language_fr: 'French',
    status_draft: 'Draft',
    status_published: 'Published',
    status_archived: 'Archived',
    free: 'Free',
    by: 'by {name}',
    unknownCreator: 'an unnamed creator',
    lessons: '{count, plural, one {# lesson} other {# lessons}}',
    minutes: '{count} min',
    learners: '{count, plural, one {# learner} other {# learners}}',
    loading: 'Loading…',
    averageRating: 'Average rating:',
    ratingSummary: '{average} · {count, plural, one {# rating} other {# ratings}}',
    noRatings: 'No ratings yet',
    starsOutOfFive: '{rating} out of 5 stars',
  },
  es: () => import('./common.messages.es'),
  fr: () => import('./common.messages.fr'),
});
