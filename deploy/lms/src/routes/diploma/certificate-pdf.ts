import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { CertificateDocument } from '../../repositories/certificates';

/*
 * The certificate a learner downloads (spec 2 §7 /diploma/.../download): one landscape A4 page built
 * with pdf-lib naming the holder, the certification and the item that awarded it, the award and
 * expiry dates, the score when there is one, and the verification reference.
 */

const PAGE = { width: 841.89, height: 595.28 } as const;
const INK = rgb(0.12, 0.16, 0.22);
const ACCENT = rgb(0.05, 0.35, 0.55);

/** The standard fonts carry WinAnsi only: other characters are written as '?' rather than failing. */
function winAnsi(text: string): string {
  return text.replace(/[^\x20-\x7e\xa0-\xff\u2018\u2019\u201c\u201d\u2013\u2014\u2022\u20ac]/g, (c) => (c === '\n' || c === '\t' ? ' ' : '?'));
}

/** 26 November 2026: unambiguous in any English-reading country. */
function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export async function certificatePdf(certificate: CertificateDocument, organisation: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(winAnsi(`${certificate.title}: ${certificate.holderName}`));
  doc.setSubject(winAnsi(`Certificate ${certificate.reference}`));
  doc.setAuthor(winAnsi(organisation));
  doc.setProducer('Learner Portal reference LMS');
  doc.setCreationDate(certificate.awardedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: ACCENT, borderWidth: 3 });
  const centred = (raw: string, y: number, size: number, font = regular, color = INK) => {
    const text = winAnsi(raw);
    const width = font.widthOfTextAtSize(text, size);
    const scale = width > PAGE.width - 120 ? (PAGE.width - 120) / width : 1;
    page.drawText(text, { x: (PAGE.width - width * scale) / 2, y, size: size * scale, font, color });
  };

  centred(organisation, 500, 16, regular, ACCENT);
  centred('Certificate', 440, 40, bold);
  centred('This certifies that', 395, 14);
  centred(certificate.holderName, 355, 30, bold);
  centred('holds the certification', 320, 14);
  centred(certificate.title, 285, 22, bold, ACCENT);
  if (certificate.itemName) centred(`awarded for completing ${certificate.itemName}`, 255, 13);
  centred(`Awarded on ${longDate(certificate.awardedAt)}`, 205, 13);
  centred(certificate.expiresOn ? `Expires on ${longDate(certificate.expiresOn)}` : 'Does not expire', 185, 13);
  if (certificate.score !== null) centred(`Score ${Math.round(certificate.score * 100) / 100}%`, 165, 13);
  centred(`Verification reference: ${certificate.reference}`, 80, 11, bold);
  centred('Quote this reference to the organisation above to check that the certificate is genuine.', 62, 9);
  return doc.save();
}
