import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ar-SA is right to left (<html dir="rtl">): layout written with physical sides (margin-left,
 * left: 0, text-align: left) does not mirror. Every stylesheet of the shell, the shared UI and the
 * areas uses logical properties (margin-inline-start, inset-inline, text-align: start) instead.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');
const PACKAGES = ['shell/src', 'shared/ui/src', 'mf-access/src', 'mf-catalogue/src', 'mf-dashboard/src'];

const PHYSICAL = [
  { pattern: /\b(margin|padding|border|scroll-margin|scroll-padding)-(left|right)\b/, instead: 'the -inline-start / -inline-end property' },
  { pattern: /(^|[\s;{])(left|right)\s*:/, instead: 'inset-inline-start / inset-inline-end (or inset-inline)' },
  { pattern: /\b(text-align|float|clear)\s*:\s*(left|right)\b/, instead: 'start / end (inline-start / inline-end for float and clear)' },
  { pattern: /\bborder-(top|bottom)-(left|right)-radius\b/, instead: 'border-start-start-radius and its kin' },
];

function cssFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') cssFiles(full, found);
    else if (entry.name.endsWith('.css')) found.push(full);
  }
  return found;
}

/** Each physical left/right declaration as 'file:line: text (use …)'. */
function physicalDeclarations(css: string, file: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  withoutComments.split('\n').forEach((line, index) => {
    for (const { pattern, instead } of PHYSICAL) if (pattern.test(line)) found.push(`${file}:${index + 1}: ${line.trim()} (use ${instead})`);
  });
  return found;
}

describe('stylesheets mirror in right-to-left languages', () => {
  it('finds the physical properties it forbids', () => {
    const css =
      '.a { margin-left: 1rem; }\n.b { position: absolute; left: 0; }\n/* padding-right: 2px */\n.c { text-align: right; }\n.d { margin-inline-start: 1rem; inset-inline: 0; text-align: start; }';
    expect(physicalDeclarations(css, 'x.css').map((problem) => problem.split(' (use')[0])).toEqual([
      'x.css:1: .a { margin-left: 1rem; }',
      'x.css:2: .b { position: absolute; left: 0; }',
      'x.css:4: .c { text-align: right; }',
    ]);
  });

  it.each(PACKAGES)('%s uses logical properties only', (dir) => {
    const files = cssFiles(path.join(ROOT, dir));
    const problems = files.flatMap((file) => physicalDeclarations(readFileSync(file, 'utf8'), path.relative(ROOT, file)));
    expect(problems).toEqual([]);
  });
});
