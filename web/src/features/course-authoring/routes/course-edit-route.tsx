import { getRouteApi } from '@tanstack/react-router';
import { CourseEditorPage } from '../components/course-editor-page';

const route = getRouteApi('/signed-in/courses/$courseId/edit');

export function CourseEditRoute() {
  const { courseId } = route.useParams();
  return <CourseEditorPage key={courseId} courseId={courseId} />;
}
