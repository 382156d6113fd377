import { describe, expect, it } from 'vitest';
import { notificationDigestWordings } from './notification-digest-wordings.js';
import { notificationWordings, wordNotification } from './notification-wordings.js';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('the wordings of notifications and of their digest mail', () => {
  it('keep the English’s placeholders in every translation, no more and no fewer', () => {
    for (const wording of [...notificationWordings, ...notificationDigestWordings]) {
      expect(placeholders(wording.es), wording.en).toEqual(placeholders(wording.en));
      expect(placeholders(wording.fr), wording.en).toEqual(placeholders(wording.en));
    }
  });

  it('word a notification as it was raised, with the values it holds', () => {
    expect(wordNotification('New reply in “Fractions”', 'fr')).toBe('Nouvelle réponse dans « Fractions »');
    expect(wordNotification('Open thread', 'es')).toBe('Abrir el hilo');
  });
});
