import { LANGUAGE_COOKIE } from '@pathwise/contracts';
import { languages, type Language } from '@pathwise/event-schemas';
import { z } from 'zod';
import { cookieIn } from './cookies.js';

const CookieLanguage = z.enum(languages).catch('en');

/** The visitor's chosen language, from the cookie the web app keeps; English without one, or with one we do not speak. */
export const visitorLanguage = (cookieHeader: string | undefined): Language => CookieLanguage.parse(cookieIn(cookieHeader, LANGUAGE_COOKIE));
