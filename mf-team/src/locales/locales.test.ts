import path from 'node:path';
import { checkPackageLocales } from '@portal/i18n/locale-check';

// Every en-GB text of this package (its messages.ts files) in each of the other 18 locales: no
// file or key missing or extra, the placeholders kept, each CLDR plural category there, and no
// text left in English unless same-as-en.json names it as intended.
it('has every text translated in every locale', async () => {
  expect(await checkPackageLocales(path.join(__dirname, '..'))).toEqual([]);
});
