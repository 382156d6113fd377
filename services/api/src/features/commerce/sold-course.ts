import { streamId, type PathwiseEvent } from '@pathwise/event-schemas';
import type { ReactorContext } from '@pathwise/event-store';
import { foldCourse } from '../courses/index.js';

/** The title a course is sold under, read from its stream in the reactor's transaction: the published one, else the draft's. */
export async function courseTitleIn(context: ReactorContext<PathwiseEvent>, courseId: string): Promise<string> {
  const { events } = await context.readStream(streamId('course', courseId));
  const course = foldCourse(events);
  if (!course) return '';
  const published = course.publishedVersion === null ? null : foldCourse(events, course.publishedVersion);
  return (published ?? course).details.title;
}
