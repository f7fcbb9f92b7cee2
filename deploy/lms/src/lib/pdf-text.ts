import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';

/*
 * Text in the LMS's PDFs (CPD exports, certificates) in every language the portal speaks: Noto Sans
 * (Latin, Cyrillic, Greek, and the Welsh, Māori, Polish and Hungarian letters the standard PDF fonts
 * lack), Noto Sans Thai and Noto Sans Arabic, embedded as subsets (only the glyphs used). A line is
 * split into runs by script and each run drawn in its font; Arabic is shaped and ordered right to
 * left by fontkit's layout.
 */

const require = createRequire(__filename);
const FONT_FILES = {
  latin: ['@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf', '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'],
  thai: ['@expo-google-fonts/noto-sans-thai/400Regular/NotoSansThai_400Regular.ttf', '@expo-google-fonts/noto-sans-thai/700Bold/NotoSansThai_700Bold.ttf'],
  arabic: ['@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf', '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf'],
} as const;
type Script = keyof typeof FONT_FILES;

/** Font files are read once per process; each document embeds the subsets it uses. */
const fontBytes = new Map<string, Promise<Buffer>>();
function bytesOf(file: string): Promise<Buffer> {
  let bytes = fontBytes.get(file);
  if (!bytes) {
    bytes = readFile(require.resolve(file));
    fontBytes.set(file, bytes);
  }
  return bytes;
}

const THAI = /[\u0e00-\u0e7f]/;
const ARABIC = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

/** The script a character needs; neutral characters (spaces, digits, punctuation) join the run they are in. */
function scriptOf(char: string): Script | null {
  if (THAI.test(char)) return 'thai';
  if (ARABIC.test(char)) return 'arabic';
  return /[\p{L}\p{M}]/u.test(char) ? 'latin' : null;
}

/** `text` as runs of one script each: "Alex ทดสอบ 3" → [latin "Alex ", thai "ทดสอบ 3"]. */
export function scriptRuns(text: string): { script: Script; text: string }[] {
  const runs: { script: Script; text: string }[] = [];
  for (const char of text) {
    const script = scriptOf(char);
    const last = runs.at(-1);
    if (last && (script === null || script === last.script)) last.text += char;
    else if (!last && script === null) runs.push({ script: 'latin', text: char });
    else runs.push({ script: script ?? 'latin', text: char });
  }
  // A neutral start (a digit) takes the script of what follows it.
  if (runs.length > 1 && runs[0]!.script === 'latin' && !/[\p{L}\p{M}]/u.test(runs[0]!.text)) {
    runs[1]!.text = runs[0]!.text + runs[1]!.text;
    runs.shift();
  }
  return runs;
}

/** Control characters have no glyph: a tab or line break inside a value is a space. */
const printable = (text: string): string => text.replace(/[\u0000-\u001f\u007f]/g, ' ');

export interface PdfText {
  /** Width of `text` at `size`, as drawn. */
  width(text: string, size: number, strong?: boolean): number;
  /** Draws `text` (one line) at x, y. */
  draw(page: PDFPage, text: string, options: { x: number; y: number; size: number; strong?: boolean; color?: RGB }): void;
}

/** The document's text writer; fonts are embedded on first use of a script. */
export async function pdfText(doc: PDFDocument): Promise<PdfText> {
  doc.registerFontkit(fontkit);
  const fonts = new Map<string, PDFFont>();
  // Embedding is async and drawing is not: every font is embedded up front (subsets: unused glyphs cost nothing).
  for (const script of Object.keys(FONT_FILES) as Script[]) {
    const [regular, bold] = FONT_FILES[script];
    fonts.set(`${script} regular`, await doc.embedFont(await bytesOf(regular), { subset: true }));
    fonts.set(`${script} bold`, await doc.embedFont(await bytesOf(bold), { subset: true }));
  }
  const fontFor = (script: Script, strong = false) => fonts.get(`${script} ${strong ? 'bold' : 'regular'}`)!;

  return {
    width(text, size, strong) {
      return scriptRuns(printable(text)).reduce((sum, run) => sum + fontFor(run.script, strong).widthOfTextAtSize(run.text, size), 0);
    },
    draw(page, text, { x, y, size, strong, color }) {
      let at = x;
      for (const run of scriptRuns(printable(text))) {
        const font = fontFor(run.script, strong);
        page.drawText(run.text, { x: at, y, size, font, ...(color ? { color } : {}) });
        at += font.widthOfTextAtSize(run.text, size);
      }
    },
  };
}
