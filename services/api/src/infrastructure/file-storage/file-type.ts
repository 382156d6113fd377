import { materialFileTypes, type MaterialFileType } from '@pathwise/contracts';
import { sniffImageType } from './image-type.js';

const textTypes: readonly MaterialFileType[] = ['text/plain', 'text/markdown', 'text/csv'];

/** The type a file name promises, by its extension; null when that is not a type materials may be. */
export function typeForFileName(fileName: string): MaterialFileType | null {
  const lower = fileName.toLowerCase();
  for (const [type, extensions] of Object.entries(materialFileTypes)) {
    if (extensions.some((extension) => lower.endsWith(extension))) return type as MaterialFileType;
  }
  return null;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Text is UTF-8 without NUL bytes: what a binary file with a .txt name almost never is. */
function isText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    utf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * What a file really is, from its first bytes: the declared type and the name are only claims. Returns 'text' for
 * UTF-8 text, which has no signature of its own, so the name decides between plain text, Markdown and CSV.
 */
export function sniffBinaryType(bytes: Buffer): Exclude<MaterialFileType, 'text/plain' | 'text/markdown' | 'text/csv'> | null {
  const image = sniffImageType(bytes);
  if (image) return image;
  const head = bytes.toString('latin1', 0, 12);
  if (head.startsWith('%PDF-')) return 'application/pdf';
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  // Local file header, or the end record of an empty archive.
  if (head.startsWith('PK\u0003\u0004') || head.startsWith('PK\u0005\u0006')) return 'application/zip';
  if (head.startsWith('ID3')) return 'audio/mpeg';
  // An MPEG audio frame starts with 11 set bits (JPEG's FF D8 is told apart above).
  if (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1]! & 0xe0) === 0xe0) return 'audio/mpeg';
  if (head.slice(4, 8) === 'ftyp') return 'video/mp4';
  return null;
}

/**
 * Checks that the bytes are the type the name promises. Returns the verified type, or null when they are not (a
 * program named notes.txt, a PDF named photo.png).
 */
export function verifyFileType(bytes: Buffer, promised: MaterialFileType): MaterialFileType | null {
  const binary = sniffBinaryType(bytes);
  if (textTypes.includes(promised)) return binary === null && isText(bytes) ? promised : null;
  return binary === promised ? promised : null;
}

/** Types a browser or client may declare for each kind: browsers disagree on CSV and Markdown. */
const declaredAliases: Readonly<Record<string, MaterialFileType>> = {
  'application/x-pdf': 'application/pdf',
  'image/jpg': 'image/jpeg',
  'text/x-markdown': 'text/markdown',
  'application/csv': 'text/csv',
  'application/vnd.ms-excel': 'text/csv',
  'application/x-zip-compressed': 'application/zip',
  'audio/mp3': 'audio/mpeg',
};

/** The type a declared Content-Type names; null for one that names nothing in particular (octet-stream, none). */
export function declaredFileType(contentType: string | undefined): MaterialFileType | 'other' | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  if (!type || type === 'application/octet-stream') return null;
  if (type in materialFileTypes) return type as MaterialFileType;
  return declaredAliases[type] ?? 'other';
}
