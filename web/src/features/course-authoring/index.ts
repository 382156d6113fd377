/**
 * The course editor (/courses/$courseId/edit): details, status, skills, modules, lessons, quizzes, co-authors and
 * version history. Every write states the version the editor loaded; a conflict reloads the course under the
 * author's kept drafts.
 */
export { CourseEditorPage } from './components/course-editor-page';
