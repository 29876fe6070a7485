import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep the layers apart (see ARCHITECTURE.md). `extra` adds whole pattern groups. */
const layer = (message, patterns, extra = []) => ({
  'no-restricted-imports': ['error', { patterns: [...patterns.map((pattern) => ({ group: [pattern], message })), ...extra] }],
});

/**
 * The browser takes a tool's client part (`core/tools/<tool>/client`), never its full definition:
 * not the registry, a tool's index, its prompt or its offline generator. One gitignore-style group,
 * so its negations apply: the first pattern matches every name right under tools, the second takes
 * the tool folders back out (so `<tool>/client`, `<tool>/schema` and the like stay allowed) while
 * the bare `<tool>` import, which is its index, stays matched. The leading `**` covers `@/` and
 * relative paths alike.
 */
const serverOnlyTools = {
  group: [
    '**/core/tools/*',
    '!**/core/tools/*/',
    '!**/core/tools/listings',
    '!**/core/tools/define-tool',
    '**/core/tools/*/index',
    '**/core/tools/*/prompt',
    '**/core/tools/*/offline',
  ],
  message: 'The browser imports a tool from `@/core/tools/<tool>/client`: prompts, personas and offline generators stay on the server.',
};

export default tseslint.config(
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: layer('src/core runs in the browser and in Node: zod and plain TypeScript only.', [
      'react',
      'react-*',
      'react/*',
      'fastify',
      '@fastify/*',
      'node:*',
      '@/web/*',
      '@/server/*',
      '**/web/**',
      '**/server/**',
    ]),
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer('The browser never imports the server.', ['@/server/*', '**/server/**', 'fastify', '@fastify/*', 'node:*'], [serverOnlyTools]),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: layer('The server never imports the browser app.', ['@/web/*', '**/web/**', 'react', 'react-*', 'react/*']),
  },
);
