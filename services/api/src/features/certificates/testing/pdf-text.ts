import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows, read the way a reader would without a PDF library: every content stream inflated, and the
 * strings of its text operators (pdfkit writes them as hex of the font's encoding, Helvetica's WinAnsi) decoded and
 * joined line by line. Enough for the PDFs this feature draws; not a general extractor.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n/g;
  for (let match = streams.exec(source); match; match = streams.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const operator of content.matchAll(/\[(.*?)\]\s*TJ/g)) {
      const hexes = [...(operator[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => Buffer.from(hex[1] ?? '', 'hex').toString('latin1'));
      lines.push(hexes.join(''));
    }
  }
  return lines.join('\n');
}
