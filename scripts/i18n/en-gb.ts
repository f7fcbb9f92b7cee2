/**
 * Prints the en-GB texts of one package as one flat JSON object (key → text), gathered from every
 * messages.ts under its src/: the source translators work from, and what the locale files must cover.
 *
 *   npx tsx scripts/i18n/en-gb.ts mf-catalogue > /tmp/mf-catalogue.en-GB.json
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const ROOT = path.resolve(__dirname, '..', '..');

function messageFiles(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') messageFiles(full, found);
    else if (entry.name === 'messages.ts') found.push(full);
  }
  return found;
}

async function enGbTexts(pkg: string): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const file of messageFiles(path.join(ROOT, pkg, 'src')).sort()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const value of Object.values(module)) {
      if (!value || typeof value !== 'object' || Array.isArray(value)) continue;
      const entries = Object.entries(value);
      if (entries.length === 0 || !entries.every(([, text]) => typeof text === 'string')) continue;
      for (const [key, text] of entries) texts[key] = text as string;
    }
  }
  return texts;
}

const pkg = process.argv[2];
if (!pkg) {
  console.error('usage: tsx scripts/i18n/en-gb.ts <package folder, e.g. mf-catalogue>');
  process.exit(2);
}
enGbTexts(pkg).then((texts) => console.log(JSON.stringify(texts, null, 2)));
