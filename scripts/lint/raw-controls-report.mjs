// Counts the raw controls left in each remote's components (see raw-controls.mjs): a table per remote
// and element. `--write` rewrites raw-controls-allowed.json with the files that still have any.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { ALLOW_LIST_FILE, RAW_CONTROL_FILES, RAW_CONTROL_IGNORES, RAW_CONTROL_SELECTORS } from './raw-controls.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    { ignores: ['**/dist/**', '**/node_modules/**', ...RAW_CONTROL_IGNORES] },
    { files: ['**/*.tsx'], languageOptions: { parser: tseslint.parser }, rules: { 'no-restricted-syntax': ['error', ...RAW_CONTROL_SELECTORS] } },
  ],
});
const results = await eslint.lintFiles(RAW_CONTROL_FILES);

const perFile = {};
const perRemote = {};
for (const result of results) {
  const file = path.relative(root, result.filePath);
  const remote = file.split('/')[0];
  for (const message of result.messages) {
    if (message.ruleId !== 'no-restricted-syntax') continue;
    const element = /raw <(\w+)>/.exec(message.message)?.[1] ?? '?';
    perFile[file] = (perFile[file] ?? 0) + 1;
    perRemote[remote] ??= { files: new Set(), button: 0, input: 0, select: 0, textarea: 0 };
    perRemote[remote][element] += 1;
    perRemote[remote].files.add(file);
  }
}

const rows = Object.entries(perRemote)
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([remote, count]) => ({
    remote,
    files: count.files.size,
    button: count.button,
    input: count.input,
    select: count.select,
    textarea: count.textarea,
    total: count.button + count.input + count.select + count.textarea,
  }));
console.table(rows);
console.log(`raw controls: ${rows.reduce((sum, row) => sum + row.total, 0)} in ${Object.keys(perFile).length} files`);

if (process.argv.includes('--write')) {
  const sorted = Object.fromEntries(Object.entries(perFile).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(ALLOW_LIST_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, ALLOW_LIST_FILE)}`);
}
