import type { MeResponse } from '@pathwise/contracts';
import { useId, useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { languageNames, languages, useT, type Language } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/lib/use-document-title';
import { Field } from '../../../shared/ui/field';
import { useAuth } from '../lib/use-auth';
import { useUpdateSettings } from '../api/update-settings';
import { accountMessages } from '../account.messages';

/**
 * What the form last did. Kept as facts and worded while rendering: saving a language changes the language of the
 * interface, and the confirmation must then be read in the language just chosen.
 */
type Outcome =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'language-saved'; language: Language }
  | { kind: 'notifications-saved'; on: boolean }
  | { kind: 'failed'; error: unknown };

/**
 * Each control saves as soon as it changes; one status line says what was saved, or why it was not. Once the
 * server has the new language, the session's user carries it and the I18nProvider switches the interface to it.
 */
function SettingsForm({ user }: { user: MeResponse }) {
  const t = useT(accountMessages);
  const describeError = useDescribeError();
  const notificationsId = useId();
  const language = useUpdateSettings();
  const notifications = useUpdateSettings();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  // While a change is saving, show what was chosen; a failure falls back to what the server holds.
  const shownLanguage = (language.isPending && language.variables.preferred_language) || user.settings.preferred_language;
  const shownNotifications =
    notifications.isPending && notifications.variables.receive_email_notifications !== undefined
      ? notifications.variables.receive_email_notifications
      : user.settings.receive_email_notifications;

  const fail = (error: unknown) => setOutcome({ kind: 'failed', error });

  const changeLanguage = (value: Language) => {
    setOutcome({ kind: 'saving' });
    language.mutate(
      { preferred_language: value },
      {
        onSuccess: (saved) => setOutcome({ kind: 'language-saved', language: saved.settings.preferred_language }),
        onError: fail,
      },
    );
  };

  const changeNotifications = (value: boolean) => {
    setOutcome({ kind: 'saving' });
    notifications.mutate(
      { receive_email_notifications: value },
      {
        onSuccess: (saved) => setOutcome({ kind: 'notifications-saved', on: saved.settings.receive_email_notifications }),
        onError: fail,
      },
    );
  };

  const status =
    outcome.kind === 'saving'
      ? t('saving')
      : outcome.kind === 'language-saved'
        ? t('languageSaved', { language: languageNames[outcome.language] })
        : outcome.kind === 'notifications-saved'
          ? t(outcome.on ? 'notificationsOn' : 'notificationsOff')
          : '';

  return (
    <div className="form">
      <Field label={t('language')} hint={t('languageHint')}>
        {(control) => (
          <select
            {...control}
            className="input select"
            name="preferred_language"
            value={shownLanguage}
            onChange={(event) => changeLanguage(event.target.value as Language)}
          >
            {/* Each language in its own name and marked as such, so a screen reader pronounces it right. */}
            {languages.map((option) => (
              <option key={option} value={option} lang={option}>
                {languageNames[option]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="field field-switch">
        <input
          id={notificationsId}
          className="switch"
          type="checkbox"
          role="switch"
          name="receive_email_notifications"
          checked={shownNotifications}
          aria-describedby={`${notificationsId}-hint`}
          onChange={(event) => changeNotifications(event.target.checked)}
        />
        <div>
          <label className="field-label" htmlFor={notificationsId}>
            {t('emailNotifications')}
          </label>
          <p id={`${notificationsId}-hint`} className="field-hint">
            {t('emailNotificationsHint')}
          </p>
        </div>
      </div>
      <p className="form-status" role="status">
        {status}
      </p>
      {outcome.kind === 'failed' && (
        <p className="form-alert" role="alert">
          {t('notSaved', { reason: describeError(outcome.error) })}
        </p>
      )}
    </div>
  );
}

/** /settings: language and email notifications. Rendered inside the sign-in guard. */
export function SettingsPage() {
  const t = useT(accountMessages);
  useDocumentTitle(t('settingsTitle'));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <div className="account-page">
      <h1>{t('settingsTitle')}</h1>
      <section className="card" aria-labelledby="settings-preferences-heading">
        <h2 id="settings-preferences-heading">{t('preferencesHeading')}</h2>
        <SettingsForm user={user} />
      </section>
    </div>
  );
}
