// Lint enforces the layering that the type-check cannot: who may call fetch or socket.io-client,
// and that packages meet only through each other's public entries (style.md 6-8).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { allowedFiles, RAW_CONTROL_FILES, RAW_CONTROL_IGNORES, RAW_CONTROL_SELECTORS } from './scripts/lint/raw-controls.mjs';

const browserCode = ['shell/src/**', 'mf-*/src/**', 'shared/*/src/**'];
const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * The remotes that follow the written layout (docs/ARCHITECTURE.md, "A remote's layout"), whose
 * boundaries lint holds. The list grows as each remote moves onto the layout, until it is every remote.
 */
const LAYOUT_REMOTES = ['mf-team', 'mf-instructors', 'mf-cpd', 'mf-dashboard', 'mf-access', 'mf-catalogue'];

/** A remote's features: the folders under src/features, read when lint starts, so a new feature is held at once. */
function featuresOf(remote) {
  try {
    return readdirSync(path.join(root, remote, 'src', 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** The layout's import rules for one remote: features meet only in lib/ and shared/, lib/ knows no feature, only app.ts knows pages/. */
function layoutZones(remote) {
  const src = `./${remote}/src`;
  return [
    ...featuresOf(remote).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: what two features share goes in lib/ (or shared/), and a page composes them.',
    })),
    { target: `${src}/lib`, from: `${src}/features`, message: 'lib/ is what features share: it never imports a feature.' },
    {
      target: [`${src}/features`, `${src}/lib`, `${src}/test`, `${src}/locales`, `${src}/!(app).{ts,tsx}`],
      from: `${src}/pages`,
      message: 'Only app.ts imports pages/ (the routes).',
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'deploy/lms/content/**'] },
  ...tseslint.configs.recommended,
  {
    // Build configs, the federation preset, its runtime plugin and scripts are plain Node JavaScript.
    files: ['**/*.js', '**/*.cjs'],
    ...js.configs.recommended,
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: {
      ...js.configs.recommended.rules,
      '@typescript-eslint/no-require-imports': 'off',
      'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // Tests of the build preset that run under jsdom.
    files: ['shared/build/src/**/*.test.js'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.mjs'],
    ...js.configs.recommended,
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: browserCode,
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // The TypeScript settings of import-x, with its own resolver (no extra resolver package).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], conditionNames: ['types', 'import', 'require', 'default'] })],
    },
    rules: {
      // A cycle between modules is a layering mistake (and a load-order hazard in federated chunks).
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The written remote layout, held where a remote follows it.
    files: LAYOUT_REMOTES.map((remote) => `${remote}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones: LAYOUT_REMOTES.flatMap(layoutZones) }] },
  },
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'socket.io-client', message: 'Use @portal/realtime: the socket lives in one module.' }],
          patterns: [
            { group: ['@portal/*/src', '@portal/*/src/**'], message: "Import a package's public entry (its package.json exports), not its files." },
            { group: ['**/mf-*/**', '**/shell/**'], message: 'Areas never import each other or the shell: meet through shared/ and the event bus.' },
          ],
        },
      ],
    },
  },
  {
    files: browserCode,
    ignores: ['shared/api-client/src/**'],
    rules: {
      'no-restricted-globals': ['error', { name: 'fetch', message: 'Call the API through @portal/api-client (timeouts, auth events, caches).' }],
      'no-restricted-properties': [
        'error',
        ...['globalThis', 'window', 'self'].map((object) => ({ object, property: 'fetch', message: 'Call the API through @portal/api-client (timeouts, auth events, caches).' })),
      ],
    },
  },
  {
    // An area builds no control of its own where @portal/ui has one (scripts/lint/raw-controls.mjs); the
    // files that had raw ones when the rule came are listed there until they move onto @portal/ui.
    files: RAW_CONTROL_FILES,
    ignores: [...RAW_CONTROL_IGNORES, ...Object.keys(allowedFiles())],
    rules: { 'no-restricted-syntax': ['error', ...RAW_CONTROL_SELECTORS] },
  },
  {
    // The realtime module wraps the socket client; server tests use it as a real client.
    files: ['shared/realtime/src/**', 'deploy/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Kysely migrations must not depend on today's schema type (Kysely's own guidance: Kysely<any>).
    files: ['deploy/lms/src/db/migrations/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', '**/test/**', '**/test-utils.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
