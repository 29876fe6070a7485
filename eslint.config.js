import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep the layers apart (see ARCHITECTURE.md). */
const layer = (message, patterns) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((pattern) => ({ group: [pattern], message })) }],
});

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
      ...layer('The browser never imports the server.', ['@/server/*', '**/server/**', 'fastify', '@fastify/*', 'node:*']),
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: layer('The server never imports the browser app.', ['@/web/*', '**/web/**', 'react', 'react-*', 'react/*']),
  },
);
