import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { isLanguage, languageNames, languages, useLanguage, useT, type Language } from '../../../../shared/i18n';
import { rememberUser, updateSettings, useAuth } from '../../../../features/identity';
import { navigationMessages } from '../messages';

/**
 * English, Español, Français. A visitor's choice stays in this browser; a signed-in user's is also saved to the
 * account (PATCH /api/me/settings), shown at once and put back if the server refuses it.
 */
export function LanguageSwitcher() {
  const t = useT(navigationMessages);
  const id = useId();
  const { language, setLanguage } = useLanguage();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [notSaved, setNotSaved] = useState(false);

  const change = (next: Language) => {
    setNotSaved(false);
    setLanguage(next);
    if (auth.status !== 'signed-in') return;
    const before = auth.user;
    // The account's language wins over the browser's, so the session has to carry the new one for it to show.
    rememberUser(queryClient, { ...before, settings: { ...before.settings, preferred_language: next } });
    updateSettings({ preferred_language: next }).then(
      (saved) => rememberUser(queryClient, saved),
      () => {
        rememberUser(queryClient, before);
        setNotSaved(true);
      },
    );
  };

  return (
    <div className="language-switcher">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <select
        id={id}
        className="compact-select"
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) change(event.target.value);
        }}
      >
        {languages.map((code) => (
          <option key={code} value={code} lang={code}>
            {languageNames[code]}
          </option>
        ))}
      </select>
      {notSaved && (
        <p className="language-error" role="alert">
          {t('languageNotSaved')}
        </p>
      )}
    </div>
  );
}
