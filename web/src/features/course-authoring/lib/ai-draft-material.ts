import type { CourseAuthoringResponse, Material, SourceMaterial } from '@pathwise/contracts';
import { downloadBlob } from '../../../shared/api/api-transfer';

/** What the generation route takes at most. */
const MAX_MATERIALS = 10;
const MAX_PAGE = 100_000;
export const textMaterialTypes: ReadonlySet<string> = new Set(['text/plain', 'text/markdown']);

const lessonText = (lesson: CourseAuthoringResponse['modules'][number]['lessons'][number]) =>
  lesson.blocks.flatMap((block) => (block.kind === 'text' ? [block.text] : [])).join('\n\n').trim();

/**
 * The course's own material for a draft: the creator's uploaded notes (text and Markdown files), then the lesson's
 * own text, then the course's other lessons. PDFs wait for the studio's text extraction.
 */
export async function draftMaterial(course: CourseAuthoringResponse, lessonId: string, files: readonly Material[]): Promise<SourceMaterial[]> {
  const notes = await Promise.all(
    files
      .filter((file) => textMaterialTypes.has(file.contentType))
      .slice(0, MAX_MATERIALS)
      .map(async (file) => ({ fileName: file.fileName.slice(0, 200), pages: [(await (await downloadBlob(file.downloadUrl.replace(/^\/api/, ''))).text()).slice(0, MAX_PAGE)] })),
  );
  const lessons = course.modules.flatMap((module) => module.lessons);
  const ordered = [...lessons.filter((lesson) => lesson.lessonId === lessonId), ...lessons.filter((lesson) => lesson.lessonId !== lessonId)];
  const texts = ordered.map((lesson) => ({ fileName: lesson.title, pages: [lessonText(lesson).slice(0, MAX_PAGE)] }));
  return [...notes, ...texts].filter((material) => material.pages[0]!.trim() !== '').slice(0, MAX_MATERIALS);
}
