/**
 * Courses as learners and creators find them: the catalogue, the course page, my courses, the creator's dashboard
 * and creating a course. The course editor (course-authoring) and the player (course-player) are features of their
 * own; they share the details form and the query keys through this entry.
 */
export { CataloguePage } from './components/catalogue-page';
export { CourseDetailPage } from './components/course-detail-page';
export { MyCoursesPage } from './components/my-courses-page';
export { CreatorDashboardPage } from './components/creator-dashboard-page';
export { CreateCoursePage } from './components/create-course-page';
export { CourseDetailsFields } from './components/course-details-fields';
export { parseCatalogueSearch, type CatalogueSearch } from './lib/catalogue-search';
export {
  courseDetailsFields,
  detailsFromDraft,
  draftFromDetails,
  type CourseDetailsDraft,
  type CourseDetailsField,
} from './lib/course-details-draft';
export { withTopLevelPointers } from './lib/field-pointers';
export { courseKeys } from './api/course-keys';
export { useCourseWords } from './lib/use-course-words';
