import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from '../lib/logger';
import { defineMessages } from './define-messages';
import { loadedMessagesOrEnglish, loadLanguage, loadMessages } from './translations';

const makeCatalog = (fr: () => Promise<unknown>) =>
  defineMessages({
    en: { greeting: 'Hello', farewell: 'Bye' },
    es: () => Promise.resolve({ default: { greeting: 'Hola', farewell: 'Adiós' } }),
    fr,
  });

describe('translations', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answer English at once, without loading anything', () => {
    const catalog = makeCatalog(() => Promise.reject(new Error('not expected')));
    expect(loadMessages(catalog, 'en').value).toEqual({ greeting: 'Hello', farewell: 'Bye' });
  });

  it('load a language once per catalog and then answer it without waiting', async () => {
    const fr = vi.fn(() => Promise.resolve({ default: { greeting: 'Bonjour', farewell: 'Au revoir' } }));
    const catalog = makeCatalog(fr);
    expect(loadedMessagesOrEnglish(catalog, 'fr').greeting).toBe('Hello');
    await expect(loadMessages(catalog, 'fr')).resolves.toEqual({ greeting: 'Bonjour', farewell: 'Au revoir' });
    expect(loadMessages(catalog, 'fr').value?.farewell).toBe('Au revoir');
    expect(loadedMessagesOrEnglish(catalog, 'fr').greeting).toBe('Bonjour');
    expect(fr).toHaveBeenCalledOnce();
  });

  it('fall back to English when a translation fails to load, and say so in the log', async () => {
    const logged = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const catalog = makeCatalog(() => Promise.reject(new Error('chunk missing')));
    await expect(loadMessages(catalog, 'fr')).resolves.toEqual({ greeting: 'Hello', farewell: 'Bye' });
    expect(logged).toHaveBeenCalledWith('The fr messages did not load; showing English', expect.any(Error));
  });

  it('fall back to English when a translation file exports no messages', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const catalog = makeCatalog(() => Promise.resolve({ frMessages: { greeting: 'Bonjour' } }));
    await expect(loadMessages(catalog, 'fr')).resolves.toEqual({ greeting: 'Hello', farewell: 'Bye' });
  });

  it('load a language for every catalog defined, so that rendering in it waits for none', async () => {
    // Earlier tests' catalogs are defined too, one of them with a translation that fails.
    vi.spyOn(logger, 'warn').mockImplementation(() => {});
    const first = makeCatalog(() => Promise.resolve({ default: { greeting: 'Salut', farewell: 'Ciao' } }));
    const second = makeCatalog(() => Promise.resolve({ default: { greeting: 'Coucou', farewell: 'À plus' } }));
    expect(loadMessages(first, 'fr').value).toBeUndefined();
    await loadLanguage('fr');
    expect(loadMessages(first, 'fr').value?.greeting).toBe('Salut');
    expect(loadMessages(second, 'fr').value?.farewell).toBe('À plus');
  });
});
