import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { EventStore } from '@pathwise/event-store';

/**
 * The lessons a course has now, read from its own stream so that a lesson added a moment ago can be given
 * materials at once. Removed modules take their lessons with them; a restored version replaces them all.
 */
export async function courseLessonIds(store: EventStore<PathwiseEvent>, courseId: string): Promise<ReadonlySet<string>> {
  const { events } = await store.readStream(streamId('course', courseId));
  const moduleOf = new Map<string, string>();
  for (const event of events) {
    switch (event.type) {
      case 'LessonAdded':
        moduleOf.set(event.data.lessonId, event.data.moduleId);
        break;
      case 'LessonRemoved':
        moduleOf.delete(event.data.lessonId);
        break;
      case 'ModuleRemoved':
        for (const [lessonId, moduleId] of moduleOf) if (moduleId === event.data.moduleId) moduleOf.delete(lessonId);
        break;
      case 'CourseVersionRestored':
        moduleOf.clear();
        for (const module of event.data.modules) for (const lesson of module.lessons) moduleOf.set(lesson.lessonId, module.moduleId);
        break;
      default:
        break;
    }
  }
  return new Set(moduleOf.keys());
}
