/**
 * The adaptive placement test of a course (issue 6, point 5): an intro, then item by item as the server picks them,
 * then the outcome with the lessons the learner may skip. The test's id lives in the address, so a reload resumes it.
 */
export { PlacementTestPage } from './components/placement-test-page';
