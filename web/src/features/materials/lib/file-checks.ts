import { MATERIAL_DEFAULT_MAX_BYTES, materialFileTypes, type MaterialUploadLimits } from '@pathwise/contracts';

/** Until the server has said which limits hold, the defaults do; the server checks again either way. */
export const defaultLimits: MaterialUploadLimits = {
  maxBytes: MATERIAL_DEFAULT_MAX_BYTES,
  contentTypes: Object.keys(materialFileTypes),
  extensions: Object.values(materialFileTypes).flat(),
};

export type FileRefusal = { readonly reason: 'empty' } | { readonly reason: 'too-big' } | { readonly reason: 'wrong-type' };

/** A file refused before it was sent, thrown where the caller awaits an upload rather than watching a queue. */
export class FileRefusedError extends Error {
  constructor(readonly refusal: FileRefusal) {
    super(`File refused: ${refusal.reason}`);
    this.name = 'FileRefusedError';
  }
}

/** The limits narrowed to one family of types ('image/', 'audio/'): what a block that shows such a file may take. */
export function limitsOfType(limits: MaterialUploadLimits, typePrefix: string): MaterialUploadLimits {
  const contentTypes = limits.contentTypes.filter((type) => type.startsWith(typePrefix));
  const ofType = new Set<string>(contentTypes.flatMap((type) => materialFileTypes[type as keyof typeof materialFileTypes] ?? []));
  return { maxBytes: limits.maxBytes, contentTypes, extensions: limits.extensions.filter((extension) => ofType.has(extension)) };
}

/** What is wrong with a chosen file before it is sent, or null: saves a long upload that would be refused. */
export function checkFile(file: Pick<File, 'name' | 'size'>, limits: MaterialUploadLimits): FileRefusal | null {
  const name = file.name.toLowerCase();
  if (!limits.extensions.some((extension) => name.endsWith(extension))) return { reason: 'wrong-type' };
  if (file.size === 0) return { reason: 'empty' };
  if (file.size > limits.maxBytes) return { reason: 'too-big' };
  return null;
}

/** A size in the reader's language: "36 bytes", "820 kB", "2.4 MB". */
export function formatFileSize(bytes: number, locale: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : bytes >= 1024 ? [bytes / 1024, 'kilobyte'] : [bytes, 'byte'];
  // The short form of byte is the bare "byte" in English, which reads as a mistake; the long one is "bytes".
  const unitDisplay = unit === 'byte' ? 'long' : 'short';
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay, maximumFractionDigits: value < 10 ? 1 : 0 }).format(value);
}
