import { describe, expect, it } from 'vitest';
import { achievementWords, translatedAchievementIds } from './achievement-wording.contracts.js';
import { catalogueViews } from './gamification.contracts.js';
import { achievementCatalogue } from './gamification-rules.contracts.js';

describe('the achievements in every language', () => {
  it('has every achievement of the catalogue, and only those, in Spanish and French', () => {
    const ids = achievementCatalogue.map((entry) => entry.id).sort();
    expect(translatedAchievementIds('es').sort()).toEqual(ids);
    expect(translatedAchievementIds('fr').sort()).toEqual(ids);
  });

  it('gives the views their title, name and description in the language asked for, English by default', () => {
    const unlocked = new Map([['week-streak', null]]);
    const french = catalogueViews(unlocked, 'fr').find((view) => view.id === 'week-streak')!;
    expect(french).toMatchObject({ title: 'Une semaine d’affilée', name: 'Une semaine d’affilée', description: 'Apprenez 7 jours de suite.', unlocked: true });
    expect(catalogueViews(unlocked).find((view) => view.id === 'week-streak')!.title).toBe('Week streak');
    expect(achievementWords(achievementCatalogue[0]!, 'es').title).toBe('Primer curso');
  });
});
