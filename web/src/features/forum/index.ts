/** The course forum: threads, replies, moderation and following, on /courses/{courseId}/forum. */
export { ForumPage, type ForumPageProps } from './components/forum-page';
