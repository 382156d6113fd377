import type { Language, MasteryLevel } from '@pathwise/event-schemas';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

const words = {
  en: {
    title: 'Certificate of achievement',
    awardedTo: 'This certifies that',
    holderHidden: 'the holder of this certificate',
    completed: 'met every criterion of the course',
    issuedOn: (date: string) => `Issued on ${date}`,
    issuedBy: (issuer: string) => `by ${issuer}`,
    skills: 'Skills mastered',
    verify: 'Verify this certificate at',
    id: (id: string) => `Certificate ${id}`,
    revoked: (date: string) => `REVOKED on ${date}`,
    levels: { not_started: 'not started', attempted: 'attempted', familiar: 'familiar', proficient: 'proficient', mastered: 'mastered' },
  },
  es: {
    title: 'Certificado de logro',
    awardedTo: 'Se certifica que',
    holderHidden: 'el titular de este certificado',
    completed: 'cumplió todos los criterios del curso',
    issuedOn: (date: string) => `Emitido el ${date}`,
    issuedBy: (issuer: string) => `por ${issuer}`,
    skills: 'Habilidades dominadas',
    verify: 'Verifica este certificado en',
    id: (id: string) => `Certificado ${id}`,
    revoked: (date: string) => `REVOCADO el ${date}`,
    levels: { not_started: 'sin empezar', attempted: 'intentado', familiar: 'familiarizado', proficient: 'competente', mastered: 'dominado' },
  },
  fr: {
    title: 'Certificat de réussite',
    awardedTo: 'Nous certifions que',
    holderHidden: 'le titulaire de ce certificat',
    completed: 'a rempli tous les critères du cours',
    issuedOn: (date: string) => `Délivré le ${date}`,
    issuedBy: (issuer: string) => `par ${issuer}`,
    skills: 'Compétences maîtrisées',
    verify: 'Vérifiez ce certificat sur',
    id: (id: string) => `Certificat ${id}`,
    revoked: (date: string) => `RÉVOQUÉ le ${date}`,
    levels: { not_started: 'non commencé', attempted: 'tenté', familiar: 'familier', proficient: 'compétent', mastered: 'maîtrisé' },
  },
} satisfies Record<Language, unknown>;

export interface CertificatePdfFacts {
  readonly language: Language;
  readonly certificateId: string;
  /** Null when the holder keeps their name off the certificate. */
  readonly holderName: string | null;
  readonly courseTitle: string;
  readonly issuedAt: Date;
  readonly issuerName: string;
  readonly skills: readonly { readonly name: string; readonly level: MasteryLevel }[];
  readonly verifyUrl: string;
  readonly revokedAt: Date | null;
}

/** Helvetica's encoding has no narrow no-break space, which Intl puts in French dates. */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

const WIDTH = 841.89;
const HEIGHT = 595.28;
const MARGIN = 56;
const QR_SIZE = 110;

/**
 * A certificate as an A4 landscape PDF (pdfkit, as receipts): the holder (when shown), the course, date, issuer and
 * skills, and the verify page's address both as a QR code and as text, so a printed copy leads to the live check.
 */
export async function renderCertificatePdf(facts: CertificatePdfFacts): Promise<Buffer> {
  const t = words[facts.language];
  const day = (moment: Date) => printable(new Intl.DateTimeFormat(facts.language, { dateStyle: 'long', timeZone: 'UTC' }).format(moment));
  const document = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    info: { Title: `${t.title}: ${facts.courseTitle}`, Subject: t.id(facts.certificateId), Author: facts.issuerName, Creator: 'Pathwise' },
  });
  const chunks: Buffer[] = [];
  document.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
  });

  const inner = WIDTH - 2 * MARGIN;
  document.lineWidth(2).rect(MARGIN / 2, MARGIN / 2, WIDTH - MARGIN, HEIGHT - MARGIN).stroke('#1f4e79');
  document.fillColor('#1f4e79').font('Helvetica-Bold').fontSize(30).text(t.title, MARGIN, MARGIN + 8, { width: inner, align: 'center' });
  document.moveDown(0.8);
  document.fillColor('black').font('Helvetica').fontSize(14).text(t.awardedTo, { width: inner, align: 'center' });
  document.moveDown(0.3);
  document.font('Helvetica-Bold').fontSize(26).text(printable(facts.holderName ?? t.holderHidden), { width: inner, align: 'center' });
  document.moveDown(0.3);
  document.font('Helvetica').fontSize(14).text(t.completed, { width: inner, align: 'center' });
  document.moveDown(0.3);
  document.font('Helvetica-Bold').fontSize(22).text(printable(facts.courseTitle), { width: inner, align: 'center' });
  document.moveDown(0.5);
  document.font('Helvetica').fontSize(12).text(`${t.issuedOn(day(facts.issuedAt))} ${t.issuedBy(printable(facts.issuerName))}`, { width: inner, align: 'center' });
  if (facts.revokedAt) {
    document.moveDown(0.3);
    document.fillColor('#b00020').font('Helvetica-Bold').fontSize(14).text(t.revoked(day(facts.revokedAt)), { width: inner, align: 'center' });
    document.fillColor('black');
  }
  if (facts.skills.length > 0) {
    document.moveDown(0.8);
    document.font('Helvetica-Bold').fontSize(12).text(t.skills, MARGIN, document.y, { width: inner - QR_SIZE - 24 });
    document.font('Helvetica').fontSize(11);
    for (const skill of facts.skills.slice(0, 12)) {
      document.text(`• ${printable(skill.name)}: ${t.levels[skill.level]}`, { width: inner - QR_SIZE - 24 });
    }
  }

  const qrTop = HEIGHT - MARGIN - QR_SIZE - 30;
  drawQrCode(document, facts.verifyUrl, WIDTH - MARGIN - QR_SIZE, qrTop, QR_SIZE);
  document.font('Helvetica').fontSize(10).fillColor('black');
  document.text(t.verify, MARGIN, HEIGHT - MARGIN - 44, { width: inner - QR_SIZE - 24, lineBreak: false });
  document.text(facts.verifyUrl, MARGIN, HEIGHT - MARGIN - 30, { width: inner - QR_SIZE - 24, link: facts.verifyUrl, underline: true, lineBreak: false });
  document.fontSize(8).fillColor('#555555').text(t.id(facts.certificateId), MARGIN, HEIGHT - MARGIN - 14, { width: inner, lineBreak: false });
  document.end();
  return done;
}

/** The QR code drawn as vector squares, so it prints sharp at any size. */
function drawQrCode(document: PDFKit.PDFDocument, text: string, x: number, y: number, size: number): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 2;
  const cell = size / (modules.size + 2 * quiet);
  document.save().fillColor('black');
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) document.rect(x + (column + quiet) * cell, y + (row + quiet) * cell, cell, cell);
    }
  }
  document.fill().restore();
}
