// Lint: typescript-eslint, React hooks, and the import direction of ARCHITECTURE.md:
// core/ imports neither src/ nor api/; a feature never imports another feature's internals;
// the browser (src/) imports api/ only for types.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder under src/features/ is a feature, so a new one is checked without editing this list.
const featureNames = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'dev-dist', 'coverage', 'test-results', 'playwright-report', 'api/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['core/**/*.ts', 'content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/*', '@api/*', '**/src/*', '**/api/*'], message: 'core/ and content/ run in the browser and on the server: import neither src/ nor api/.' }] }],
    },
  },
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: featureNames.filter((other) => other !== name).flatMap((other) => [`@/features/${other}/*`, `../${other}/*`]),
              message: 'A feature never imports another feature: move shared code to components/, lib/ or offline/.',
            },
            { group: ['@api/*'], allowTypeImports: true, message: 'The browser imports api/ for types only.' },
          ],
        },
      ],
    },
  })),
);
