import { getRouteApi } from '@tanstack/react-router';
import { CoursePlayerPage } from '../components/course-player-page';
import type { PlayerStep } from '../lib/player-steps';

const route = getRouteApi('/signed-in/courses/$courseId/view');

export function CourseViewRoute() {
  const { courseId } = route.useParams();
  const { lesson, quiz } = route.useSearch();
  const step: PlayerStep | null = lesson ? { kind: 'lesson', id: lesson } : quiz ? { kind: 'quiz', id: quiz } : null;
  return <CoursePlayerPage key={courseId} courseId={courseId} step={step} />;
}
