import { useCallback } from 'react';
import { locales, useLanguage, useT } from '../../shared/i18n';
import { builderDemoMessages } from './builder-demo.messages';
import type { DemoSkill } from './builder-state';

/** Skill names, and lists of them as the reader's language joins them ("A, B and C", "A, B y C"). */
export function useSkillNames() {
  const t = useT(builderDemoMessages);
  const { language } = useLanguage();
  const name = useCallback((skill: DemoSkill) => t(skill), [t]);
  const list = useCallback(
    (skills: readonly DemoSkill[]) => new Intl.ListFormat(locales[language], { type: 'conjunction' }).format(skills.map(name)),
    [language, name],
  );
  return { name, list };
}
