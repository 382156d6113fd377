import PDFDocument from 'pdfkit';

const HEADING_SIZES = [22, 16, 13] as const;
const BODY_SIZE = 11;

/**
 * A PDF set the way a word processor sets Markdown: one page per entry of `pages`, headings (`#`, `##`, `###`) in
 * larger type than the paragraphs, which the material reader then finds again. For measuring and testing the reading
 * of uploaded PDFs with documents whose structure is known.
 */
export async function markdownPdf(pages: readonly string[]): Promise<Buffer> {
  const pdf = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => pdf.on('end', resolve));
  for (const page of pages) {
    pdf.addPage();
    for (const block of page.split(/\n\s*\n/)) {
      const text = block.replace(/\n/g, ' ').trim();
      if (!text) continue;
      const heading = /^(#{1,3})\s+(.*)$/.exec(text);
      if (heading) pdf.fontSize(HEADING_SIZES[heading[1]!.length - 1]!).text(heading[2]!).moveDown(0.5);
      else pdf.fontSize(BODY_SIZE).text(text).moveDown();
    }
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
