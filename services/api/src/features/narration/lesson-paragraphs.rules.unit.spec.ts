import { describe, expect, it } from 'vitest';
import { lessonParagraphs, markdownParagraphs, narrationAudioKey } from './lesson-paragraphs.rules.js';

describe('lesson paragraphs as narration reads them', () => {
  it('splits text blocks on blank lines into the words a voice speaks, leaving out code, maths and media', () => {
    const markdown = [
      '## Where lava comes *from*',
      '',
      'Magma rises through **vents**; see [the map](https://example.com/map) and `rock` samples.',
      '',
      '- Shield volcanoes',
      '- [x] Stratovolcanoes',
      '',
      '```js',
      'const ignored = true;',
      '```',
      '',
      '$$',
      'E = mc^2',
      '$$',
      '',
      '> [!NOTE]',
      '> Lava cools into basalt.',
      '',
      '| Name | Height |',
      '| --- | --- |',
      '| Etna | 3357 m |',
    ].join('\n');

    expect(markdownParagraphs(markdown)).toEqual([
      'Where lava comes from.',
      'Magma rises through vents; see the map and rock samples.',
      'Shield volcanoes. Stratovolcanoes.',
      'Lava cools into basalt.',
      'Name, Height. Etna, 3357 m.',
    ]);
    expect(lessonParagraphs([{ kind: 'video', url: 'https://v.example/1', caption: 'Eruption' }, { kind: 'text', text: 'One.\n\nTwo.' }])).toEqual(['One.', 'Two.']);
  });

  it('keys audio by the words, the settings and the engine, so only a change to one of them asks for new audio', () => {
    const settings = { voice: 'clear', speed: 1, language: 'en' } as const;
    const key = narrationAudioKey('Lava is molten rock.', settings, 'espeak-ng');
    expect(key).toMatch(/^[a-f0-9]{64}$/);
    expect(narrationAudioKey('Lava is molten rock.', { ...settings }, 'espeak-ng')).toBe(key);
    const changed = [
      narrationAudioKey('Lava is hot rock.', settings, 'espeak-ng'),
      narrationAudioKey('Lava is molten rock.', { ...settings, voice: 'warm' }, 'espeak-ng'),
      narrationAudioKey('Lava is molten rock.', { ...settings, speed: 1.25 }, 'espeak-ng'),
      narrationAudioKey('Lava is molten rock.', { ...settings, language: 'fr' }, 'espeak-ng'),
      narrationAudioKey('Lava is molten rock.', settings, 'openai-compatible'),
    ];
    expect(new Set([key, ...changed]).size).toBe(6);
  });
});
