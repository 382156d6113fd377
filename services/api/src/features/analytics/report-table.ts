import PDFDocument from 'pdfkit';
import { csvField, csvRow } from '../../kernel/csv.js';

export type ReportCell = string | number | null;

/** A report as a table: its title and when it was made, the column names and the rows, already in the reader's words. */
export interface ReportTable {
  readonly title: string;
  readonly subtitle: string;
  readonly columns: readonly string[];
  /** Which columns hold text a person wrote (names, titles): guarded against spreadsheet formulas in CSV. */
  readonly textColumns: ReadonlySet<number>;
  readonly rows: readonly (readonly ReportCell[])[];
  /** Said in the PDF when there are no rows. */
  readonly empty: string;
}

/** The table as CSV (RFC 4180, a header row), for spreadsheets and scripts. */
export function reportCsv(table: ReportTable): Buffer {
  const lines = [csvRow(table.columns.map((column) => csvField(column, { text: true })))];
  for (const row of table.rows) lines.push(csvRow(row.map((cell, index) => csvField(cell, { text: table.textColumns.has(index) }))));
  return Buffer.from(lines.join(''), 'utf8');
}

const MARGIN = 40;

/** The table as a landscape A4 PDF: title, subtitle, then the rows with the header repeated on each page by pdfkit. */
export async function reportPdf(table: ReportTable): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', layout: 'landscape', margin: MARGIN, info: { Title: table.title, Producer: 'Pathwise' } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => pdf.on('end', resolve));
  pdf.font('Helvetica-Bold').fontSize(16).text(table.title);
  pdf.font('Helvetica').fontSize(10).fillColor('#555555').text(table.subtitle).moveDown();
  pdf.fillColor('#000000');
  if (table.rows.length === 0) {
    pdf.fontSize(11).text(table.empty);
  } else {
    pdf.fontSize(9).table({
      rowStyles: (row) => (row === 0 ? { backgroundColor: '#eeeeee', font: { src: 'Helvetica-Bold' } } : undefined),
      data: [table.columns.map((column) => ({ text: column, type: 'TH' as const })), ...table.rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))],
    });
  }
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
