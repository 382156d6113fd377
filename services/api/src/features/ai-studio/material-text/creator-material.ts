import type { SourceMaterial } from '@pathwise/contracts';
import { HttpError, InvalidRequestError, NotFoundError, type FieldError } from '../../../http/http-errors.js';
import type { FileStorage } from '../../../infrastructure/file-storage/file-storage.js';
import type { Actor } from '../../../kernel/actor.js';
import type { MaterialCommands } from '../../materials/index.js';
import { pdfPages } from './pdf-pages.js';

/** A file drafted from, with the uploaded material it came from (null for pasted text). */
export interface MaterialFile {
  readonly materialId: string | null;
  readonly text: SourceMaterial;
}

/** The most pages of one file read: the contract's limit on a file's pages. */
const MAX_PAGES = 500;
const MAX_PAGE_CHARACTERS = 100_000;

/**
 * The creator's material as text: each uploaded material they may read (a PDF page by page, Markdown or plain text
 * whole), then the pasted texts, in that order. A material that cannot be drafted from is a 400 naming it, before
 * any credit is spent.
 */
export async function readCreatorMaterial(
  deps: { readonly materials: MaterialCommands; readonly files: FileStorage },
  actor: Actor,
  request: { readonly materialIds: readonly string[]; readonly texts: readonly SourceMaterial[] },
): Promise<MaterialFile[]> {
  const uploaded = await Promise.all(request.materialIds.map((materialId, index) => uploadedText(deps, actor, materialId, `#/body/materialIds/${index}`)));
  const problems = uploaded.flatMap((result) => ('problem' in result ? [result.problem] : []));
  if (problems.length > 0) throw new InvalidRequestError(problems);
  const files = uploaded.flatMap((result) => ('file' in result ? [result.file] : []));
  return [...files, ...request.texts.map((text) => ({ materialId: null, text }))];
}

async function uploadedText(
  deps: { readonly materials: MaterialCommands; readonly files: FileStorage },
  actor: Actor,
  materialId: string,
  pointer: string,
): Promise<{ file: MaterialFile } | { problem: FieldError }> {
  const state = await deps.materials.readable(materialId, actor).catch((error: unknown) => {
    if (error instanceof NotFoundError) return null;
    throw error;
  });
  if (!state || state.deleted) return { problem: { pointer, detail: `There is no material ${materialId}` } };
  const { contentType, fileName, storageKey } = state.uploaded!;
  if (contentType !== 'application/pdf' && contentType !== 'text/markdown' && contentType !== 'text/plain') {
    return { problem: { pointer, detail: `${fileName} is ${contentType}; outlines are drafted from PDF, Markdown or plain text` } };
  }
  const stored = await deps.files.get(storageKey);
  if (!stored) throw new HttpError(503, 'File unavailable', `The file of ${fileName} cannot be read from storage right now; try again later`);
  if (contentType !== 'application/pdf') return { file: { materialId, text: { fileName, pages: [clip(stored.bytes.toString('utf8'))] } } };
  const pages = await pdfPages(stored.bytes).catch(() => null);
  if (!pages) return { problem: { pointer, detail: `${fileName} could not be read as a PDF` } };
  if (pages.every((page) => page.trim() === '')) {
    return { problem: { pointer, detail: `${fileName} has no text to read (a scanned PDF needs its text recognised first)` } };
  }
  return { file: { materialId, text: { fileName, pages: pages.slice(0, MAX_PAGES).map(clip) } } };
}

const clip = (page: string) => page.slice(0, MAX_PAGE_CHARACTERS);
