import { getRouteApi } from '@tanstack/react-router';
import { ForumPage } from '../components/forum-page';

const route = getRouteApi('/signed-in/courses/$courseId/forum');

export function CourseForumRoute() {
  const { courseId } = route.useParams();
  const { thread, page = 1 } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ForumPage
      courseId={courseId}
      threadId={thread}
      page={page}
      onNavigate={(to) => void navigate({ search: { thread: to.thread, page: to.page } })}
    />
  );
}
