/**
 * Courses as learners and creators find them: the catalogue, the course page, my courses, the creator's dashboard
 * and creating a course. The course editor (course-authoring) and the player (course-player) are features of their
 * own; they share the details form and the query keys through this entry.
 */
export { CourseDetailsFields } from './components/course-details-fields';
export { CourseCover } from './components/course-cover';
export {
  courseDetailsFields,
  detailsFromDraft,
  draftFromDetails,
  type CourseDetailsDraft,
  type CourseDetailsField,
} from './lib/course-details-draft';
export { withTopLevelPointers } from './lib/field-pointers';
export { courseKeys } from './api/course-keys';
export { getMyCoursesQueryOptions } from './api/get-my-courses';
export { getCreatorDashboardQueryOptions } from './api/get-creator-dashboard';
export { useCourseWords } from './lib/use-course-words';
// The player's completion view suggests what to study next from the course's own page and the catalogue.
export { getCourseQueryOptions, useCourse } from './api/get-course';
export { useFormatPrice } from './lib/use-format-price';
export { getCatalogueQueryOptions } from './api/get-catalogue';
