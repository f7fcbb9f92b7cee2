// Lint enforces the layering that the type-check cannot: who may call fetch or socket.io-client,
// and that packages meet only through each other's public entries (style.md 6-8).
import tseslint from 'typescript-eslint';

const browserCode = ['shell/src/**', 'mf-*/src/**', 'shared/*/src/**'];

export default tseslint.config(
  // Plain CommonJS build configs are not linted as TypeScript.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', '**/*.js', '**/*.mjs'] },
  ...tseslint.configs.recommended,
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
    },
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
