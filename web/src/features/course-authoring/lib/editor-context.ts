import type { CourseAuthoringResponse } from '@pathwise/contracts';
import { createContext, useContext } from 'react';

/** The course as loaded for editing; every write states its `version` as the expected version. */
export const EditorContext = createContext<CourseAuthoringResponse | null>(null);

export function useEditedCourse(): CourseAuthoringResponse {
  const course = useContext(EditorContext);
  if (!course) throw new Error('useEditedCourse outside the course editor');
  return course;
}
