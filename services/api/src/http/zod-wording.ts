import type { Language } from '@pathwise/event-schemas';
import { z } from 'zod';

const localeErrors = { es: z.locales.es().localeError, fr: z.locales.fr().localeError } as const;

/**
 * What a parse is given so that zod words its own findings (an expected type, a too-long text) in the reader's
 * language; the messages a schema sets itself stay its own, and are worded with the other server texts.
 */
export const zodWordingFor = (language: Language): z.core.ParseContext<z.core.$ZodIssue> | undefined =>
  language === 'en' ? undefined : { error: localeErrors[language] };
