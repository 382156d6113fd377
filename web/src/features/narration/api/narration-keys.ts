/** Query keys of narration: a course's studio view and a lesson's manifest. */
export const narrationKeys = {
  course: (courseId: string) => ['narration', 'course', courseId] as const,
  lesson: (courseId: string, lessonId: string) => ['narration', 'lesson', courseId, lessonId] as const,
};

export const courseNarrationPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/narration`;
