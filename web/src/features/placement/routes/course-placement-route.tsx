import { getRouteApi } from '@tanstack/react-router';
import { PlacementTestPage } from '../components/placement-test-page';

const route = getRouteApi('/signed-in/courses/$courseId/placement');

export function CoursePlacementRoute() {
  const { courseId } = route.useParams();
  const { test } = route.useSearch();
  const navigate = route.useNavigate();
  return <PlacementTestPage key={courseId} courseId={courseId} testId={test} onTestChange={(next) => void navigate({ search: { test: next } })} />;
}
