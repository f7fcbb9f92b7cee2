/**
 * Prints the en-GB texts of one package as one flat JSON object (key → text), gathered from every
 * messages.ts under its src/: the source translators work from, and what the locale files must cover.
 * The gathering is the locale check's own (@portal/i18n's locale-check), so both read the same texts.
 *
 *   npx tsx scripts/i18n/en-gb.ts mf-catalogue > /tmp/mf-catalogue.en-GB.json
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { enGbTexts } from '../../shared/i18n/src/locale-check';

const ROOT = path.resolve(__dirname, '..', '..');

const pkg = process.argv[2];
if (!pkg) {
  console.error('usage: tsx scripts/i18n/en-gb.ts <package folder, e.g. mf-catalogue>');
  process.exit(2);
}
enGbTexts(path.join(ROOT, pkg, 'src'), (file) => import(pathToFileURL(file).href)).then((texts) => console.log(JSON.stringify(texts, null, 2)));
