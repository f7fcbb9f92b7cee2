import type { FastifyReply } from 'fastify';
import { PDFDocument, rgb } from 'pdf-lib';
import type { Database } from '../../db';
import { pdfText } from '../../lib/pdf-text';
import type { CertificateDocument } from '../../repositories/certificates';
import { tenantName } from '../../repositories/tenants';

/*
 * The certificate a learner downloads (spec 2 §7 /diploma/.../download): one landscape A4 page built
 * with pdf-lib naming the holder, the certification and the item that awarded it, the award and
 * expiry dates, the score when there is one, and the verification reference. Text in any language
 * (the holder's name, the titles) is drawn in the embedded Noto fonts of lib/pdf-text.
 */

const PAGE = { width: 841.89, height: 595.28 } as const;
const INK = rgb(0.12, 0.16, 0.22);
const ACCENT = rgb(0.05, 0.35, 0.55);

/** 26 November 2026: unambiguous in any English-reading country. */
function longDate(date: Date): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export async function certificatePdf(certificate: CertificateDocument, organisation: string): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${certificate.title}: ${certificate.holderName}`);
  doc.setSubject(`Certificate ${certificate.reference}`);
  doc.setAuthor(organisation);
  doc.setProducer('Learner Portal reference LMS');
  doc.setCreationDate(certificate.awardedAt);
  const writer = await pdfText(doc);
  const page = doc.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({ x: 24, y: 24, width: PAGE.width - 48, height: PAGE.height - 48, borderColor: ACCENT, borderWidth: 3 });
  /** One line centred on the page, made smaller when it would not fit between the margins. */
  const centred = (text: string, y: number, size: number, { strong = false, color = INK }: { strong?: boolean; color?: typeof INK } = {}) => {
    const width = writer.width(text, size, strong);
    const fitted = width > PAGE.width - 120 ? (size * (PAGE.width - 120)) / width : size;
    writer.draw(page, text, { x: (PAGE.width - writer.width(text, fitted, strong)) / 2, y, size: fitted, strong, color });
  };

  centred(organisation, 500, 16, { color: ACCENT });
  centred('Certificate', 440, 40, { strong: true });
  centred('This certifies that', 395, 14);
  centred(certificate.holderName, 355, 30, { strong: true });
  centred('holds the certification', 320, 14);
  centred(certificate.title, 285, 22, { strong: true, color: ACCENT });
  if (certificate.itemName) centred(`awarded for completing ${certificate.itemName}`, 255, 13);
  centred(`Awarded on ${longDate(certificate.awardedAt)}`, 205, 13);
  centred(certificate.expiresOn ? `Expires on ${longDate(certificate.expiresOn)}` : 'Does not expire', 185, 13);
  if (certificate.score !== null) centred(`Score ${Math.round(certificate.score * 100) / 100}%`, 165, 13);
  centred(`Verification reference: ${certificate.reference}`, 80, 11, { strong: true });
  centred('Quote this reference to the organisation above to check that the certificate is genuine.', 62, 9);
  return doc.save();
}

/** Answers the certificate as a PDF attachment under the tenant's name: the learner's download and the team leader's. */
export async function sendCertificatePdf(reply: FastifyReply, db: Database, scope: string, certificate: CertificateDocument): Promise<FastifyReply> {
  const pdf = await certificatePdf(certificate, (await tenantName(db, scope)) ?? scope);
  return reply
    .header('cache-control', 'private, no-store')
    .header('content-disposition', `attachment; filename="certificate-${certificate.reference}.pdf"`)
    .type('application/pdf')
    .send(Buffer.from(pdf));
}
