import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * ADR 0002: the cold sign-in page downloads no react-query. Pages that read server state bring the
 * QueryProvider in their own lazy module, so nothing the sign-in path imports statically may import
 * @tanstack/react-query or @portal/query (a shared module imported there would be fetched with it).
 */
const SIGN_IN_PATH = ['app.ts', 'pages/sign-in/SignInPage.tsx', 'pages/mfa-sign-in/MfaSignInPage.tsx'];
const QUERY_PACKAGES = ['@tanstack/react-query', '@portal/query'];
/** The two-field sign-in form validates without react-hook-form (its chunk was the page's largest item). */
const FORM_PACKAGES = ['react-hook-form', '@hookform/resolvers/valibot'];
/** The field family and the date field are paths of their own so that the sign-in page (TextField only) bundles neither. */
const FIELD_PACKAGES = ['@portal/ui/fields', '@portal/ui/date-field'];
/** The area's own valibot is a chunk of its own: the sign-in path validates through @portal/contracts' safeParse. */
const VALIBOT = ['valibot'];
// Static imports and re-exports only: `import('…')` starts a chunk of its own. `import type` is erased.
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolve(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file));
}

/** Every file of the area that `entries` import statically, themselves included (relative to src). */
function staticFiles(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const next = specifier.startsWith('.') ? resolve(file, specifier) : undefined;
      if (next) visit(next);
    }
  };
  entries.forEach((entry) => visit(path.join(__dirname, entry)));
  return [...seen].map((file) => path.relative(__dirname, file));
}

function importsOf(entries: readonly string[], packages: readonly string[]): string[] {
  const seen = new Set<string>();
  const found: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (packages.includes(specifier)) found.push(`${path.relative(__dirname, file)} imports ${specifier}`);
      const next = specifier.startsWith('.') ? resolve(file, specifier) : undefined;
      if (next) visit(next);
    }
  };
  entries.forEach((entry) => visit(path.join(__dirname, entry)));
  return found;
}

describe('the sign-in page, react-query and react-hook-form (ADR 0002)', () => {
  it('nothing the sign-in path imports statically imports react-query', () => {
    expect(importsOf(SIGN_IN_PATH, QUERY_PACKAGES)).toEqual([]);
  });

  it('the cold sign-in page imports no react-hook-form either (the second-factor page, a later page, may)', () => {
    expect(importsOf(['app.ts', 'pages/sign-in/SignInPage.tsx'], FORM_PACKAGES)).toEqual([]);
  });

  it("the cold sign-in page bundles none of @portal/ui's other fields (the later pages do)", () => {
    expect(importsOf(SIGN_IN_PATH, FIELD_PACKAGES)).toEqual([]);
    expect(importsOf(['pages/scope/ScopePage.tsx'], FIELD_PACKAGES)).toEqual(['pages/scope/ScopePage.tsx imports @portal/ui/fields']);
  });

  it("the cold sign-in page loads no valibot of the area's own (the host's shared contracts entry carries one)", () => {
    expect(importsOf(['app.ts', 'pages/sign-in/SignInPage.tsx'], VALIBOT)).toEqual([]);
  });

  it('the end of a sign-in comes when the form is sent, not with the page (the second-factor page imports it)', () => {
    expect(staticFiles(['app.ts', 'pages/sign-in/SignInPage.tsx'])).not.toContain('lib/complete-sign-in.ts');
    expect(staticFiles(['pages/mfa-sign-in/MfaSignInPage.tsx'])).toContain('lib/complete-sign-in.ts');
  });

  it('the check finds an import it must refuse (the account pages do import react-query)', () => {
    expect(importsOf(['pages/account-settings/AccountSettingsPage.tsx'], QUERY_PACKAGES)).toEqual(
      expect.arrayContaining(['pages/account-settings/AccountSettingsPage.tsx imports @portal/query']),
    );
  });
});
