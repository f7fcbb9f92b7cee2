import { formatCpdTime, formatCredits, type CpdEntry, type CpdPlan } from '@portal/contracts/cpd';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import { ZipFile } from 'yazl';
import { pdfText, type PdfText } from '../../lib/pdf-text';

/*
 * The CPD exports (spec 3 §2, §7, §9): the entries of a date range as entriesExport.pdf, or as
 * entriesExport.zip holding that PDF and every evidence file; plans as a PDF. Real files built with
 * pdf-lib and yazl, so any reader opens them.
 */

const PAGE = { width: 595.28, height: 841.89, margin: 50 } as const;

class Writer {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly doc: PDFDocument,
    private readonly text: PdfText,
  ) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - PAGE.margin;
  }

  /** Writes `text` wrapped to the page width, starting a new page when the current one is full. */
  line(text: string, { size = 11, strong = false, gap = 4 }: { size?: number; strong?: boolean; gap?: number } = {}): void {
    const width = PAGE.width - 2 * PAGE.margin;
    const words = text.split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.text.width(next, size, strong) > width && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    lines.push(current);
    for (const text of lines) {
      if (this.y - size < PAGE.margin) {
        this.page = this.doc.addPage([PAGE.width, PAGE.height]);
        this.y = PAGE.height - PAGE.margin;
      }
      this.text.draw(this.page, text, { x: PAGE.margin, y: this.y - size, size, strong });
      this.y -= size + gap;
    }
  }

  space(points = 8): void {
    this.y -= points;
  }
}

async function newDocument(title: string) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setProducer('Learner Portal reference LMS');
  const writer = new Writer(doc, await pdfText(doc));
  return { doc, writer };
}

const day = (iso: string) => iso.slice(0, 10);
/** Time as the portal shows it (spec 3 §9: hours and minutes, one format everywhere). */
const time = (minutes: number) => formatCpdTime(minutes);

/** entriesExport.pdf: who, which dates, then each entry with its values and evidence names. */
export async function entriesPdf(input: { ownerName: string; start: string; end: string; entries: readonly CpdEntry[] }): Promise<Uint8Array> {
  const { doc, writer } = await newDocument(`CPD entries of ${input.ownerName}`);
  writer.line(`CPD entries: ${input.ownerName}`, { size: 16, strong: true });
  writer.line(`${day(input.start)} to ${day(input.end)} - ${input.entries.length} entries`);
  writer.space(12);
  for (const entry of input.entries) {
    writer.line(entry.title || '(untitled)', { size: 13, strong: true });
    writer.line(
      `Type: ${entry.type} | Completed: ${day(entry.completion_date)} | Credits: ${formatCredits(entry.credits)} | Time: ${time(entry.time)}${entry.draft ? ' | Draft' : ''}`,
    );
    if (entry.reflection) writer.line(`Reflection: ${entry.reflection}`);
    if (entry.files.length > 0) writer.line(`Evidence: ${entry.files.map((file) => file.name).join(', ')}`);
    writer.space();
  }
  return doc.save();
}

/** A plan or every plan of a user as one PDF: each field's label and value. */
export async function plansPdf(input: { ownerName: string; plans: readonly CpdPlan[] }): Promise<Uint8Array> {
  const { doc, writer } = await newDocument(`CPD plans of ${input.ownerName}`);
  writer.line(`CPD plans: ${input.ownerName}`, { size: 16, strong: true });
  writer.space(12);
  for (const plan of input.plans) {
    const title = plan.fields.find((field) => field.key === 'title')?.value || '(untitled)';
    writer.line(title, { size: 13, strong: true });
    for (const field of plan.fields) {
      if (field.key === 'title') continue;
      writer.line(`${field.label}: ${field.type === 'date' ? day(field.value) : field.value}`);
    }
    writer.space();
  }
  return doc.save();
}

/** entriesExport.zip: the PDF, and each evidence file under evidence/<entry title>/<file name>. */
export async function entriesZip(pdf: Uint8Array, files: readonly { entryTitle: string; name: string; data: Uint8Array }[]): Promise<Buffer> {
  const zip = new ZipFile();
  zip.addBuffer(Buffer.from(pdf), 'entriesExport.pdf');
  const used = new Set<string>();
  const safe = (part: string) =>
    part
      .replace(/[\\/:*?"<>|\x00-\x1f]/g, '_')
      .replace(/^\.+/, '_')
      .slice(0, 100) || '_';
  for (const file of files) {
    let path = `evidence/${safe(file.entryTitle)}/${safe(file.name)}`;
    for (let n = 2; used.has(path); n += 1) path = `evidence/${safe(file.entryTitle)}/${n}-${safe(file.name)}`;
    used.add(path);
    zip.addBuffer(Buffer.from(file.data), path);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
