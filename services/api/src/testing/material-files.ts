import { readdirSync } from 'node:fs';

/** A tiny well-formed PDF. */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

/** A 1x1 transparent PNG that decodes whole (image uploads are decoded, not only sniffed). */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000970485973000003e8000003e801b57b526b' +
    '0000000d494441540899636060606000000005000187a14ed40000000049454e44ae426082',
  'hex',
);

/** Counts the files under a folder, however deep: what uploads left in storage. */
export function countFiles(root: string): number {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  } catch {
    return 0;
  }
}
