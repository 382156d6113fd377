import { describe, it } from 'vitest';
import { deciderSpecification } from '../../testing/decider-specification.js';
import { courseNarrationDecider, type CourseNarrationEvent, type RecordLessonNarration } from './course-narration.decider.js';

const courseId = 'c-1';
const given = deciderSpecification(courseNarrationDecider, { id: courseId });
const author = { actorId: 'u-1', isAuthor: true };
const audio = (audioKey: string) => ({ audioKey, contentType: 'audio/wav', bytes: 1_000 });
const keyA = 'a'.repeat(64);
const keyB = 'b'.repeat(64);
const record = (narrated: ReturnType<typeof audio>[], metadata = author): RecordLessonNarration => ({
  type: 'RecordLessonNarration',
  data: { lessonId: 'l-1', engine: 'espeak-ng', narrated },
  metadata,
});
const narrated = (keys: string[]): CourseNarrationEvent => ({ type: 'LessonNarrated', data: { courseId, lessonId: 'l-1', engine: 'espeak-ng', narrated: keys.map(audio) } });
const settings = { voice: 'warm', speed: 1.25, language: 'es' } as const;

describe('course narration decider', () => {
  it('records the settings an author chooses, and nothing when they are the same again', () => {
    given().when({ type: 'ChooseNarrationSettings', data: { settings }, metadata: author }).then([{ type: 'NarrationSettingsChosen', data: { courseId, ...settings } }]);
    given({ type: 'NarrationSettingsChosen', data: { courseId, ...settings } }).when({ type: 'ChooseNarrationSettings', data: { settings }, metadata: author }).then([]);
  });

  it('records only audio the course did not have, once per key, and nothing when all of it was there', () => {
    given(narrated([keyA])).when(record([audio(keyA), audio(keyB), audio(keyB)])).then([narrated([keyB])]);
    given(narrated([keyA])).when(record([audio(keyA)])).then([]);
  });

  it('refuses anyone who is not an author of the course', () => {
    given().when(record([audio(keyA)], { actorId: 'u-2', isAuthor: false })).rejects('access-denied', 'Only the authors of this course narrate it.');
    given().when({ type: 'ChooseNarrationSettings', data: { settings }, metadata: { actorId: 'u-2', isAuthor: false } }).rejects('access-denied');
  });
});
