import { languages, type Language } from '@pathwise/event-schemas';
import type { IncomingHttpHeaders } from 'node:http';
import { chosenLanguage } from './visitor-language.js';

const isLanguage = (value: string): value is Language => (languages as readonly string[]).includes(value);

/** The languages an Accept-Language header asks for, most wanted first, reduced to their primary subtag. */
function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = Number(parameters.find((parameter) => parameter.trim().startsWith('q='))?.trim().slice(2) ?? '1');
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.language && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.language!);
}

/**
 * The language a request is answered in: the one the web app's interface is in (its language cookie, which follows
 * the account's choice once signed in), else the first of Accept-Language we speak, else English. A socket's
 * handshake carries the same headers, so the socket edge reads its language here too.
 */
export function requestLanguage(request: { readonly headers: IncomingHttpHeaders }): Language {
  return chosenLanguage(request.headers.cookie) ?? acceptedLanguages(request.headers['accept-language']).find(isLanguage) ?? 'en';
}
