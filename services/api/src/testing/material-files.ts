import { readdirSync } from 'node:fs';

/** A tiny well-formed PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** Counts the files under a folder, however deep: what uploads left in storage. */
export function countFiles(root: string): number {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}
