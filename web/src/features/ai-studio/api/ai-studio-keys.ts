/** Query keys of the AI studio's pages: a course's lessons as its authors edit them. */
export const aiStudioKeys = {
  authoring: (courseId: string) => ['ai-studio', 'authoring', courseId] as const,
};

export const authoringPath = (courseId: string) => `/courses/${encodeURIComponent(courseId)}/authoring`;
