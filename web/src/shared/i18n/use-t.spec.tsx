import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineMessages } from './define-messages';
import { I18nProvider } from './i18n-provider';
import { LANGUAGE_STORAGE_KEY, storeLanguage } from './languages';
import { useT } from './use-t';

/** Every translation a test made: a language switch loads every catalog defined, earlier tests' too. */
const pendingTranslations: Array<() => void> = [];

/** A translation that arrives when the test says so, as a chunk on a slow network would. */
function pendingTranslation(messages: Record<string, string>) {
  let arrive = () => {};
  const loaded = new Promise<{ default: Record<string, string> }>((resolve) => {
    arrive = () => resolve({ default: messages });
  });
  pendingTranslations.push(arrive);
  return { load: () => loaded, arrive: () => act(arrive) };
}

function makeGreeting() {
  const spanish = pendingTranslation({ greeting: 'Hola, {name}' });
  const french = pendingTranslation({ greeting: 'Bonjour, {name}' });
  const catalog = defineMessages({ en: { greeting: 'Hello, {name}' }, es: spanish.load, fr: french.load });
  function Greeting() {
    const t = useT(catalog);
    return <h1>{t('greeting', { name: 'Ada' })}</h1>;
  }
  const ui = (
    <I18nProvider userLanguage={undefined}>
      <Suspense fallback={<p>Loading</p>}>
        <Greeting />
      </Suspense>
    </I18nProvider>
  );
  return { spanish, french, ui };
}

describe('useT', () => {
  afterEach(() => {
    window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    pendingTranslations.forEach((arrive) => arrive());
  });

  it('shows English at once, without waiting for any translation', () => {
    const { ui } = makeGreeting();
    render(ui);
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
  });

  it('holds the boundary while the stored language loads, then shows it without a word of English first', async () => {
    storeLanguage('fr');
    const { french, ui } = makeGreeting();
    render(ui);
    expect(screen.getByText('Loading')).toBeTruthy();
    expect(screen.queryByText('Hello, Ada')).toBeNull();
    await french.arrive();
    expect(await screen.findByRole('heading', { name: 'Bonjour, Ada' })).toBeTruthy();
  });

  it('keeps the current screen while a newly chosen language loads, with no loading screen', async () => {
    const { spanish, ui } = makeGreeting();
    render(ui);
    act(() => storeLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await spanish.arrive();
    expect(await screen.findByRole('heading', { name: 'Hola, Ada' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
