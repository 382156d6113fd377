/** Live co-editing of a lesson's text: a Yjs document kept in step with other authors over content_collaboration. */
export { CollaborativeLessonEditor } from './components/collaborative-lesson-editor';
