import { getRouteApi } from '@tanstack/react-router';
import { CourseDetailPage } from '../components/course-detail-page';

const route = getRouteApi('/courses/$courseId');

export function CourseDetailRoute() {
  const { courseId } = route.useParams();
  // Keyed by course, so moving between courses starts each page afresh.
  return <CourseDetailPage key={courseId} courseId={courseId} />;
}
