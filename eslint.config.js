// Lint: typescript-eslint's type-checked rules, React hooks, accessibility (jsx-a11y), no import
// cycles, and the import direction of ARCHITECTURE.md, in the manner of bulletproof-react:
// core/ and content/ import neither src/ nor api/; api/ never imports src/; the shared folders of
// src/ (components/, lib/, offline/, config/) never import a feature; a feature never imports
// another feature; the browser (src/) imports api/ only for types.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Every folder under src/features/ is a feature, so a new one is checked without editing this list.
const featureNames = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  { target: ['./core', './content'], from: ['./src', './api'], message: 'core/ and content/ run in the browser and on the server: import neither src/ nor api/.' },
  { target: './api', from: './src', message: 'The server never imports the browser app.' },
  {
    target: ['./src/components', './src/lib', './src/offline', './src/config'],
    from: './src/features',
    message: 'Shared code never imports a feature: move what both need to components/, lib/ or offline/.',
  },
  ...featureNames.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: move shared code to components/, lib/ or offline/.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'dist-server', 'node_modules', 'dev-dist', 'coverage', 'test-results', 'playwright-report', 'api/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x skips .ts/.tsx modules when it follows imports (no-cycle saw nothing).
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Off: an async function without await is how this code implements Promise-returning
      // interfaces (AiProvider, counter stores, test fakes); a forgotten await is what
      // no-floating-promises catches.
      '@typescript-eslint/require-await': 'off',
      // A dynamic import() is a lazy boundary (the static landing loads the app that routes back to
      // it), not an evaluation-order cycle: only static cycles fail.
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Tests read response bodies and mock calls untyped and assert on their shape: the assertion
      // is the check these rules would ask for.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(object.method) and saving a prototype's methods to restore them never call them unbound.
      '@typescript-eslint/unbound-method': 'off',
      // Tests stringify the URLs and bodies a fetch was called with (strings, URL, Request).
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  // This file is plain JavaScript outside every tsconfig: no type information to lint it with.
  { files: ['**/*.js'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [{ group: ['@api/*', '**/api/*'], allowTypeImports: true, message: 'The browser imports api/ for types only.' }] }],
    },
  },
  { files: ['src/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
);
