import type { CourseDetails, currencies } from '@pathwise/contracts';
import type { Language } from '../../../shared/i18n';
import type { CourseLevel } from './catalogue-search';

/** The course details as a form holds them: the price as typed, the tags as one comma-separated line. */
export interface CourseDetailsDraft {
  title: string;
  subtitle: string;
  description: string;
  language: Language;
  level: CourseLevel;
  price: string;
  currency: (typeof currencies)[number];
  tags: string;
}

/** The request fields a problem's pointers name; the form shows each error beside its input. */
export const courseDetailsFields = ['title', 'subtitle', 'description', 'language', 'level', 'priceCents', 'currency', 'tags'] as const;
export type CourseDetailsField = (typeof courseDetailsFields)[number];

export const emptyCourseDetailsDraft = (language: Language): CourseDetailsDraft => ({
  title: '',
  subtitle: '',
  description: '',
  language,
  level: 'beginner',
  price: '0',
  currency: 'USD',
  tags: '',
});

export const draftFromDetails = (details: CourseDetails): CourseDetailsDraft => ({
  title: details.title,
  subtitle: details.subtitle,
  description: details.description,
  language: details.language,
  level: details.level,
  price: (details.priceCents / 100).toFixed(2),
  currency: details.currency,
  tags: details.tags.join(', '),
});

/**
 * The details as the API takes them, but the cover, which is uploaded on its own. A price that is not a number goes
 * as -1: the server refuses it, naming the field.
 */
export function detailsFromDraft(draft: CourseDetailsDraft): Omit<CourseDetails, 'coverImageUrl'> {
  const price = Number(draft.price.replace(',', '.'));
  return {
    title: draft.title,
    subtitle: draft.subtitle,
    description: draft.description,
    language: draft.language,
    level: draft.level,
    priceCents: Number.isFinite(price) && draft.price.trim() !== '' ? Math.round(price * 100) : -1,
    currency: draft.currency,
    tags: draft.tags
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  };
}
