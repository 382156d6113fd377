import { narrationVoices, type CourseNarrationResponse, type NarrationSettingsRequest } from '@pathwise/contracts';
import { useState } from 'react';
import { useDescribeError } from '../../../shared/api/use-describe-error';
import { useFormat, useT } from '../../../shared/i18n';
import { Field } from '../../../shared/ui/field';
import { useSaveNarrationSettings } from '../api/save-narration-settings';
import { voiceStudioMessages } from '../messages';

const narrationLanguages = ['en', 'es', 'fr'] as const;

/** Voice, speed and language of one course's narration, saved whole. */
export function NarrationSettingsForm({ narration }: { readonly narration: CourseNarrationResponse }) {
  const t = useT(voiceStudioMessages);
  const describeError = useDescribeError();
  const format = useFormat();
  const save = useSaveNarrationSettings();
  const [settings, setSettings] = useState<NarrationSettingsRequest>(narration.settings);
  const change = (next: Partial<NarrationSettingsRequest>) => {
    save.reset();
    setSettings((before) => ({ ...before, ...next }));
  };
  return (
    <form
      className="card voice-studio-settings-card"
      aria-labelledby="voice-studio-settings-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (!save.isPending) save.mutate({ courseId: narration.courseId, settings });
      }}
    >
      <h2 id="voice-studio-settings-heading">{t('settings')}</h2>
      {!narration.chosen && <p className="field-hint">{t('defaultsNote')}</p>}
      <div className="voice-studio-settings">
        <Field label={t('voice')}>
          {(control) => (
            <select {...control} className="input select" value={settings.voice} onChange={(event) => change({ voice: event.target.value as NarrationSettingsRequest['voice'] })}>
              {narrationVoices.map((voice) => (
                <option key={voice} value={voice}>
                  {t(`voice_${voice}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('speed')} hint={t('speedValue', { speed: format.number(settings.speed, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}>
          {(control) => (
            <input {...control} type="range" min={0.5} max={2} step={0.05} value={settings.speed} aria-valuetext={t('speedValue', { speed: format.number(settings.speed) })} onChange={(event) => change({ speed: Number(event.target.value) })} />
          )}
        </Field>
        <Field label={t('language')}>
          {(control) => (
            <select {...control} className="input select" value={settings.language} onChange={(event) => change({ language: event.target.value as NarrationSettingsRequest['language'] })}>
              {narrationLanguages.map((language) => (
                <option key={language} value={language}>
                  {t(`language_${language}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="form-actions">
        <button type="submit" className="button" aria-disabled={save.isPending}>
          {save.isPending ? t('saving') : t('save')}
        </button>
      </div>
      <p role="status" className="narration-status">
        {save.isSuccess ? t('saved') : ''}
      </p>
      {save.isError && (
        <p className="form-alert" role="alert">
          {t('couldNotSave', { reason: describeError(save.error) })}
        </p>
      )}
    </form>
  );
}
