import { randomUUID } from 'node:crypto';
import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';

/** A short course on volcanoes, written for this test: two lessons of text, published. */
export async function givenVolcanoCourse(store: EventStore<PathwiseEvent>, creatorId: string): Promise<string> {
  const courseId = `course-${randomUUID().slice(0, 8)}`;
  const moduleId = 'module-1';
  const lesson = (lessonId: string, title: string, text: string): PathwiseEvent => ({
    type: 'LessonAdded',
    data: { courseId, moduleId, lessonId, title, blocks: [{ kind: 'text', text }], estimatedMinutes: 10, skillIds: [] },
  });
  await store.append(streamId('course', courseId), [
    {
      type: 'CourseDrafted',
      data: { courseId, creatorId, title: 'Volcanoes', subtitle: '', description: '', coverImageUrl: null, language: 'en', level: 'beginner', priceCents: 0, currency: 'USD', tags: [] },
    },
    { type: 'ModuleAdded', data: { courseId, moduleId, title: 'The Earth lets off heat' } },
    lesson(
      'lesson-kinds',
      'Kinds of volcanoes',
      'A **shield volcano** is a broad volcano with gentle slopes built from runny lava flows.\n\nA caldera is a large basin that forms when a volcano collapses after emptying its magma chamber. Crater Lake in Oregon fills a caldera that is about 9 kilometres wide.',
    ),
    lesson(
      'lesson-eruptions',
      'How eruptions happen',
      'Gas pressure drives an eruption. Viscosity is the resistance of a liquid to flow; magma with high viscosity traps gas, so its eruptions tend to be explosive.',
    ),
    { type: 'CoursePublished', data: { courseId } },
  ], { expectedVersion: 'no_stream' });
  return courseId;
}
