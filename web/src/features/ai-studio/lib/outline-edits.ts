import type { CourseOutlinePreview, EditedOutline, OutlineLessonPreview } from '@pathwise/contracts';

/** A module of the outline as the creator edits it: keys stay put while titles change and rows go. */
export interface EditableModule {
  readonly key: string;
  readonly title: string;
  readonly lessons: readonly EditableLesson[];
}

export interface EditableLesson extends OutlineLessonPreview {
  readonly key: string;
}

export function editableModules(outline: CourseOutlinePreview): EditableModule[] {
  return outline.modules.map((module, moduleIndex) => ({
    key: `m${moduleIndex}`,
    title: module.title,
    lessons: module.lessons.map((lesson, lessonIndex) => ({ ...lesson, key: `m${moduleIndex}-l${lessonIndex}` })),
  }));
}

export const renameModule = (modules: readonly EditableModule[], key: string, title: string) =>
  modules.map((module) => (module.key === key ? { ...module, title } : module));

export const removeModule = (modules: readonly EditableModule[], key: string) => modules.filter((module) => module.key !== key);

export const renameLesson = (modules: readonly EditableModule[], key: string, title: string) =>
  modules.map((module) => ({ ...module, lessons: module.lessons.map((lesson) => (lesson.key === key ? { ...lesson, title } : lesson)) }));

/** A module left without lessons goes with its last one: a course module holds something to learn. */
export const removeLesson = (modules: readonly EditableModule[], key: string) =>
  modules.map((module) => ({ ...module, lessons: module.lessons.filter((lesson) => lesson.key !== key) })).filter((module) => module.lessons.length > 0);

/** Titles the creator emptied: the keys of the modules and lessons that need one before the course is made. */
export const untitled = (modules: readonly EditableModule[]) =>
  new Set(modules.flatMap((module) => [module, ...module.lessons]).filter((row) => row.title.trim() === '').map((row) => row.key));

/** The outline as the server takes it back: each lesson still naming its file, section and skill. */
export function editedOutline(modules: readonly EditableModule[], outline: CourseOutlinePreview): EditedOutline {
  return {
    modules: modules.map((module) => ({
      title: module.title.trim(),
      lessons: module.lessons.map(({ title, material, section, skill }) => ({ title: title.trim(), material, section, skill })),
    })),
    skills: outline.skills.map((skill) => ({ name: skill.name.slice(0, 120), prerequisites: skill.prerequisites })),
  };
}
