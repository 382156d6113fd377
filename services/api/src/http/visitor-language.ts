import { LANGUAGE_COOKIE } from '@pathwise/contracts';
import { languages, type Language } from '@pathwise/event-schemas';
import { z } from 'zod';
import { cookieIn } from './cookies.js';

const CookieLanguage = z.enum(languages).optional().catch(undefined);

/** The language the visitor chose in the web app, from the cookie it keeps; none without one, or with one we do not speak. */
export const chosenLanguage = (cookieHeader: string | undefined): Language | undefined =>
  CookieLanguage.parse(cookieIn(cookieHeader, LANGUAGE_COOKIE) ?? undefined);

/** The visitor's chosen language; English without a choice. */
export const visitorLanguage = (cookieHeader: string | undefined): Language => chosenLanguage(cookieHeader) ?? 'en';
