import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { entriesPdf } from '../../src/routes/almanac/export';
import { pdfText, scriptRuns } from '../../src/lib/pdf-text';

describe('PDF text in every language (CPD exports, certificates)', () => {
  it('splits a line into runs by script, neutral characters staying with their run', () => {
    expect(scriptRuns('Alex ทดสอบ 3')).toEqual([
      { script: 'latin', text: 'Alex ' },
      { script: 'thai', text: 'ทดสอบ 3' },
    ]);
    expect(scriptRuns('12 مرحبا')).toEqual([{ script: 'arabic', text: '12 مرحبا' }]);
    expect(scriptRuns('Łukasz Żółć – Привет')).toEqual([{ script: 'latin', text: 'Łukasz Żółć – Привет' }]);
  });

  it('writes Polish, Welsh, Māori, Russian, Thai and Arabic text, none of it replaced, in embedded Noto subsets', async () => {
    const pdf = await entriesPdf({
      ownerName: 'Łukasz Żółć',
      start: '2026-01-01T00:00:00.000Z',
      end: '2026-12-31T23:59:59.999Z',
      entries: [
        {
          reference: 'e1',
          journalId: 'j',
          title: 'Gweithdy ŵyr – Te reo Māori – Обучение',
          type: 'การอบรม',
          completion_date: '2026-03-04T00:00:00.000Z',
          draft: false,
          credits: 2,
          time: 120,
          reflection: 'تعلمت الكثير\tand more',
          files: [],
          created_date: '2026-03-04T00:00:00.000Z',
          updated_date: '2026-03-04T00:00:00.000Z',
          owner: 'u',
          fields: {},
        },
      ],
    });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toBe('CPD entries of Łukasz Żółć');
    // The fonts the document carries: the Noto fonts (as subsets), never a standard font.
    const baseFonts = doc.context
      .enumerateIndirectObjects()
      .map(([, object]) => object)
      .filter((object): object is PDFDict => object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Font') && object.has(PDFName.of('FontDescriptor')))
      .map((font) => String(font.get(PDFName.of('BaseFont'))));
    for (const font of ['NotoSans-Regular', 'NotoSans-Bold', 'NotoSansThai-Regular', 'NotoSansArabic-Regular'])
      expect(baseFonts).toContainEqual(expect.stringMatching(new RegExp(`^/${font}-\\d+$`)));
    expect(baseFonts.some((font) => /Helvetica/.test(font))).toBe(false);
  });

  it('measures a line as the sum of its runs', async () => {
    const doc = await PDFDocument.create();
    const text = await pdfText(doc);
    expect(text.width('Alex ทดสอบ', 12)).toBeCloseTo(text.width('Alex ', 12) + text.width('ทดสอบ', 12), 5);
    expect(text.width('Bold', 12, true)).toBeGreaterThan(0);
  });
});
