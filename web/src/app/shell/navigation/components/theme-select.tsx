import { useId } from 'react';
import { useT } from '../../../../shared/i18n';
import type { ThemePreference } from '../../../../shared/lib/theme';
import { useTheme } from '../lib/use-theme';
import { navigationMessages } from '../messages';

const options = [
  { value: 'system', label: 'themeSystem' },
  { value: 'light', label: 'themeLight' },
  { value: 'dark', label: 'themeDark' },
] as const;

/** All three theme preferences, including 'system', which the top bar's two-way toggle cannot get back to. */
export function ThemeSelect() {
  const t = useT(navigationMessages);
  const id = useId();
  const { preference, setPreference } = useTheme();
  return (
    <div className="inline-field">
      <label htmlFor={id}>{t('theme')}</label>
      <select
        id={id}
        className="compact-select"
        value={preference}
        onChange={(event) => setPreference(event.target.value as ThemePreference)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {t(option.label)}
          </option>
        ))}
      </select>
    </div>
  );
}
