import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.js';

const headers = (values: Record<string, string>) => ({ headers: values });

describe('the language a request is answered in', () => {
  it('is the web app’s language cookie first, then the most wanted of Accept-Language we speak, then English', () => {
    expect(requestLanguage(headers({ cookie: 'theme=dark; lang=fr', 'accept-language': 'es' }))).toBe('fr');
    expect(requestLanguage(headers({ 'accept-language': 'de-DE, es;q=0.8, fr;q=0.9' }))).toBe('fr');
    expect(requestLanguage(headers({ 'accept-language': 'es-MX,en;q=0.5' }))).toBe('es');
    expect(requestLanguage(headers({ cookie: 'lang=klingon', 'accept-language': 'de, it;q=0.5' }))).toBe('en');
    expect(requestLanguage(headers({}))).toBe('en');
  });
});
